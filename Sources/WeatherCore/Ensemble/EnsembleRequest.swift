import FoundationEssentials

/// One ensemble-mean request: the mean and spread (the members' standard deviation) of hourly temperature and
/// precipitation for 16 days, in the place's units and time zone like the forecast's.
public struct EnsembleRequest: Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double
    public var units: UnitSystem
    public var model: EnsembleModel
    /// The place's IANA zone; empty when unknown (``TimeZoneParameter``).
    public var timeZone: String

    public init(
        latitude: Double, longitude: Double, units: UnitSystem, model: EnsembleModel? = nil, timeZone: String = ""
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.units = units
        self.model = model ?? .forPlace(latitude: latitude, longitude: longitude)
        self.timeZone = timeZone
    }

    public init(place: Place, units: UnitSystem) {
        self.init(latitude: place.latitude, longitude: place.longitude, units: units, timeZone: place.timeZone)
    }

    /// Four variables, one model, one place: under Open-Meteo's 10 variables a call (every member instead would
    /// weigh 31 to 51 variables).
    static let hourlyVariables = ["temperature_2m", "temperature_2m_spread", "precipitation", "precipitation_spread"]
    static let forecastDays = 16

    /// `<base>/v1/ensemble?latitude=…&longitude=…&models=…&hourly=…&timezone=<zone>&forecast_days=16&<units>`.
    public func url(base: URL) -> URL {
        var items =
            Self.place(latitude: latitude, longitude: longitude) + [
                URLQueryItem(name: "models", value: model.rawValue),
                URLQueryItem(name: "hourly", value: Self.hourlyVariables.joined(separator: ",")),
                URLQueryItem(name: "timezone", value: TimeZoneParameter.value(for: timeZone)),
                URLQueryItem(name: "forecast_days", value: String(Self.forecastDays)),
            ]
        items += Units.queryItems(for: units, wind: nil).map { URLQueryItem(name: $0.name, value: $0.value) }
        return url(base: base, query: items)
    }
}

extension EnsembleRequest {
    /// A mean model counts as one member: 4 variables over 16 days weigh 1.
    public var weight: Double {
        OpenMeteoCallWeight.of(variables: Self.hourlyVariables.count, days: Self.forecastDays, members: 1)
    }
}
