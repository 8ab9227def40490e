import CivilCalendar

/// A POSIX TZ rule such as `EST5EDT,M3.2.0,M11.1.0` (the TZif footer): standard time, and optionally daylight time
/// between two yearly dates given as "month, week (5 = last), weekday" and a local time of day.
struct PosixZoneRule: Hashable, Sendable {
    struct Change: Hashable, Sendable {
        var month: Int
        var week: Int
        var weekday: Int
        /// Seconds after local midnight.
        var time: Int
    }

    var standard: ZoneRules.LocalTime
    var daylight: ZoneRules.LocalTime?
    var start: Change?
    var end: Change?

    init?(_ text: String) {
        var scanner = Substring(text)
        guard let stdName = Self.name(&scanner), let stdOffset = Self.offset(&scanner) else { return nil }
        // POSIX offsets are west of UTC: EST5 is UTC-5.
        standard = ZoneRules.LocalTime(offset: -stdOffset, isDaylight: false, abbreviation: stdName)
        guard !scanner.isEmpty else { return }
        guard let dstName = Self.name(&scanner) else { return nil }
        let dstOffset = scanner.first == "," ? stdOffset - 3600 : (Self.offset(&scanner) ?? stdOffset - 3600)
        daylight = ZoneRules.LocalTime(offset: -dstOffset, isDaylight: true, abbreviation: dstName)
        guard scanner.first == "," else { return nil }
        scanner.removeFirst()
        guard let start = Self.change(&scanner), scanner.first == "," else { return nil }
        scanner.removeFirst()
        guard let end = Self.change(&scanner) else { return nil }
        (self.start, self.end) = (start, end)
    }

    func localTime(at t: Int64) -> ZoneRules.LocalTime {
        guard let daylight, let start, let end else { return standard }
        let year = CivilDate(daysSince1970: Int(CivilDate.day(ofSecondsSince1970: t + Int64(standard.offset)).day)).year
        // Both changes happen in the local time then in force: the start in standard time, the end in daylight.
        let begins = instant(of: start, year: year) - Int64(standard.offset)
        let ends = instant(of: end, year: year) - Int64(daylight.offset)
        let inDaylight = begins < ends ? (t >= begins && t < ends) : (t >= begins || t < ends)
        return inDaylight ? daylight : standard
    }

    /// Local seconds since 1970 of `change` in `year`.
    private func instant(of change: Change, year: Int) -> Int64 {
        let first = CivilDate(year: year, month: change.month, day: 1).daysSince1970
        let firstWeekday = (first % 7 + 11) % 7  // 1970-01-01 was a Thursday (4)
        var day = 1 + (change.weekday - firstWeekday + 7) % 7 + (change.week - 1) * 7
        let length = CivilDate.daysIn(month: change.month, year: year)
        while day > length { day -= 7 }
        return Int64(CivilDate(year: year, month: change.month, day: day).daysSince1970) * 86_400 + Int64(change.time)
    }

    private static func name(_ s: inout Substring) -> String? {
        if s.first == "<" {
            guard let close = s.firstIndex(of: ">") else { return nil }
            let name = String(s[s.index(after: s.startIndex)..<close])
            s = s[s.index(after: close)...]
            return name
        }
        let name = s.prefix { $0.isLetter }
        guard name.count >= 3 else { return nil }
        s = s.dropFirst(name.count)
        return String(name)
    }

    /// "[+-]hh[:mm[:ss]]" in seconds.
    private static func offset(_ s: inout Substring) -> Int? {
        var sign = 1
        if s.first == "-" || s.first == "+" {
            sign = s.first == "-" ? -1 : 1
            s.removeFirst()
        }
        // POSIX allows 0–24 hours; more is a damaged footer, and would put local times days away.
        guard let seconds = time(&s), seconds < 25 * 3600 else { return nil }
        return sign * seconds
    }

    private static func time(_ s: inout Substring) -> Int? {
        var parts: [Int] = []
        while parts.count < 3 {
            let digits = s.prefix { $0.isASCII && $0.isNumber }
            // At most 167 hours (RFC 8536's bound for a rule's time of day) and 59 minutes or seconds: a longer
            // number would overflow the sum below.
            guard !digits.isEmpty, let value = Int(digits), value <= (parts.isEmpty ? 167 : 59) else { return nil }
            parts.append(value)
            s = s.dropFirst(digits.count)
            guard s.first == ":" else { break }
            s.removeFirst()
        }
        return zip(parts, [3600, 60, 1]).reduce(0) { $0 + $1.0 * $1.1 }
    }

    /// "Mm.w.d[/time]"; other rule forms (Julian days) are not used by US zones and are refused.
    private static func change(_ s: inout Substring) -> Change? {
        guard s.first == "M" else { return nil }
        s.removeFirst()
        let fields = s.prefix { $0.isNumber || $0 == "." }.split(separator: ".").compactMap { Int($0) }
        s = s.dropFirst(s.prefix { $0.isNumber || $0 == "." }.count)
        guard fields.count == 3, (1...12).contains(fields[0]), (1...5).contains(fields[1]), (0...6).contains(fields[2])
        else { return nil }
        var time = 7200
        if s.first == "/" {
            s.removeFirst()
            var sign = 1
            if s.first == "-" {
                sign = -1
                s.removeFirst()
            }
            guard let t = Self.time(&s) else { return nil }
            time = sign * t
        }
        return Change(month: fields[0], week: fields[1], weekday: fields[2], time: time)
    }
}
