import FoundationEssentials

/// What one forecast request asks for: a coordinate, a unit system (and wind unit) and how many days.
public struct ForecastRequest: Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double
    public var units: UnitSystem
    /// The unit the service gives wind speeds in (it converts them itself); nil asks for the system's own.
    public var windUnit: WindUnit?
    public var days: ForecastDays
    /// The place's IANA zone; empty when unknown (the service then picks one: ``TimeZoneParameter``).
    public var timeZone: String

    public init(
        latitude: Double, longitude: Double, units: UnitSystem, windUnit: WindUnit? = nil, days: ForecastDays = .seven,
        timeZone: String = ""
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.units = units
        self.windUnit = windUnit
        self.days = days
        self.timeZone = timeZone
    }

    public init(place: Place, units: UnitSystem, windUnit: WindUnit? = nil, days: ForecastDays = .seven) {
        self.init(
            latitude: place.latitude, longitude: place.longitude, units: units, windUnit: windUnit, days: days,
            timeZone: place.timeZone)
    }

    static let currentVariables = [
        "temperature_2m", "apparent_temperature", "relative_humidity_2m", "is_day", "precipitation",
        "weather_code", "cloud_cover", "pressure_msl", "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m",
        "uv_index",
    ]
    static let hourlyVariables = [
        "temperature_2m", "precipitation_probability", "precipitation", "weather_code", "wind_speed_10m", "is_day",
        // For the hour cursor's readout.
        "apparent_temperature", "wind_gusts_10m", "wind_direction_10m",
    ]
    static let dailyVariables = [
        "weather_code", "temperature_2m_max", "temperature_2m_min", "sunrise", "sunset", "precipitation_sum",
        "precipitation_probability_max", "wind_speed_10m_max", "uv_index_max",
    ]
    /// The next two hours in 15-minute steps, for "Rain starting in about 30 min" (``NextTwoHours``).
    static let minutely15Variables = ["precipitation", "weather_code"]
    /// Ten: the first step is already over (each sums the 15 minutes before its time), so 8 whole steps, two
    /// hours, still lie ahead of the current quarter, and one more covers the minutes into it.
    static let minutely15Steps = 10

    /// `<base>/v1/forecast?…` in the place's zone, `days` days, 10 steps of 15-minute data, and the unit parameters.
    public func url(base: URL) -> URL {
        var items =
            Self.place(latitude: latitude, longitude: longitude) + [
                URLQueryItem(name: "current", value: Self.currentVariables.joined(separator: ",")),
                URLQueryItem(name: "hourly", value: Self.hourlyVariables.joined(separator: ",")),
                URLQueryItem(name: "daily", value: Self.dailyVariables.joined(separator: ",")),
                URLQueryItem(name: "timezone", value: TimeZoneParameter.value(for: timeZone)),
                URLQueryItem(name: "forecast_days", value: String(days.count)),
            ]
        items += [
            URLQueryItem(name: "minutely_15", value: Self.minutely15Variables.joined(separator: ",")),
            URLQueryItem(name: "forecast_minutely_15", value: String(Self.minutely15Steps)),
        ]
        items += Units.queryItems(for: units, wind: windUnit).map { URLQueryItem(name: $0.name, value: $0.value) }
        return url(base: base, query: items)
    }

    /// Four decimals (about 10 m) is more than the model grid resolves.
    static func coordinate(_ value: Double) -> String {
        var text = value.fixed(4)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
