import CivilCalendar
import FoundationEssentials

/// One archive request behind a place's normals: ERA5's daily highs and lows in the place's own time zone (so each
/// day is the place's day) for a window of the calendar in each year of 1991–2020. The archive takes list-valued
/// `start_date`/`end_date` and answers one object per range, and Open-Meteo counts each range of each location as
/// its own request: a window of up to 70 days with two variables weighs 1 (``weight``), so 31 of them (one per year,
/// and the wrapped part of a window that crosses the new year) weigh 31 instead of the whole 30 years' 156.5.
public struct ArchiveRequest: Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double
    /// An IANA zone, or "auto" (the service picks the coordinate's).
    public var timeZone: String
    /// The date ranges asked, each inclusive.
    public var ranges: [DateRange]

    public struct DateRange: Hashable, Sendable {
        public var start: CivilDate
        public var end: CivilDate

        public init(start: CivilDate, end: CivilDate) {
            self.start = start
            self.end = end
        }

        public var days: Int { end.daysSince1970 - start.daysSince1970 + 1 }
    }

    public init(latitude: Double, longitude: Double, timeZone: String, ranges: [DateRange]) {
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = TimeZoneParameter.value(for: timeZone)
        self.ranges = ranges
    }

    /// The window of the calendar that starts on `first`'s month-day, in every year of the normals' period.
    public init(place: Place, window first: CivilDate) {
        self.init(
            latitude: place.latitude, longitude: place.longitude, timeZone: place.timeZone,
            ranges: Self.ranges(from: first))
    }

    public static let firstYear = 1991
    public static let lastYear = 2020
    /// The most days a range can span and still weigh one call with two variables: 2/10 × 70/14 = 1.
    public static let windowDays = 70
    static let dailyVariables = ["temperature_2m_max", "temperature_2m_min"]

    /// The calls Open-Meteo counts this request as (its pricing FAQ and server: per location and per date range,
    /// `max(1, V/10 × max(1, days/14))`), stated here rather than read back from the URL.
    public var weight: Double {
        ranges.reduce(0) { total, range in
            total + max(1, Double(Self.dailyVariables.count) / 10 * max(1, Double(range.days) / 14))
        }
    }

    /// `windowDays` days from `first`'s month-day in each year of 1991–2020, inside the period: a window that runs
    /// into the new year is cut at 2020-12-31, and its January part asked for 1991 too, so every month-day it
    /// covers has its 30 years.
    static func ranges(from first: CivilDate) -> [DateRange] {
        // February 29 starts on February 28: every year has that day.
        let (month, day) = first.month == 2 && first.day == 29 ? (2, 28) : (first.month, first.day)
        var ranges: [DateRange] = []
        for year in firstYear...lastYear {
            let start = CivilDate(year: year, month: month, day: day)
            var end = CivilDate(daysSince1970: start.daysSince1970 + windowDays - 1)
            if end.year > lastYear { end = CivilDate(year: lastYear, month: 12, day: 31) }
            ranges.append(DateRange(start: start, end: end))
        }
        let wrapped = CivilDate(
            daysSince1970: CivilDate(year: firstYear - 1, month: month, day: day).daysSince1970 + windowDays - 1)
        if wrapped.year == firstYear {
            ranges.insert(DateRange(start: CivilDate(year: firstYear, month: 1, day: 1), end: wrapped), at: 0)
        }
        return ranges
    }

    /// `<base>/v1/archive?latitude=…&longitude=…&start_date=a,b,…&end_date=a,b,…&daily=…&models=era5&timezone=…`.
    public func url(base: URL) -> URL {
        url(
            base: base,
            query: Self.place(latitude: latitude, longitude: longitude) + [
                URLQueryItem(name: "start_date", value: ranges.map { Self.iso($0.start) }.joined(separator: ",")),
                URLQueryItem(name: "end_date", value: ranges.map { Self.iso($0.end) }.joined(separator: ",")),
                URLQueryItem(name: "daily", value: Self.dailyVariables.joined(separator: ",")),
                URLQueryItem(name: "models", value: "era5"),
                URLQueryItem(name: "timezone", value: timeZone),
            ])
    }

    static func iso(_ date: CivilDate) -> String { LocalDate(year: date.year, month: date.month, day: date.day).iso }
}
