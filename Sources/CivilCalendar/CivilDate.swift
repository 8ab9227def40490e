/// A date in the proleptic Gregorian calendar, and its day number: days since 1970-01-01 (Howard Hinnant's
/// `days_from_civil` and `civil_from_days`, exact for any `Int` day a calendar can name, before 1970 too).
/// The one place day numbers and dates meet: local dates, zone rules, the radar's archive stamps and the fixture
/// server all go through it.
public struct CivilDate: Hashable, Comparable, Sendable {
    public var year: Int
    /// 1…12
    public var month: Int
    /// 1…31
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// "1991-01-01" (ISO 8601's calendar date, as Open-Meteo writes dates); nil for anything else or a day that does
    /// not exist.
    public init?(iso text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, let year = Int(parts[0]), let month = Int(parts[1]),
            let day = Int(parts[2]), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The date of day number `days` (0 is 1970-01-01; negative numbers are earlier).
    public init(daysSince1970 days: Int) {
        let z = days + Self.daysFromYear0To1970
        let era = z.floorDivided(by: 146_097)
        let dayOfEra = z - era * 146_097  // 0…146_096
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)  // from March 1
        let monthIndex = (5 * dayOfYear + 2) / 153  // 0 = March … 11 = February
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// The day number: days since 1970-01-01.
    public var daysSince1970: Int {
        let y = month <= 2 ? year - 1 : year
        let era = y.floorDivided(by: 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - Self.daysFromYear0To1970
    }

    /// 0 = Sunday … 6 = Saturday.
    public var weekday: Int { (daysSince1970 + 4).floorModulo(7) }  // 1970-01-01 was a Thursday.

    public static func isLeap(year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year: year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The day number and the second of that day (0…86_399) of an instant counted in seconds from 1970-01-01 00:00.
    public static func day<T: BinaryInteger>(ofSecondsSince1970 seconds: T) -> (day: T, secondOfDay: T) {
        let day = seconds.floorDivided(by: 86_400)
        return (day, seconds - day * 86_400)
    }

    public static func < (a: CivilDate, b: CivilDate) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }

    /// From 0000-03-01, where the algorithms' eras begin, to 1970-01-01.
    private static let daysFromYear0To1970 = 719_468
}

extension BinaryInteger {
    /// Division rounding toward negative infinity: -1 / 86_400 is -1 (the day before 1970), not 0.
    public func floorDivided(by divisor: Self) -> Self {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    /// The remainder that goes with `floorDivided(by:)`: it has the divisor's sign (-1 mod 7 is 6).
    public func floorModulo(_ divisor: Self) -> Self { self - floorDivided(by: divisor) * divisor }
}
