import FoundationEssentials

extension ForecastSpread {
    /// Decodes an Open-Meteo `/v1/ensemble` body from an ensemble-mean model (`<var>` and `<var>_spread`). Throws
    /// `DecodingError` when the body is not JSON or its top-level shape is wrong, and ``SpreadUnitError`` when
    /// `hourly_units` leaves a variable's unit out or names one we do not know. Each figure is converted from the
    /// unit the answer names into `units` (a kelvin spread ×1.8 for °F). Hours whose mean or spread temperature is
    /// missing are left out; the first such hour after the series began ends it, as the models send nulls past their
    /// horizon.
    public init(openMeteoJSON data: Data, units: UnitSystem) throws {
        let wire = try JSONDecoder().decode(OpenMeteoResponse.self, from: data)
        guard let block = wire.hourly else {
            self.init(units: units, hours: [])
            return
        }
        let scales = try SpreadUnits(
            hourlyUnits: wire.hourlyUnits.mapValues(\.sanitizedForTerminal),
            present: Set(block.numbers.filter { $0.value.contains { $0 != nil } }.keys), target: units)
        self.init(units: units, hours: Self.hours(from: block, scales))
    }

    private static func hours(from block: SeriesBlock, _ scales: SpreadUnits) -> [Hour] {
        guard let temperatureScale = scales.temperature, let spreadScale = scales.temperatureSpread else { return [] }
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
            func amount(_ name: String, _ scale: SpreadUnits.Linear?) -> Double? {
                guard let scale else { return nil }
                return block.number(name, i).flatMap(nonNegative).map { scale($0) }
            }
            hours.append(
                Hour(
                    time: time, temperature: temperatureScale(temperature),
                    temperatureSpread: spreadScale(spread),
                    precipitation: amount("precipitation", scales.precipitation),
                    precipitationSpread: amount("precipitation_spread", scales.precipitationSpread)))
        }
        return hours
    }

    /// A standard deviation or an amount is never negative: such a value is treated as missing.
    private static func nonNegative(_ value: Double) -> Double? { value >= 0 ? value : nil }
}
