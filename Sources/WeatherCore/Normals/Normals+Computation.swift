import CivilCalendar
import FoundationEssentials

extension Normals {
    /// Days either side of a month-day in its window: 7 + the day + 7 = 15.
    static let halfWindow = 7

    /// Each month-day's normal: the mean of every archive day falling within the 15 calendar days centred on it,
    /// the window wrapping the year. Days sit on a 365-day calendar, February 29 counted as February 28, so a
    /// leap year's extra day adds weight to that date and shifts no other. Null days are left out; a month-day
    /// with no day at all in its window gets nil (`compute` then fails).
    public static func compute(from days: ArchiveDays) -> Normals? {
        let calendarDays = 365
        var sums = [(high: Double, highs: Int, low: Double, lows: Int)](
            repeating: (0, 0, 0, 0), count: calendarDays)
        for (index, date) in days.dates.enumerated() {
            let slot = commonSlot(date)
            if let high = days.highs[index] {
                sums[slot].high += high
                sums[slot].highs += 1
            }
            if let low = days.lows[index] {
                sums[slot].low += low
                sums[slot].lows += 1
            }
        }
        var highs: [Double] = []
        var lows: [Double] = []
        for slot in 0..<calendarDays {
            var total = (high: 0.0, highs: 0, low: 0.0, lows: 0)
            for offset in -halfWindow...halfWindow {
                let sum = sums[(slot + offset).floorModulo(calendarDays)]
                total.high += sum.high
                total.highs += sum.highs
                total.low += sum.low
                total.lows += sum.lows
            }
            guard total.highs > 0, total.lows > 0 else { return nil }
            highs.append(rounded(total.high / Double(total.highs)))
            lows.append(rounded(total.low / Double(total.lows)))
        }
        // February 29 (leap slot 59) takes February 28's (common slot 58).
        highs.insert(highs[58], at: 59)
        lows.insert(lows[58], at: 59)
        return Normals(highs: highs, lows: lows)
    }

    /// The day's index in a common year, February 29 on February 28's.
    static func commonSlot(_ date: CivilDate) -> Int {
        let leapSlot = slot(month: date.month, day: date.day)
        return leapSlot <= 58 ? leapSlot : leapSlot - 1
    }

    /// Hundredths: finer than any reading, and the stored file stays small.
    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
