import Foundation
import WeatherCore

/// What `lasso-weather now` prints, as plain text or JSON. Built from a forecast snapshot; missing values stay nil
/// (JSON `null`, text "—").
struct NowReport: Encodable {
    struct PlaceInfo: Encodable {
        var zip, city, state, county, timeZone: String
        var latitude, longitude: Double
    }

    struct UnitInfo: Encodable {
        var system, temperature, windSpeed: String
    }

    struct Condition: Encodable {
        var code: Int?
        var description: String?
        var icon: String?
    }

    struct Today: Encodable {
        var date: String?
        var high, low: Double?
    }

    struct Wind: Encodable {
        var speed, direction, gusts: Double?
        var compass: String?
    }

    struct DataTime: Encodable {
        /// Wall-clock time at the place ("2026-11-22T10:15"), as the service sent it.
        var local: String?
        var timezone, abbreviation: String
        var utcOffsetSeconds: Int
    }

    static let attribution = "Weather data by Open-Meteo.com"

    var place: PlaceInfo
    var units: UnitInfo
    var condition: Condition
    var temperature, feelsLike, humidity: Double?
    var today: Today
    var wind: Wind
    var time: DataTime
    /// When the data was fetched (UTC, ISO 8601) and how old it was when printed.
    var fetchedAt: String
    var ageSeconds: Int
    /// True when the forecast came from the on-disk cache rather than a request made by this run.
    var cached: Bool
    /// Set when the service failed and a cached forecast is shown instead: the failure's sentence.
    var offlineReason: String?
    var attribution = NowReport.attribution

    init(place: Place, snapshot: ForecastSnapshot, iconSet: IconSet, startedAt: Date, now: Date) {
        let forecast = snapshot.forecast
        let current = forecast.current
        let system = forecast.units
        self.place = PlaceInfo(
            zip: place.zip, city: place.city, state: place.state, county: place.county, timeZone: place.timeZone,
            latitude: place.latitude, longitude: place.longitude)
        units = UnitInfo(
            system: system.rawValue, temperature: Units.temperatureLabel(system), windSpeed: Units.windSpeedLabel(system))
        let code = current?.weatherCode
        condition = Condition(
            code: code, description: code.map { WeatherCode($0).description },
            icon: code.map { WeatherCode($0).icon(iconSet, isDay: current?.isDay ?? true) })
        temperature = current?.temperature
        feelsLike = current?.feelsLike
        humidity = current?.humidity
        // Today at the place: the daily entry for the data's own date, else the first one.
        let day = forecast.daily.first { $0.date == current?.time?.date } ?? forecast.daily.first
        today = Today(date: day?.date.iso, high: day?.high, low: day?.low)
        wind = Wind(
            speed: current?.windSpeed, direction: current?.windDirection, gusts: current?.windGusts,
            compass: Units.compassPoint(current?.windDirection))
        time = DataTime(
            local: current?.time?.iso, timezone: forecast.timezone, abbreviation: forecast.timezoneAbbreviation,
            utcOffsetSeconds: forecast.utcOffsetSeconds)
        fetchedAt = ISO8601DateFormatter().string(from: snapshot.fetchedAt)
        ageSeconds = max(0, Int(now.timeIntervalSince(snapshot.fetchedAt)))
        cached = snapshot.fetchedAt < startedAt
        if case .offline(let error) = snapshot.freshness { offlineReason = error.message }
    }

    /// Every key always present (nil as `null`), sorted, so scripts can rely on the shape.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(NullPreserving(self)), as: UTF8.self)
    }
}

/// Encodes through a wrapper whose keyed containers write `nil` as `null` instead of leaving the key out.
private struct NullPreserving<Value: Encodable>: Encodable {
    let value: Value
    init(_ value: Value) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        let data = try JSONEncoder().encode(value)
        _ = data  // placeholder removed below
        try value.encode(to: encoder)
    }
}
