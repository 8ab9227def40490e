import Foundation

/// Builds the `/v1/ensemble` body of an ensemble-mean model: `<var>` (the members' mean, the synthetic weather) and
/// `<var>_spread` (their standard deviation, growing with lead time) in `hourly_units` and `hourly`, with nulls past
/// the model's horizon as the real service sends them.
struct EnsembleResponder: Sendable {
    var query: EnsembleQuery
    var zone: FixtureTimeZone
    var now: Date
    var variant: ForecastResponder.Variant = .normal

    func body() -> JSONValue {
        let forecast = ForecastResponder(query: query.forecast, zone: zone, now: now, variant: variant)
        let weather = forecast.weather
        let local = now.timeIntervalSince1970 + Double(zone.utcOffsetSeconds)
        let today = Int((local / 86_400).rounded(.down))
        let days = Array(today..<(today + query.forecast.forecastDays))
        let hours = days.flatMap { day in (0..<24).map { (day, Double($0)) } }
        let horizon = (EnsembleQuery.horizons[query.model] ?? 0) * 24
        var units: [(String, JSONValue)] = [("time", .string("iso8601"))]
        var hourly: [(String, JSONValue)] = [
            ("time", .array(hours.map { .string(ForecastResponder.dateTime(day: $0.0, hour: $0.1)) }))
        ]
        for name in query.hourly {
            let isSpread = name.hasSuffix(EnsembleQuery.spreadSuffix)
            let base = isSpread ? String(name.dropLast(EnsembleQuery.spreadSuffix.count)) : name
            let entry = Variables.point[base]!
            // As the real server: a temperature's spread is kelvin, never converted (its `VariableOrSpread` gives
            // a Celsius variable's spread `.kelvin`, and only `.celsius` is converted to °F); a precipitation
            // spread follows precipitation_unit. shared/reference/open-meteo.md, "Ensemble API".
            let kelvin = isSpread && base == "temperature_2m"
            units.append((name, .string(kelvin ? "K" : forecast.text(entry.0.label(query.forecast)))))
            let values = hours.enumerated().map { index, hour -> JSONValue in
                guard index < horizon, variant != .nulls else { return .null }
                let sample = weather.sample(day: hour.0, hour: hour.1)
                let mean = entry.1(sample)
                guard isSpread else { return .number(entry.0.convert(mean, query.forecast)) }
                // A difference converts by the unit's scale alone: the converted spread less the converted zero.
                let spread = Self.spread(
                    base, mean: mean, lead: Double(index) / 24, noise: weather.unit(index, salt: 77))
                if kelvin { return .number((spread * 100).rounded() / 100) }
                return .number(
                    entry.0.convert(spread, query.forecast) - entry.0.convert(0, query.forecast))
            }
            hourly.append((name, .array(values)))
        }
        return .object([
            ("latitude", .number(ForecastResponder.gridCell(query.forecast.latitude))),
            ("longitude", .number(ForecastResponder.gridCell(query.forecast.longitude))),
            ("generationtime_ms", .number(0.2991)),
            ("utc_offset_seconds", .number(Double(zone.utcOffsetSeconds))),
            ("timezone", .string(forecast.text(zone.identifier))),
            ("timezone_abbreviation", .string(forecast.text(zone.abbreviation))),
            ("elevation", .number((weather.unit(0, salt: 99) * 400).rounded())),
            ("hourly_units", .object(units)),
            ("hourly", .object(hourly)),
        ])
    }

    /// The members scatter more the further ahead: about 0.6 °C today, 2 °C at day 6, 4 °C at two weeks; rain's
    /// spread follows the mean amount.
    static func spread(_ variable: String, mean: Double, lead days: Double, noise: Double) -> Double {
        switch variable {
        case "temperature_2m": 0.5 + 0.25 * days + noise * 0.3
        case "precipitation": mean * (0.5 + 0.1 * days) + noise * 0.05
        default: abs(mean) * 0.1 * (1 + days / 4)
        }
    }
}
