import Foundation

/// The parameters of one `/v1/forecast` request, validated the way Open-Meteo does. A bad parameter
/// becomes the service's 400 `reason` text.
struct ForecastQuery: Sendable {
    enum TemperatureUnit: String, Sendable { case celsius, fahrenheit }
    enum WindUnit: String, Sendable { case kmh, ms, mph, kn }
    enum PrecipitationUnit: String, Sendable { case mm, inch }

    var latitude: Double
    var longitude: Double
    var current: [String]
    var hourly: [String]
    var daily: [String]
    /// 15-minute variables, and how many steps from the current quarter (nil: every quarter of the forecast days).
    var minutely15: [String]
    var forecastMinutely15: Int?
    var temperatureUnit: TemperatureUnit
    var windUnit: WindUnit
    var precipitationUnit: PrecipitationUnit
    /// `auto`, an IANA name, or nil (GMT).
    var timezone: String?
    var forecastDays: Int
    var pastDays: Int

    typealias Invalid = QueryInvalid

    init(_ items: [(name: String, value: String)]) throws(Invalid) {
        func value(_ name: String) -> String? { items.last { $0.name == name }?.value }
        func list(_ name: String) -> [String] {
            (value(name) ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }
        latitude = try Self.coordinate(value("latitude"), name: "Latitude", limit: 90)
        longitude = try Self.coordinate(value("longitude"), name: "Longitude", limit: 180)
        current = list("current")
        hourly = list("hourly")
        daily = list("daily")
        try Self.checkKnown(current, key: "current", known: Set(Variables.point.keys))
        try Self.checkKnown(hourly, key: "hourly", known: Set(Variables.point.keys))
        try Self.checkKnown(daily, key: "daily", known: Set(Variables.daily.keys))
        minutely15 = list("minutely_15")
        try Self.checkKnown(minutely15, key: "minutely_15", known: Set(Variables.point.keys))
        forecastMinutely15 =
            value("forecast_minutely_15") == nil
            ? nil
            : try Self.count(value("forecast_minutely_15"), default: 0, max: 16 * 96, name: "Forecast minutely 15")
        temperatureUnit = try Self.enumValue(value("temperature_unit"), "TemperatureUnit", default: .celsius)
        windUnit = try Self.enumValue(
            value("wind_speed_unit") ?? value("windspeed_unit"), "WindspeedUnit", default: .kmh)
        precipitationUnit = try Self.enumValue(value("precipitation_unit"), "PrecipitationUnit", default: .mm)
        timezone = value("timezone")
        forecastDays = try Self.count(value("forecast_days"), default: 7, max: 16, name: "Forecast days")
        pastDays = try Self.count(value("past_days"), default: 0, max: 92, name: "Past days")
    }

    private static func checkKnown(_ names: [String], key: String, known: Set<String>) throws(Invalid) {
        if let bad = names.first(where: { !known.contains($0) }) {
            throw Invalid(reason: "Cannot initialize WeatherVariable from invalid String value \(bad) for key \(key)")
        }
    }

    private static func coordinate(_ text: String?, name: String, limit: Double) throws(Invalid) -> Double {
        guard let text, !text.isEmpty else {
            throw Invalid(reason: "Parameter 'latitude' and 'longitude' must have the same number of elements")
        }
        guard !text.contains(",") else {
            throw Invalid(reason: "The fixture server answers one coordinate per request")
        }
        guard let value = Double(text), value.isFinite else {
            throw Invalid(reason: "Cannot initialize Float from invalid String value \(text)")
        }
        guard abs(value) <= limit else {
            let shown = value == value.rounded() ? String(Int(value)) : String(value)
            throw Invalid(reason: "\(name) must be in range of -\(Int(limit)) to \(Int(limit))°. Given: \(shown).")
        }
        return value
    }

    private static func enumValue<T: RawRepresentable<String>>(
        _ text: String?, _ typeName: String, default value: T
    ) throws(Invalid) -> T {
        guard let text else { return value }
        guard let parsed = T(rawValue: text) else {
            throw Invalid(reason: "Cannot initialize \(typeName) from invalid String value \(text)")
        }
        return parsed
    }

    private static func count(_ text: String?, default value: Int, max: Int, name: String) throws(Invalid) -> Int {
        guard let text else { return value }
        guard let parsed = Int(text) else {
            throw Invalid(reason: "Cannot initialize Int from invalid String value \(text)")
        }
        guard (0...max).contains(parsed) else {
            throw Invalid(reason: "\(name) is invalid. Allowed range 0 to \(max). Given \(parsed).")
        }
        return parsed
    }
}
