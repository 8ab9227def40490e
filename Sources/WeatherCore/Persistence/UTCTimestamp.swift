import CivilCalendar
import FoundationEssentials

/// The dates LassoWeather writes in its files ("2026-11-25T02:24:00.123Z"), read directly: ISO8601FormatStyle's
/// parser builds a calendar date for each one, and the recent places' thirty dates were almost half of decoding
/// them on the way to the first frame. Anything not in exactly this form is left to ISO8601FormatStyle.
enum UTCTimestamp {
    /// The moment `text` names if it is `YYYY-MM-DDTHH:MM:SS`, with or without a fraction of a second, then `Z`.
    static func date(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard bytes.count >= 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
                bytes[bytes.count - 1] == UInt8(ascii: "Z")
            else { return nil }
            func number(_ range: Range<Int>) -> Int? {
                var value = 0
                for index in range {
                    let digit = Int(bytes[index]) - Int(UInt8(ascii: "0"))
                    guard (0...9).contains(digit) else { return nil }
                    value = value * 10 + digit
                }
                return value
            }
            guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
                let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
                (1...12).contains(month), day >= 1, day <= CivilDate.daysIn(month: month, year: year), hour < 24,
                minute < 60,
                second < 60
            else { return nil }
            var fraction = 0.0
            if bytes.count > 20 {
                // A point and one to nine digits.
                guard bytes[19] == UInt8(ascii: "."), (22...29).contains(bytes.count),
                    let digits = number(20..<(bytes.count - 1))
                else { return nil }
                var scale = 1.0
                for _ in 20..<(bytes.count - 1) { scale *= 10 }
                fraction = Double(digits) / scale
            }
            let days = CivilDate(year: year, month: month, day: day).daysSince1970
            let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second
            // Whole seconds from 2001 (a Date's own count) plus the fraction: the moment ISO8601FormatStyle reads, to
            // well under a microsecond (its own arithmetic is off by a few units in the Double's last place).
            return Date(timeIntervalSinceReferenceDate: Double(seconds - 978_307_200) + fraction)
        }
    }
}
