import CivilCalendar
import Testing

@Suite struct CivilDateTests {
    @Test func theEpochAndKnownDays() {
        #expect(CivilDate(daysSince1970: 0) == CivilDate(year: 1970, month: 1, day: 1))
        #expect(CivilDate(year: 2026, month: 11, day: 22).daysSince1970 == 20_779)
        #expect(CivilDate(year: 2000, month: 3, day: 1).daysSince1970 == 11_017)
        #expect(CivilDate(year: 1969, month: 12, day: 31).daysSince1970 == -1)
        #expect(CivilDate(daysSince1970: -719_468) == CivilDate(year: 0, month: 3, day: 1))
        #expect(CivilDate(daysSince1970: -719_469) == CivilDate(year: 0, month: 2, day: 29))  // year 0 is a leap year
    }

    /// Every day from 1200 BC to AD 2800, counted one at a time with `daysIn(month:year:)`, against both directions.
    @Test func everyDayOfFourThousandYearsBothWays() {
        var date = CivilDate(year: -1200, month: 1, day: 1)
        var number = date.daysSince1970
        #expect(CivilDate(daysSince1970: number) == date)
        while date.year < 2800 {
            if date.day < CivilDate.daysIn(month: date.month, year: date.year) {
                date.day += 1
            } else if date.month < 12 {
                (date.month, date.day) = (date.month + 1, 1)
            } else {
                (date.year, date.month, date.day) = (date.year + 1, 1, 1)
            }
            number += 1
            guard CivilDate(daysSince1970: number) == date, date.daysSince1970 == number else {
                Issue.record("day \(number): \(CivilDate(daysSince1970: number)) vs \(date) (\(date.daysSince1970))")
                return
            }
        }
    }

    @Test(arguments: [-1_000_000_000, -146_097 * 3 - 1, -146_097, -1, 0, 1, 146_096, 146_097, 1_000_000_000])
    func farDayNumbersRoundTrip(number: Int) {
        #expect(CivilDate(daysSince1970: number).daysSince1970 == number)
    }

    @Test func leapYears() {
        #expect(CivilDate.isLeap(year: 2024))
        #expect(!CivilDate.isLeap(year: 2100))
        #expect(CivilDate.isLeap(year: 2000))
        #expect(CivilDate.isLeap(year: 0))
        #expect(CivilDate.isLeap(year: -4))
        #expect(!CivilDate.isLeap(year: -100))
        #expect(CivilDate.daysIn(month: 2, year: 2024) == 29)
        #expect(CivilDate.daysIn(month: 2, year: 1900) == 28)
        #expect(CivilDate.daysIn(month: 4, year: 2026) == 30)
        #expect(CivilDate.daysIn(month: 12, year: 2026) == 31)
        #expect(
            CivilDate(year: 2024, month: 3, day: 1).daysSince1970
                - CivilDate(year: 2024, month: 2, day: 28).daysSince1970 == 2)
        #expect(
            CivilDate(year: 2100, month: 3, day: 1).daysSince1970
                - CivilDate(year: 2100, month: 2, day: 28).daysSince1970 == 1)
    }

    @Test func negativeDayNumbers() {
        #expect(CivilDate(daysSince1970: -1) == CivilDate(year: 1969, month: 12, day: 31))
        #expect(CivilDate(daysSince1970: -365) == CivilDate(year: 1969, month: 1, day: 1))
        #expect(CivilDate(year: 1900, month: 1, day: 1).daysSince1970 == -25_567)
        #expect(
            CivilDate(year: -1, month: 12, day: 31).daysSince1970 == CivilDate(year: 0, month: 1, day: 1).daysSince1970
                - 1)
    }

    @Test func weekdays() {
        #expect(CivilDate(year: 1970, month: 1, day: 1).weekday == 4)  // Thursday
        #expect(CivilDate(year: 2026, month: 11, day: 22).weekday == 0)  // Sunday
        #expect(CivilDate(year: 1969, month: 12, day: 28).weekday == 0)
    }

    @Test func floorDivision() {
        #expect(7.floorDivided(by: 2) == 3)
        #expect((-7).floorDivided(by: 2) == -4)
        #expect((-8).floorDivided(by: 2) == -4)
        #expect(7.floorDivided(by: -2) == -4)
        #expect((-7).floorDivided(by: -2) == 3)
        #expect((-1).floorModulo(7) == 6)
        #expect(Int64(-1).floorDivided(by: 86_400) == -1)
        #expect(CivilDate.day(ofSecondsSince1970: -1) == (-1, 86_399))
        #expect(CivilDate.day(ofSecondsSince1970: Int64(86_400)) == (1, 0))
    }
}

/// Open-Meteo's dates ("1991-01-01") read as calendar dates, and nothing else.
@Suite struct CivilDateISOTests {
    @Test func calendarDatesAreRead() {
        #expect(CivilDate(iso: "1991-01-01") == CivilDate(year: 1991, month: 1, day: 1))
        #expect(CivilDate(iso: "2020-02-29") == CivilDate(year: 2020, month: 2, day: 29))
    }

    @Test(arguments: ["", "1991-1", "91-01-01", "1991-13-01", "2021-02-29", "1991-01-01T00:00", "1991--01", "x-y-z"])
    func anythingElseIsRefused(_ text: String) {
        #expect(CivilDate(iso: text) == nil)
    }
}
