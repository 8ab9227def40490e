import CivilCalendar

/// A wall-clock date at the forecast's place ("2026-11-22"), as Open-Meteo writes daily `time`.
/// Never converted into the user's time zone: the place's own calendar day is what the screens show.
public struct LocalDate: Hashable, Comparable, Sendable, ISOTextCodable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`; nil for anything else.
    public init?(iso text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
            (1...12).contains(m), (1...31).contains(d)
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// "2026-11-22"
    public var iso: String { "\(zeroPadded(year, 4))-\(zeroPadded(month))-\(zeroPadded(day))" }
    public var description: String { iso }

    /// 0 = Sunday … 6 = Saturday (proleptic Gregorian; pure date arithmetic, no time zone involved).
    public var weekday: Int { civil.weekday }

    /// "Sun", "Mon", …
    public var weekdayShort: String { ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][weekday] }

    /// "Nov 22"
    public var monthDay: String {
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(names[month - 1]) \(day)"
    }

    /// Days since 1970-01-01.
    public var daysSinceEpoch: Int { civil.daysSince1970 }

    /// The date `days` after 1970-01-01.
    public init(daysSinceEpoch days: Int) {
        let civil = CivilDate(daysSince1970: days)
        self.init(year: civil.year, month: civil.month, day: civil.day)
    }

    private var civil: CivilDate { CivilDate(year: year, month: month, day: day) }

    public func adding(days: Int) -> LocalDate { LocalDate(daysSinceEpoch: daysSinceEpoch + days) }

    public static func < (a: LocalDate, b: LocalDate) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }

}

/// A wall-clock time at the forecast's place ("2026-11-22T10:15"), with no offset, as Open-Meteo writes it.
public struct LocalDateTime: Hashable, Comparable, Sendable, ISOTextCodable, CustomStringConvertible {
    public var date: LocalDate
    public var hour: Int
    public var minute: Int

    public init(date: LocalDate, hour: Int, minute: Int = 0) {
        self.date = date
        self.hour = hour
        self.minute = minute
    }

    /// Parses `YYYY-MM-DDTHH:MM` (seconds, if present, are ignored); nil for anything else.
    public init?(iso text: some StringProtocol) {
        let halves = text.split(separator: "T", omittingEmptySubsequences: false)
        guard halves.count == 2, let date = LocalDate(iso: halves[0]) else { return nil }
        let clock = halves[1].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count >= 2, clock[0].count == 2, clock[1].count == 2,
            let h = Int(clock[0]), let m = Int(clock[1]), (0...23).contains(h), (0...59).contains(m)
        else { return nil }
        self.init(date: date, hour: h, minute: m)
    }

    /// The wall-clock time at a place whose offset from UTC is `utcOffsetSeconds`, at the instant
    /// `secondsSince1970` (used only to find "now at the place"; the user's own zone never enters).
    public init(secondsSince1970: Double, utcOffsetSeconds: Int) {
        let local = Int((secondsSince1970 + Double(utcOffsetSeconds)).rounded(.down))
        let (days, seconds) = CivilDate.day(ofSecondsSince1970: local)
        self.init(date: LocalDate(daysSinceEpoch: days), hour: seconds / 3600, minute: seconds % 3600 / 60)
    }

    /// "2026-11-22T10:15"
    public var iso: String { "\(date.iso)T\(zeroPadded(hour)):\(zeroPadded(minute))" }
    public var description: String { iso }

    /// "10:15"
    public var clock24: String { "\(zeroPadded(hour)):\(zeroPadded(minute))" }

    /// "10:15 AM"
    public var clock12: String { "\(hour12):\(zeroPadded(minute)) \(hour < 12 ? "AM" : "PM")" }

    /// "10 AM", for hourly columns.
    public var hourLabel12: String { "\(hour12) \(hour < 12 ? "AM" : "PM")" }

    private var hour12: Int { hour % 12 == 0 ? 12 : hour % 12 }

    /// The same wall-clock day at the top of this hour.
    public var startOfHour: LocalDateTime { LocalDateTime(date: date, hour: hour, minute: 0) }

    public static func < (a: LocalDateTime, b: LocalDateTime) -> Bool {
        (a.date, a.hour, a.minute) < (b.date, b.hour, b.minute)
    }

}

/// Zero-padded decimal.
func zeroPadded(_ value: Int, _ width: Int = 2) -> String {
    let digits = String(abs(value))
    return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
}

/// A value written in JSON as its ISO 8601 text ("2026-11-22", "2026-11-22T10:15"), as Open-Meteo writes it and the
/// caches keep it.
public protocol ISOTextCodable: Codable {
    init?(iso text: some StringProtocol)
    var iso: String { get }
}

extension ISOTextCodable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = Self(iso: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not an ISO 8601 \(Self.self)"))
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }
}
