import Foundation
import Testing
import WeatherCore

@testable import LassoWeatherCommands

/// `now --json`'s `spread`: the members' spread for the current hour and each day the model reaches, and
/// `spreadError` when there is none.
struct NowSpreadReportTests {
    typealias F = StatusLineFixtures

    /// Today and tomorrow covered hour by hour, °F: 1.23 at the current hour, 2 at today's high (3 PM), 6 tomorrow;
    /// 0.00123 in of rain spread an hour. The report rounds them (a tenth of a degree, a hundredth of an inch).
    static let spread: ForecastSpread = {
        let hours = (0..<48).map { i in
            let (day, hour) = (i / 24, i % 24)
            return ForecastSpread.Hour(
                time: LocalDateTime(date: F.today.adding(days: day), hour: hour),
                temperature: hour == 15 ? 45 : 30, temperatureSpread: day == 1 ? 6 : (hour == 15 ? 2 : 1.23),
                precipitation: 0, precipitationSpread: 0.00123)
        }
        return ForecastSpread(units: .imperial, hours: hours)
    }()

    static func json(_ spread: Result<SpreadSnapshot, WeatherError>?) throws -> [String: Any] {
        var report = F.report()
        report.spread = spread
        return try #require(
            try JSONSerialization.jsonObject(with: Data(report.json.rendered().utf8)) as? [String: Any])
    }

    @Test func theCurrentHourAndEachDay() throws {
        let json = try Self.json(.success(SpreadSnapshot(spread: Self.spread, fetchedAt: F.now)))
        #expect(json["spreadError"] is NSNull)
        let spread = try #require(json["spread"] as? [String: Any])
        #expect(spread["unit"] as? String == "°F")
        let current = try #require(spread["current"] as? [String: Any])
        #expect(current["time"] as? String == "2025-11-21T21:00" && current["temperature"] as? Double == 1.2)
        let days = try #require(spread["days"] as? [[String: Any]])
        #expect(days.map { $0["date"] as? String } == ["2025-11-21", "2025-11-22"])
        #expect(days.map { $0["confidence"] as? String } == ["sure", "unsure"])
        #expect(days.first?["temperature"] as? Int == 2 && days.first?["precipitation"] as? Double == 0.03)
        #expect(current["precipitation"] as? Int == 0)
    }

    @Test func whyThereIsNone() throws {
        let failed = try Self.json(.failure(.http(status: 500, reason: nil)))
        #expect(failed["spread"] is NSNull)
        #expect(failed["spreadError"] as? String == "spread unavailable: HTTP 500")
        // A cached answer in the other units is not this report's.
        let metric = ForecastSpread(units: .metric, hours: Self.spread.hours)
        let other = try Self.json(.success(SpreadSnapshot(spread: metric, fetchedAt: F.now)))
        #expect(other["spread"] is NSNull)
        let none = try Self.json(nil)
        #expect(none["spreadError"] as? String == "spread was not asked for")
    }
}
