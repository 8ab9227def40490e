import CivilCalendar
import FoundationEssentials

/// A place's 1991–2020 normal high and low for each month-day, in °C: 366 slots, January 1 to December 31 of a
/// leap year (February 29's pair is February 28's). A slot is nil where the archive days around it have not been
/// fetched yet: normals come a window of the calendar at a time (``ArchiveRequest``).
public struct Normals: Codable, Hashable, Sendable {
    public var highs: [Double?]
    public var lows: [Double?]

    public init(highs: [Double?], lows: [Double?]) {
        self.highs = highs
        self.lows = lows
    }

    /// The normal high and low (°C) for `date`'s month-day, or nil when that slot is not known.
    public func normal(on date: CivilDate) -> (high: Double, low: Double)? {
        normal(month: date.month, day: date.day)
    }

    public func normal(month: Int, day: Int) -> (high: Double, low: Double)? {
        let index = Self.slot(month: month, day: day)
        guard highs.indices.contains(index), lows.indices.contains(index), let high = highs[index],
            let low = lows[index]
        else { return nil }
        return (high, low)
    }

    /// Whether every one of `dates` has its normal.
    public func covers(_ dates: some Sequence<CivilDate>) -> Bool {
        dates.allSatisfy { normal(on: $0) != nil }
    }

    /// The month-day's index in a leap year (January 1 is 0, February 29 is 59, December 31 is 365).
    static func slot(month: Int, day: Int) -> Int {
        var index = day - 1
        for earlier in 1..<max(1, month) { index += CivilDate.daysIn(month: earlier, year: 2000) }
        return index
    }
}
