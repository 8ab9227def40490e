import FoundationEssentials

/// A day's forecast high and low against its normals, in the forecast's unit: "3° warmer than normal for 25 Nov".
public struct NormalsComparison: Hashable, Sendable {
    public var date: LocalDate
    /// The normal high and low, in `units`.
    public var high: Double
    public var low: Double
    /// The forecast's minus the normal's (positive: warmer), or nil when the forecast has no value.
    public var highDelta: Double?
    public var lowDelta: Double?

    public init(date: LocalDate, high: Double, low: Double, highDelta: Double?, lowDelta: Double?) {
        self.date = date
        self.high = high
        self.low = low
        self.highDelta = highDelta
        self.lowDelta = lowDelta
    }

    /// The day's difference as one figure: the mean of the high's and the low's, or whichever there is.
    public var delta: Double? {
        switch (highDelta, lowDelta) {
        case (let high?, let low?): (high + low) / 2
        case (let high?, nil): high
        case (nil, let low?): low
        case (nil, nil): nil
        }
    }
}

extension Normals {
    /// The forecast day against its month-day's normals, converted from °C to `units`.
    public func comparison(for day: Forecast.Day, units: UnitSystem) -> NormalsComparison? {
        guard let normal = normal(month: day.date.month, day: day.date.day) else { return nil }
        let high = UnitConversion.temperature(normal.high, from: .metric, to: units) ?? normal.high
        let low = UnitConversion.temperature(normal.low, from: .metric, to: units) ?? normal.low
        return NormalsComparison(
            date: day.date, high: high, low: low, highDelta: day.high.map { $0 - high },
            lowDelta: day.low.map { $0 - low })
    }
}
