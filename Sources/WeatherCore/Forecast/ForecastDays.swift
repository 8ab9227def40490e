/// How many days a forecast covers: the daily table's two lengths. Requests ask for 16 only while 16 is chosen.
public enum ForecastDays: Int, Hashable, Sendable, Codable, CaseIterable {
    case seven = 7
    case sixteen = 16

    /// The number of days (`forecast_days`).
    public var count: Int { rawValue }

    public var toggled: ForecastDays { self == .seven ? .sixteen : .seven }
}
