import Foundation

/// The variables the fixture knows, what kind of unit each has, and how each is computed from
/// ``SyntheticWeather`` samples (metric; converted by ``UnitKind/convert(_:_:)`` on the way out).
enum Variables {
    typealias Sample = SyntheticWeather.Sample

    /// Variables usable in `current` and `hourly`.
    static let point: [String: (UnitKind, @Sendable (Sample) -> Double)] = [
        "temperature_2m": (.temperature, { $0.temperature }),
        "relative_humidity_2m": (.percent, { $0.humidity }),
        "dew_point_2m": (.temperature, { $0.dewPoint }),
        "apparent_temperature": (.temperature, { $0.apparentTemperature }),
        "precipitation_probability": (.percent, { $0.precipitationProbability }),
        "precipitation": (.precipitation, { $0.precipitation }),
        "rain": (.precipitation, { $0.rain }),
        "showers": (.precipitation, { $0.showers }),
        "snowfall": (.snowfall, { $0.snowfall }),
        "snow_depth": (.metres, { $0.snowDepth }),
        "weather_code": (.wmo, { Double($0.weatherCode) }),
        "pressure_msl": (.hectopascal, { $0.pressureMSL }),
        "surface_pressure": (.hectopascal, { $0.surfacePressure }),
        "cloud_cover": (.percent, { $0.cloudCover }),
        "visibility": (.metres, { $0.visibility }),
        "wind_speed_10m": (.speed, { $0.windSpeed }),
        "wind_direction_10m": (.degrees, { $0.windDirection }),
        "wind_gusts_10m": (.speed, { $0.windGusts }),
        "uv_index": (.plain, { $0.uvIndex }),
        "is_day": (.plain, { $0.isDay ? 1 : 0 }),
    ]

    /// One local day's hourly samples plus its sunrise and sunset hours.
    struct Day: Sendable {
        var samples: [Sample]
        var sunrise: Double
        var sunset: Double
    }

    /// Variables usable in `daily`. sunrise and sunset are strings, handled by the responder.
    static let daily: [String: (UnitKind, @Sendable (Day) -> Double)] = [
        "weather_code": (.wmo, { Double($0.samples.map(\.weatherCode).max() ?? 0) }),
        "temperature_2m_max": (.temperature, { $0.samples.map(\.temperature).max() ?? 0 }),
        "temperature_2m_min": (.temperature, { $0.samples.map(\.temperature).min() ?? 0 }),
        "apparent_temperature_max": (.temperature, { $0.samples.map(\.apparentTemperature).max() ?? 0 }),
        "apparent_temperature_min": (.temperature, { $0.samples.map(\.apparentTemperature).min() ?? 0 }),
        "sunrise": (.iso8601, { $0.sunrise }),
        "sunset": (.iso8601, { $0.sunset }),
        "daylight_duration": (.seconds, { ($0.sunset - $0.sunrise) * 3600 }),
        "sunshine_duration": (
            .seconds, { d in Double(d.samples.filter { $0.isDay && $0.cloudCover < 50 }.count * 3600) }
        ),
        "uv_index_max": (.plain, { $0.samples.map(\.uvIndex).max() ?? 0 }),
        "precipitation_sum": (.precipitation, { $0.samples.map(\.precipitation).reduce(0, +) }),
        "rain_sum": (.precipitation, { $0.samples.map(\.rain).reduce(0, +) }),
        "showers_sum": (.precipitation, { $0.samples.map(\.showers).reduce(0, +) }),
        "snowfall_sum": (.snowfall, { $0.samples.map(\.snowfall).reduce(0, +) }),
        "precipitation_hours": (.hours, { Double($0.samples.filter { $0.precipitation > 0 }.count) }),
        "precipitation_probability_max": (.percent, { $0.samples.map(\.precipitationProbability).max() ?? 0 }),
        "wind_speed_10m_max": (.speed, { $0.samples.map(\.windSpeed).max() ?? 0 }),
        "wind_gusts_10m_max": (.speed, { $0.samples.map(\.windGusts).max() ?? 0 }),
        "wind_direction_10m_dominant": (.degrees, { $0.samples.first?.windDirection ?? 0 }),
    ]
}

/// How a variable is measured, which decides its unit label, conversion and rounding.
enum UnitKind: Sendable {
    case temperature, speed, precipitation, snowfall, percent, hectopascal, degrees, metres, wmo, plain
    case iso8601, seconds, hours

    func label(_ q: ForecastQuery) -> String {
        switch self {
        case .temperature: q.temperatureUnit == .celsius ? "°C" : "°F"
        case .speed: ["kmh": "km/h", "ms": "m/s", "mph": "mp/h", "kn": "kn"][q.windUnit.rawValue]!
        case .precipitation: q.precipitationUnit == .mm ? "mm" : "inch"
        case .snowfall: q.precipitationUnit == .mm ? "cm" : "inch"
        case .percent: "%"
        case .hectopascal: "hPa"
        case .degrees: "°"
        case .metres: "m"
        case .wmo: "wmo code"
        case .plain: ""
        case .iso8601: "iso8601"
        case .seconds: "s"
        case .hours: "h"
        }
    }

    /// A metric value in the requested unit, rounded as the service rounds it.
    func convert(_ value: Double, _ q: ForecastQuery) -> Double {
        switch self {
        case .temperature:
            return round(q.temperatureUnit == .celsius ? value : value * 9 / 5 + 32, 1)
        case .speed:
            let divisor = ["kmh": 1, "ms": 3.6, "mph": 1.609344, "kn": 1.852][q.windUnit.rawValue]!
            return round(value / divisor, 1)
        case .precipitation:
            return q.precipitationUnit == .mm ? round(value, 2) : round(value / 25.4, 3)
        case .snowfall:
            return q.precipitationUnit == .mm ? round(value, 2) : round(value / 2.54, 3)
        case .percent, .degrees, .metres, .wmo, .hours: return value.rounded()
        case .hectopascal: return round(value, 1)
        case .plain, .seconds, .iso8601: return round(value, 2)
        }
    }

    private func round(_ value: Double, _ digits: Int) -> Double {
        let scale = pow(10, Double(digits))
        return (value * scale).rounded() / scale
    }
}
