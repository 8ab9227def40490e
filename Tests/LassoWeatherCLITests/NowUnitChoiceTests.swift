import Foundation
import Testing
import WeatherCore

@testable import LassoWeatherCommands

/// `now --wind-unit kn --clock 24`: the text, the JSON and `--format` follow the choices; the options over the
/// saved settings; and the zone's real abbreviation in the JSON.
struct NowUnitChoiceTests {
    typealias F = StatusLineFixtures

    /// The fixtures' New York report (wind 4.2 mph from 268°, data at 9:30 PM), in knots on the 24-hour clock,
    /// with an alert ending at 11 PM at the place.
    static func report(wind: WindUnit? = .kn, clock: ClockStyle? = .twentyFour) -> NowReport {
        let snapshot = ForecastSnapshot(forecast: F.forecast(), fetchedAt: F.now - 180)
        var report = NowReport(
            place: F.newYork, snapshot: snapshot, iconSet: .unicode, windUnit: wind, clock: clock, startedAt: F.now,
            now: F.now)
        // 2025-11-22T04:00Z is 11 PM on the 21st in New York (EST).
        let ends = Date(timeIntervalSince1970: 1_763_784_000)
        report.alerts = F.alerts([WeatherAlert(id: "1", event: "Wind Advisory", severity: .moderate, ends: ends)])
        return report
    }

    private static func object(_ report: NowReport) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(report.json.rendered().utf8)) as? [String: Any])
    }

    @Test func textInKnotsOnTheTwentyFourHourClock() {
        let text = Self.report().text
        // 4.2 mph is 3.65 kn.
        #expect(text.contains("\nWind: 4 kn W\n"))
        #expect(text.contains("\n⚠ Wind Advisory until Fri 23:00\n"))
        #expect(text.contains("\nAs of Fri Nov 21, 21:30 EST, local time at the place\n"))
        let metres = Self.report(wind: .ms, clock: .twelve).text
        #expect(metres.contains("\nWind: 2 m/s W\n") && metres.contains("until Fri 11:00 PM"))
        #expect(metres.contains("21, 9:30 PM EST"))
    }

    @Test func withoutChoicesTheUnitSystemDecides() {
        #expect(Self.report(wind: nil, clock: nil).text.contains("\nWind: 4 mph W\n"))
        let metric = ForecastSnapshot(forecast: F.forecast().converted(to: .metric), fetchedAt: F.now - 180)
        let report = NowReport(place: F.newYork, snapshot: metric, iconSet: .unicode, startedAt: F.now, now: F.now)
        #expect(report.text.contains("\nWind: 7 km/h W\n") && report.text.contains("21, 21:30 EST"))
    }

    @Test func jsonGivesTheValuesWithTheirUnits() throws {
        let json = try Self.object(Self.report())
        let units = try #require(json["units"] as? [String: Any])
        #expect(units["windSpeed"] as? String == "kn" && units["windUnit"] as? String == "kn")
        #expect(units["clock"] as? String == "24" && units["system"] as? String == "imperial")
        let wind = try #require(json["wind"] as? [String: Any])
        #expect(abs((wind["speed"] as? Double ?? 0) - 3.65) < 0.01)
        #expect(wind["unit"] as? String == "kn")
        let time = try #require(json["time"] as? [String: Any])
        #expect(time["clock"] as? String == "21:30" && time["local"] as? String == "2025-11-21T21:30")
    }

    @Test func formatFollowsTheWindUnit() throws {
        #expect(try Self.report().line("%t, wind %w") == "32°F, wind 4 kn W")
        #expect(try Self.report(wind: .kmh).line("%w") == "7 km/h W")
    }

    /// The service names the zone by its offset ("GMT-6"); the JSON gives the abbreviation the text gives.
    @Test func jsonAbbreviationIsTheZonesOwn() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("WeatherCoreTests/Fixtures/real/openmeteo-chicago-current-imperial.json")
        let forecast = try Forecast(openMeteoJSON: Data(contentsOf: file), units: .imperial)
        #expect(forecast.timezoneAbbreviation == "GMT-6")
        let chicago = Place(
            zip: "60628", city: "Chicago", state: "IL", timeZone: "America/Chicago", latitude: 41.72,
            longitude: -87.62)
        let fetchedAt = Date(timeIntervalSince1970: 1_768_446_000)  // 2026-01-15T03:00Z, 9 PM at the place
        let report = NowReport(
            place: chicago, snapshot: ForecastSnapshot(forecast: forecast, fetchedAt: fetchedAt), iconSet: .unicode,
            startedAt: fetchedAt, now: fetchedAt)
        let time = try #require(try Self.object(report)["time"] as? [String: Any])
        #expect(time["abbreviation"] as? String == "CST")
        #expect(time["utcOffsetSeconds"] as? Int == -21_600)
        #expect(report.text.contains("9:00 PM CST, local time at the place"))
    }

    @Test func optionsOverTheSavedSettings() throws {
        let command = try NowCommand.parse(["10001", "--wind-unit", "kn", "--clock", "24"])
        let settings = command.options.values.applied(to: Settings(units: .metric, windUnit: .ms, clock: .twelve))
        #expect(settings.effectiveWindUnit == .kn && settings.effectiveClock == .twentyFour)
        #expect(settings.units == .metric)
        // Nothing given: the saved choices stay; none saved: the unit system's.
        let plain = try NowCommand.parse(["10001", "--units", "metric"]).options.values
        #expect(plain.applied(to: Settings(windUnit: .ms)).effectiveWindUnit == .ms)
        #expect(plain.applied(to: Settings()).effectiveWindUnit == .kmh)
        #expect(plain.applied(to: Settings()).effectiveClock == .twentyFour)
        #expect(throws: (any Error).self) { try NowCommand.parse(["10001", "--wind-unit", "knots"]) }
        #expect(throws: (any Error).self) { try NowCommand.parse(["10001", "--clock", "13"]) }
    }
}
