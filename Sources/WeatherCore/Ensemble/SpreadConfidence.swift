/// How sure the ensemble is of a day: from the temperature spread at the day's high, one level down when the
/// precipitation spread is large.
public enum SpreadConfidence: String, Codable, Sendable, CaseIterable {
    case sure, fair, unsure

    /// Under 1.5 °C (2.7 °F): sure; under 3 °C (5.4 °F): fair; else unsure. A day's precipitation spread over 2 mm
    /// (0.08 in) takes it one level down.
    public init(temperatureSpread: Double, precipitationSpread: Double?, units: UnitSystem) {
        let celsius = units == .imperial ? temperatureSpread / 1.8 : temperatureSpread
        var level: SpreadConfidence = celsius < 1.5 ? .sure : celsius < 3 ? .fair : .unsure
        let millimetres = units == .imperial ? (precipitationSpread ?? 0) * 25.4 : (precipitationSpread ?? 0)
        if millimetres > 2 { level = level.lower }
        self = level
    }

    var lower: SpreadConfidence {
        switch self {
        case .sure: .fair
        case .fair, .unsure: .unsure
        }
    }
}

/// One day's spread: at the hour of the ensemble's high, and the day's precipitation spread.
public struct DaySpread: Codable, Sendable, Equatable {
    public var date: LocalDate
    /// The temperature spread at the hour of the day's highest mean temperature.
    public var temperatureSpread: Double
    /// The sum of the hourly precipitation spreads: an upper bound of the day's (the members that rain more in one
    /// hour mostly rain more in the next), which is the side to err on for a warning of unsure rain.
    public var precipitationSpread: Double?
    public var confidence: SpreadConfidence

    public init(date: LocalDate, temperatureSpread: Double, precipitationSpread: Double?, confidence: SpreadConfidence)
    {
        self.date = date
        self.temperatureSpread = temperatureSpread
        self.precipitationSpread = precipitationSpread
        self.confidence = confidence
    }
}

extension ForecastSpread {
    /// The day's spread, or nil when the series does not cover the whole day (past the model's horizon, or before
    /// the series starts).
    public func day(_ date: LocalDate) -> DaySpread? {
        guard let first = hours.first, let last = hours.last, first.time <= LocalDateTime(date: date, hour: 0),
            last.time >= LocalDateTime(date: date, hour: 23)
        else { return nil }
        let day = hours.filter { $0.time.date == date }
        guard let high = day.max(by: { $0.temperature < $1.temperature }) else { return nil }
        let rain = day.compactMap(\.precipitationSpread)
        let precipitation = rain.isEmpty ? nil : rain.reduce(0, +)
        return DaySpread(
            date: date, temperatureSpread: high.temperatureSpread, precipitationSpread: precipitation,
            confidence: SpreadConfidence(
                temperatureSpread: high.temperatureSpread, precipitationSpread: precipitation, units: units))
    }
}
