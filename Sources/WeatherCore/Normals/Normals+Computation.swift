import CivilCalendar
import FoundationEssentials

/// The archive days fetched so far for a place, summed per month-day (a 365-day calendar, February 29 counted as
/// February 28): what is kept, so a later window adds to the earlier ones and nothing is asked twice.
public struct NormalsSums: Codable, Hashable, Sendable {
    public struct Slot: Codable, Hashable, Sendable {
        var high = 0.0, highs = 0, low = 0.0, lows = 0
    }

    /// Per common-year month-day: the sums of its archive days, nil where none were asked.
    public var slots: [Slot?]

    public init() { slots = Array(repeating: nil, count: Self.calendarDays) }

    static let calendarDays = 365
    /// Days either side of a month-day in its window: 7 + the day + 7 = 15.
    static let halfWindow = 7

    /// Takes `days`, the answer for the month-days `asked`, in place of whatever was kept for those month-days
    /// (each window brings all 30 years of its month-days, so they are replaced, never counted twice).
    public mutating func replace(_ asked: Set<Int>, with days: ArchiveDays) {
        for slot in asked where slots.indices.contains(slot) { slots[slot] = Slot() }
        for (index, date) in days.dates.enumerated() {
            let slot = Self.commonSlot(date)
            guard asked.contains(slot), var sum = slots[slot] else { continue }
            if let high = days.highs[index] {
                sum.high += high
                sum.highs += 1
            }
            if let low = days.lows[index] {
                sum.low += low
                sum.lows += 1
            }
            slots[slot] = sum
        }
    }

    /// Each month-day's normal: the mean of every archive day within the 15 calendar days centred on it, the
    /// window wrapping the year; nil where any of those 15 month-days was not asked, or none has a day at all.
    public var normals: Normals {
        var highs: [Double?] = []
        var lows: [Double?] = []
        for slot in 0..<Self.calendarDays {
            var total = Slot()
            var complete = true
            for offset in -Self.halfWindow...Self.halfWindow {
                guard let sum = slots[(slot + offset).floorModulo(Self.calendarDays)] else {
                    complete = false
                    break
                }
                total.high += sum.high
                total.highs += sum.highs
                total.low += sum.low
                total.lows += sum.lows
            }
            let known = complete && total.highs > 0 && total.lows > 0
            highs.append(known ? Self.rounded(total.high / Double(total.highs)) : nil)
            lows.append(known ? Self.rounded(total.low / Double(total.lows)) : nil)
        }
        // February 29 (leap slot 59) takes February 28's (common slot 58).
        highs.insert(highs[58], at: 59)
        lows.insert(lows[58], at: 59)
        return Normals(highs: highs, lows: lows)
    }

    /// The common-year month-days a window of `days` days starting on `first`'s month-day covers in every year
    /// (one fewer than its days: a leap year's February 29 takes one).
    public static func slots(from first: CivilDate, days: Int) -> Set<Int> {
        let start = commonSlot(first)
        return Set((0..<max(0, days - 1)).map { (start + $0).floorModulo(calendarDays) })
    }

    /// The day's index in a common year, February 29 on February 28's.
    static func commonSlot(_ date: CivilDate) -> Int {
        let leapSlot = Normals.slot(month: date.month, day: date.day)
        return leapSlot <= 58 ? leapSlot : leapSlot - 1
    }

    /// Hundredths: finer than any reading, and the stored file stays small.
    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}

extension Normals {
    /// Every month-day's normal from archive days that span whole years (tests, and a whole-period answer).
    public static func compute(from days: ArchiveDays) -> Normals? {
        var sums = NormalsSums()
        sums.replace(Set(0..<NormalsSums.calendarDays), with: days)
        let normals = sums.normals
        return normals.highs.contains(nil) ? nil : normals
    }
}
