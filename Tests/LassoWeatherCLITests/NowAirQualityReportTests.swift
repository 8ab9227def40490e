import Foundation
import Testing
import WeatherCore

@testable import LassoWeatherCommands

/// `now`'s air-quality line and next-two-hours sentence in text, their JSON, and what is said when either is missing.
struct NowAirQualityReportTests {
    typealias F = StatusLineFixtures

    /// The fixtures' report, with 15-minute steps ending from 9:30 PM (the data's time) on, rain from 10:00 PM; the
    /// report is printed at 9:30 PM at the place.
    static func report() -> NowReport {
        var forecast = F.forecast()
        forecast.minutely15 = (0..<8).map { i in
            let minutes = 21 * 60 + 30 + 15 * i
            return Forecast.Quarter(
                time: LocalDateTime(date: F.today, hour: minutes / 60 % 24, minute: minutes % 60),
                precipitation: i >= 3 ? 0.02 : 0, weatherCode: i >= 3 ? 61 : 3)
        }
        return F.report(forecast)
    }

    @Test func theSentenceAndTheAirQualityFollowTheWind() {
        let lines = Self.report().text.split(separator: "\n").map(String.init)
        let wind = lines.firstIndex { $0.hasPrefix("Wind: ") } ?? 0
        #expect(
            Array(lines[(wind + 1)...].prefix(3)) == [
                "Rain starting in about 30 min", "Air quality: AQI 42 Good · PM2.5",
                "⚠ Extreme Heat Warning",
            ])
    }

    @Test func anOfflineAnswerSaysItsAgeAndAFailureIsLeftToStderr() {
        var report = Self.report()
        report.airQuality = .success(
            AirQualitySnapshot(
                airQuality: F.airQuality, fetchedAt: F.now.addingTimeInterval(-7200),
                freshness: .offline(.timedOut(seconds: 10))))
        #expect(report.text.contains("\nAir quality: AQI 42 Good · PM2.5 (offline, from 2 h ago)\n"))
        #expect(report.airQualityNote == nil)
        report.airQuality = .failure(.timedOut(seconds: 2))
        #expect(!report.text.contains("Air quality"))
        #expect(report.airQualityNote == "air quality unavailable: timed out")
        report.airQuality = nil
        #expect(!report.text.contains("Air quality"))
        #expect(report.airQualityNote == nil)  // turned off on purpose: nothing to say
        report.airQuality = .success(AirQualitySnapshot(airQuality: AirQuality(), fetchedAt: F.now))
        #expect(report.text.contains("\nAir quality: —\n"))
    }

    @Test func withoutFifteenMinuteDataThereIsNoSentence() {
        let report = F.report()
        #expect(report.nextTwoHours == nil)
        #expect(!report.text.contains("in the next 2 hours") && !report.text.contains("starting in"))
        #expect(report.nextTwoHoursJSON.rendered() == "null")
    }

    @Test func jsonHasTheAirQualityAndTheSteps() throws {
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.report().json.rendered().utf8)) as? [String: Any])
        let air = try #require(json["airQuality"] as? [String: Any])
        #expect(air["usAqi"] as? Int == 42)
        #expect(air["category"] as? String == "Good")
        #expect(air["dominant"] as? String == "pm2_5")
        #expect(air["pm2_5"] as? Double == 7.6 && air["pm10"] as? Double == 19.4)
        #expect(air["ozone"] as? Double == 74.2 && air["nitrogenDioxide"] as? Int == 56)
        #expect(air["time"] as? String == "2025-11-21T21:00")
        #expect(json["airQualityError"] is NSNull)
        let next = try #require(json["nextTwoHours"] as? [String: Any])
        #expect(next["summary"] as? String == "Rain starting in about 30 min")
        let steps = try #require(next["steps"] as? [[String: Any]])
        #expect(steps.count == 7)  // the step ending at 9:30 is past
        #expect(steps.first?["time"] as? String == "2025-11-21T21:45")
        #expect(steps.first?["precipitation"] as? Int == 0 && steps.first?["code"] as? Int == 3)
        #expect(steps[2]["precipitation"] as? Double == 0.02 && steps[2]["code"] as? Int == 61)
        #expect((json["units"] as? [String: Any])?["precipitation"] as? String == "in")
    }

    @Test func jsonKeysKeepTheirOrder() {
        let rendered = Self.report().json.rendered()
        let keys = ["\"alertsError\"", "\"airQuality\"", "\"airQualityError\"", "\"nextTwoHours\"", "\"attribution\""]
        let positions = keys.compactMap { rendered.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())
        #expect(
            rendered.contains(
                """
                "airQuality": {
                    "usAqi": 42,
                    "category": "Good",
                    "dominant": "pm2_5",
                    "pm2_5": 7.6,
                    "pm10": 19.4,
                    "ozone": 74.2,
                    "nitrogenDioxide": 56,
                    "time": "2025-11-21T21:00"
                  },
                """))
    }

    @Test func jsonSaysWhyThereIsNoAirQuality() throws {
        var report = Self.report()
        report.airQuality = .failure(.http(status: 500, reason: nil))
        var json = try #require(
            try JSONSerialization.jsonObject(with: Data(report.json.rendered().utf8)) as? [String: Any])
        #expect(json["airQuality"] is NSNull)
        #expect(json["airQualityError"] as? String == "air quality unavailable: HTTP 500")
        report.airQuality = nil
        json = try #require(try JSONSerialization.jsonObject(with: Data(report.json.rendered().utf8)) as? [String: Any])
        #expect(json["airQualityError"] as? String == "air quality is turned off")
    }
}
