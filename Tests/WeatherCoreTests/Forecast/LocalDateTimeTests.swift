import Testing

@testable import WeatherCore

@Suite struct LocalDateTimeTests {
    @Test func parsesOpenMeteoTimesAndDates() throws {
        let time = try #require(LocalDateTime(iso: "2026-11-22T06:49"))
        #expect(time.date == LocalDate(year: 2026, month: 11, day: 22))
        #expect(time.hour == 6 && time.minute == 49)
        #expect(time.iso == "2026-11-22T06:49")
        #expect(time.clock24 == "06:49")
        #expect(time.clock12 == "6:49 AM")
        #expect(LocalDateTime(iso: "2026-11-22T00:00")?.hourLabel12 == "12 AM")
        #expect(LocalDateTime(iso: "2026-11-22T13:00")?.hourLabel12 == "1 PM")
        #expect(LocalDate(iso: "2026-11-22")?.iso == "2026-11-22")
    }

    @Test func rejectsMalformedText() {
        for bad in ["", "2026-11-22", "2026-11-22T25:00", "2026-13-01T00:00", "26-11-22T00:00", "2026-11-22 10:00"] {
            #expect(LocalDateTime(iso: bad) == nil, "\(bad)")
        }
        #expect(LocalDate(iso: "2026-1-22") == nil)
    }

    @Test func weekdaysAndDayArithmetic() {
        let date = LocalDate(year: 2026, month: 11, day: 22)
        #expect(date.weekdayShort == "Sun")
        #expect(date.monthDay == "Nov 22")
        #expect(date.adding(days: 10) == LocalDate(year: 2026, month: 12, day: 2))
        #expect(LocalDate(year: 2024, month: 2, day: 28).adding(days: 1) == LocalDate(year: 2024, month: 2, day: 29))
        #expect(LocalDate(daysSinceEpoch: 0) == LocalDate(year: 1970, month: 1, day: 1))
        #expect(LocalDate(year: 1970, month: 1, day: 1).weekdayShort == "Thu")
    }

    @Test func wallClockAtPlaceFromInstantAndOffset() {
        // 2026-11-22T15:30Z at UTC-5 is 10:30 at the place, whatever the user's own zone.
        let instant = Double(LocalDate(year: 2026, month: 11, day: 22).daysSinceEpoch) * 86_400 + 15.5 * 3600
        #expect(LocalDateTime(secondsSince1970: instant, utcOffsetSeconds: -18_000).iso == "2026-11-22T10:30")
        #expect(LocalDateTime(secondsSince1970: instant, utcOffsetSeconds: 36_000).iso == "2026-11-23T01:30")
    }

    @Test func ordersChronologically() throws {
        let a = try #require(LocalDateTime(iso: "2026-11-22T23:00"))
        let b = try #require(LocalDateTime(iso: "2026-11-23T00:00"))
        #expect(a < b)
        #expect(b.startOfHour == b)
    }
}
