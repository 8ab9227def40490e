import CivilCalendar
import Foundation
import Testing

@testable import WeatherCore

/// The 15-day centred means on data whose answer is known by hand.
@Suite struct NormalsComputationTests {
    /// 1991–2020, every day's high and low given by `value(date)`.
    static func thirtyYears(_ high: (CivilDate) -> Double?, _ low: (CivilDate) -> Double?) -> ArchiveDays {
        let start = CivilDate(year: 1991, month: 1, day: 1).daysSince1970
        let end = CivilDate(year: 2020, month: 12, day: 31).daysSince1970
        let dates = (start...end).map(CivilDate.init(daysSince1970:))
        return ArchiveDays(dates: dates, highs: dates.map(high), lows: dates.map(low))
    }

    @Test func aConstantClimateHasItselfForNormals() throws {
        let normals = try #require(Normals.compute(from: Self.thirtyYears({ _ in 20 }, { _ in 5 })))
        #expect(normals.highs.count == 366)
        #expect(normals.highs.allSatisfy { $0 == 20 } && normals.lows.allSatisfy { $0 == 5 })
    }

    /// The high is the year (1991…2020): every window holds each year equally, so the mean is 2005.5.
    @Test func eachYearWeighsTheSame() throws {
        let normals = try #require(Normals.compute(from: Self.thirtyYears({ Double($0.year) }, { _ in 0 })))
        #expect(normals.normal(on: CivilDate(year: 2026, month: 7, day: 4))?.high == 2005.5)
    }

    /// The high is the day of the month. 15 Jun's window is 8–22 Jun: mean 15. 1 Jul's is 24–30 Jun and 1–8 Jul:
    /// (24+…+30 + 1+…+8) / 15 = (189 + 36) / 15 = 15.
    @Test func theWindowIsFifteenDaysCentredOnTheDate() throws {
        let normals = try #require(Normals.compute(from: Self.thirtyYears({ Double($0.day) }, { _ in 0 })))
        #expect(normals.normal(month: 6, day: 15)?.high == 15)
        #expect(normals.normal(month: 7, day: 1)?.high == 15)
        // 3 Jun: 27–31 May and 1–10 Jun: (145 + 55) / 15.
        #expect(normals.normal(month: 6, day: 3)?.high == ((200.0 / 15) * 100).rounded() / 100)
    }

    /// The high is 1 in December and 0 otherwise. 1 Jan's window is 25–31 Dec and 1–8 Jan: 7 of 15 days.
    @Test func theWindowWrapsAtNewYear() throws {
        let normals = try #require(
            Normals.compute(from: Self.thirtyYears({ $0.month == 12 ? 1 : 0 }, { $0.month == 1 ? 1 : 0 })))
        #expect(normals.normal(month: 1, day: 1)?.high == ((7.0 / 15) * 100).rounded() / 100)
        // 31 Dec's window is 24–31 Dec and 1–7 Jan: 7 January days for the low.
        #expect(normals.normal(month: 12, day: 31)?.low == ((7.0 / 15) * 100).rounded() / 100)
    }

    /// Feb 29 is counted as Feb 28: a 30 on every Feb 29 (8 of the 30 years: 1992…2020) joins Feb 28's readings, and Feb 29's
    /// normal is Feb 28's.
    @Test func february29CountsAsFebruary28() throws {
        let normals = try #require(
            Normals.compute(
                from: Self.thirtyYears({ $0.month == 2 && $0.day == 29 ? 30 : 0 }, { _ in 0 })))
        // Feb 28's window (21 Feb–7 Mar) holds 15 × 30 common days plus 8 leap days: 8 × 30 / 458.
        let expected = ((240.0 / 458) * 100).rounded() / 100
        #expect(normals.normal(month: 2, day: 28)?.high == expected)
        #expect(normals.normal(month: 2, day: 29)?.high == expected)
        // 15 Mar's window (8–22 Mar) holds no leap day.
        #expect(normals.normal(month: 3, day: 15)?.high == 0)
        // 7 Feb's (31 Jan–14 Feb) neither; 14 Feb's (7–21 Feb) neither; 22 Feb's (15 Feb–1 Mar) does.
        #expect(normals.normal(month: 2, day: 14)?.high == 0)
        #expect((normals.normal(month: 2, day: 22)?.high ?? 0) > 0)
    }

    @Test func nullDaysAreLeftOut() throws {
        let normals = try #require(
            Normals.compute(from: Self.thirtyYears({ $0.year == 1991 ? nil : 10 }, { $0.day == 1 ? nil : -2 })))
        #expect(normals.highs.allSatisfy { $0 == 10 } && normals.lows.allSatisfy { $0 == -2 })
    }

    @Test func noDaysGiveNoNormals() {
        #expect(Normals.compute(from: ArchiveDays(dates: [], highs: [], lows: [])) == nil)
    }

    @Test func comparedInTheForecastsUnit() throws {
        let normals = try #require(Normals.compute(from: Self.thirtyYears({ _ in 10 }, { _ in 0 })))
        var day = Forecast.Day(date: LocalDate(year: 2026, month: 11, day: 25))
        day.high = 55
        day.low = 30
        let comparison = try #require(normals.comparison(for: day, units: .imperial))
        #expect(comparison.high == 50 && comparison.low == 32)
        #expect(comparison.highDelta == 5 && comparison.lowDelta == -2)
        #expect(comparison.delta == 1.5)
    }
}
