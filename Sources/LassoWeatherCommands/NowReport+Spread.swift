import WeatherCore

/// The forecast's spread in `now --json`: how far the ensemble's members scatter now and on each day.
extension NowReport {
    /// The spread fetched, in the report's units; nil when it failed, or came in other units (a cached answer
    /// from before a unit switch is never printed as this one's).
    var spreadValue: ForecastSpread? {
        guard case .success(let snapshot)? = spread, snapshot.spread.units == system else { return nil }
        return snapshot.spread
    }

    /// Why there is no spread, for `spreadError`; nil when it was fetched.
    var spreadError: String? {
        switch spread {
        case .success?: spreadValue == nil ? "spread unavailable: other units" : nil
        case .failure(let error)?: "spread unavailable: \(error.shortReason)"
        case nil: "spread was not asked for"
        }
    }

    /// `{unit, current: {time, temperature, precipitation}, days: [{date, temperature, precipitation,
    /// confidence}]}`: one standard deviation of the members, in the report's units; a day past the model's horizon
    /// is left out. Null with `spreadError` saying why.
    var spreadJSON: JSONText {
        guard let spread = spreadValue else { return .string(nil) }
        let hour = current?.time.flatMap { spread.hour(at: $0) }
        let days = forecast.daily.compactMap { spread.day($0.date) }.map { day in
            JSONText.object([
                ("date", .string(day.date.iso)), ("temperature", .number(day.temperatureSpread, decimals: 1)),
                ("precipitation", .number(day.precipitationSpread, decimals: 2)),
                ("confidence", .string(day.confidence.rawValue)),
            ])
        }
        return .object([
            ("unit", .string(Units.temperatureLabel(system))),
            (
                "current",
                hour.map {
                    .object([
                        ("time", .string($0.time.iso)), ("temperature", .number($0.temperatureSpread, decimals: 1)),
                        ("precipitation", .number($0.precipitationSpread, decimals: 2)),
                    ])
                } ?? .string(nil)
            ),
            ("days", .array(days)),
        ])
    }
}
