import Foundation

/// Builds the `/v1/air-quality` JSON body in the real service's key order and units (see the recorded Washington
/// answer): the hour's values for the asked coordinate, from ``FixtureAirQualityPlace``.
struct AirQualityResponder: Sendable {
    var query: AirQualityQuery
    var zone: FixtureTimeZone
    var now: Date
    var variant: ForecastResponder.Variant = .normal

    /// Every variable the fixture knows, with its unit as the service writes it.
    static let units: [String: String] = {
        var units = [
            "us_aqi": "USAQI", "european_aqi": "EAQI", "uv_index": "", "pm2_5": "μg/m³", "pm10": "μg/m³",
            "ozone": "μg/m³", "nitrogen_dioxide": "μg/m³", "sulphur_dioxide": "μg/m³", "carbon_monoxide": "μg/m³",
        ]
        for pollutant in ["pm2_5", "pm10", "ozone", "nitrogen_dioxide", "sulphur_dioxide", "carbon_monoxide"] {
            units["us_aqi_" + pollutant] = "USAQI"
        }
        for pollen in ["alder", "birch", "grass", "mugwort", "olive", "ragweed"] {
            units[pollen + "_pollen"] = "grains/m³"
        }
        return units
    }()

    func body() -> JSONValue {
        let local = now.timeIntervalSince1970 + Double(zone.utcOffsetSeconds)
        let day = Int((local / 86_400).rounded(.down))
        let hour = ((local - Double(day) * 86_400) / 3600).rounded(.down)
        let air = FixtureAirQualityPlace.sample(latitude: query.latitude, longitude: query.longitude)
        let text = { (value: String) in variant == .escapes ? value + ForecastResponder.hostileSuffix : value }
        var currentUnits: [(String, JSONValue)] = [("time", .string("iso8601")), ("interval", .string("seconds"))]
        var current: [(String, JSONValue)] = [
            ("time", .string(ForecastResponder.dateTime(day: day, hour: hour))), ("interval", .number(3600)),
        ]
        for name in query.current {
            currentUnits.append((name, .string(text(Self.units[name]!))))
            current.append((name, variant == .nulls ? .null : .optional(air[name])))
        }
        return .object([
            ("latitude", .number(Self.gridCell(query.latitude))),
            ("longitude", .number(Self.gridCell(query.longitude))),
            ("generationtime_ms", .number(0.7354)),
            ("utc_offset_seconds", .number(Double(zone.utcOffsetSeconds))),
            ("timezone", .string(text(zone.identifier))),
            ("timezone_abbreviation", .string(text(zone.abbreviation))),
            ("elevation", .number(25)),
            ("current_units", .object(currentUnits)),
            ("current", .object(current)),
        ])
    }

    /// The air-quality model's grid is coarser than the forecast's: a tenth of a degree.
    static func gridCell(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}
