import FoundationEssentials

/// One request for the current conditions of many places: Home's live rows, or the points of the Map's weather
/// layer. Open-Meteo takes comma-separated coordinates and answers with one object per place, in the order asked
/// (``Forecast/batch(openMeteoJSON:places:units:)``).
///
/// The variables are few on purpose: the service bills each place as one call (a request of more than 10
/// variables, or more than 2 weeks, counts as more), so the many-places request stays at five variables for one day.
public struct ConditionsRequest: Hashable, Sendable {
    /// What is asked at each place.
    public enum Variables: Hashable, Sendable {
        /// Home's rows: the temperature, condition and day/night now, and today's high and low at the place.
        case rows
        /// The Map's layer (``LayerGridRequest``): the temperature, precipitation and condition now; no days.
        case layer
        /// The radar loop's forecast (``RadarForecastRequest``): the precipitation of the 15-minute steps ahead.
        case radarForecast
    }

    /// At most this many places go in one request: every place counts as a call against the service's free limits
    /// (600 a minute, 5,000 an hour), and the recent list holds no more (`RecentSearchList.capacity`), so one
    /// request always covers Home. Places past the cap are left out, first come first asked.
    public static let maxPlaces = 20

    public struct Coordinate: Hashable, Sendable {
        public var latitude: Double
        public var longitude: Double
        /// The place's IANA zone, for Home's rows ("today" is the place's day); empty when unknown.
        public var timeZone: String

        public init(latitude: Double, longitude: Double, timeZone: String = "") {
            self.latitude = latitude
            self.longitude = longitude
            self.timeZone = timeZone
        }
    }

    /// The places asked, in order; never more than the cap of ``variables`` (``maxPlaces``, or
    /// ``LayerGridRequest/maxPoints`` for the layer).
    public private(set) var coordinates: [Coordinate]
    public var units: UnitSystem
    public private(set) var variables: Variables

    /// Keeps the first places of `coordinates`, up to the cap of `variables`.
    public init(coordinates: [Coordinate], units: UnitSystem, variables: Variables = .rows) {
        let cap = variables == .rows ? Self.maxPlaces : LayerGridRequest.maxPoints
        self.coordinates = Array(coordinates.prefix(cap))
        self.units = units
        self.variables = variables
    }

    public init(places: [Place], units: UnitSystem) {
        self.init(
            coordinates: places.map {
                Coordinate(latitude: $0.latitude, longitude: $0.longitude, timeZone: $0.timeZone)
            }, units: units)
    }

    static let currentVariables = ["temperature_2m", "weather_code", "is_day"]
    static let dailyVariables = ["temperature_2m_max", "temperature_2m_min"]
    static let layerVariables = ["temperature_2m", "precipitation", "weather_code"]

    /// `<base>/v1/forecast?latitude=a,b&longitude=x,y&current=…&daily=…&forecast_days=1&timezone=A,B` and the unit
    /// parameters: one zone per place, in the order asked (`auto` for a place without one), makes "today" each
    /// place's own day. The layer and the radar's forecast ask `current` or 15-minute steps only, in GMT.
    public func url(base: URL) -> URL {
        var items = [
            URLQueryItem(
                name: "latitude",
                value: coordinates.map { ForecastRequest.coordinate($0.latitude) }.joined(separator: ",")),
            URLQueryItem(
                name: "longitude",
                value: coordinates.map { ForecastRequest.coordinate($0.longitude) }.joined(separator: ",")),
        ]
        switch variables {
        case .rows:
            items += [
                URLQueryItem(name: "current", value: Self.currentVariables.joined(separator: ",")),
                URLQueryItem(name: "daily", value: Self.dailyVariables.joined(separator: ",")),
                URLQueryItem(name: "timezone", value: TimeZoneParameter.value(for: coordinates.map(\.timeZone))),
            ]
        case .layer:
            items.append(URLQueryItem(name: "current", value: Self.layerVariables.joined(separator: ",")))
        case .radarForecast:
            // The first step is already over (each sums the 15 minutes before its time); the loop's eight and an
            // hour more lie ahead (`RadarForecast.stepsAsked`).
            items += [
                URLQueryItem(name: "minutely_15", value: "precipitation"),
                URLQueryItem(name: "forecast_minutely_15", value: String(RadarForecast.stepsAsked)),
            ]
        }
        items.append(URLQueryItem(name: "forecast_days", value: "1"))
        items += Units.queryItems(for: units).map { URLQueryItem(name: $0.name, value: $0.value) }
        return url(base: base, query: items)
    }
}
