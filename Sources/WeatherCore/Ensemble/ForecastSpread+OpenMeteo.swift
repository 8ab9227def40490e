import FoundationEssentials

extension ForecastSpread {
    /// Decodes an Open-Meteo `/v1/ensemble` body from an ensemble-mean model (`<var>` and `<var>_spread`). Throws
    /// `DecodingError` only when the body is not JSON or its top-level shape is wrong. Hours whose mean or spread
    /// temperature is missing are left out; the first such hour after the series began ends it, as the models send
    /// nulls past their horizon.
    public init(openMeteoJSON data: Data, units: UnitSystem) throws {
        let wire = try JSONDecoder().decode(OpenMeteoResponse.self, from: data)
        self.init(units: units, hours: wire.hourly.map(Self.hours(from:)) ?? [])
    }

    private static func hours(from block: SeriesBlock) -> [Hour] {
        var hours: [Hour] = []
        for (i, text) in block.time.enumerated() {
            guard let time = text.flatMap({ LocalDateTime(iso: $0) }),
                let temperature = block.number("temperature_2m", i),
                let spread = block.number("temperature_2m_spread", i).flatMap(nonNegative)
            else {
                if hours.isEmpty { continue } else { break }
            }
            // Out of order would be a broken answer: the series stops rather than draw it backwards.
            if let last = hours.last, time <= last.time { break }
            hours.append(
                Hour(
                    time: time, temperature: temperature, temperatureSpread: spread,
                    precipitation: block.number("precipitation", i).flatMap(nonNegative),
                    precipitationSpread: block.number("precipitation_spread", i).flatMap(nonNegative)))
        }
        return hours
    }

    /// A standard deviation or an amount is never negative: such a value is treated as missing.
    private static func nonNegative(_ value: Double) -> Double? { value >= 0 ? value : nil }
}
