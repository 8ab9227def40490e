import Foundation
import Testing
import WeatherCore

@testable import LassoWeatherCommands

/// `now --waybar`: the object waybar's custom module reads, from the README's New York report.
@Suite struct WaybarOutputTests {
    typealias F = StatusLineFixtures

    static func object(_ report: NowReport) throws -> [String: Any] {
        let line = report.waybar.compact
        #expect(!line.contains("\n"), "one line: \(line)")
        return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    /// The README's report with an hourly chance of precipitation for the data's hour (9 PM).
    static func report(
        iconSet: IconSet = .unicode, freshness: ForecastSnapshot.Freshness = .fresh,
        alerts: Result<AlertsSnapshot, AlertsError> = F.alerts([F.heatWarning, F.statement])
    ) -> NowReport {
        var forecast = F.forecast()
        forecast.current?.windGusts = 9
        forecast.hourly = [20, 21, 22].map { hour in
            Forecast.Hour(time: LocalDateTime(date: F.today, hour: hour), precipitationProbability: Double(hour * 2))
        }
        return F.report(forecast, iconSet: iconSet, freshness: freshness, alerts: alerts)
    }

    @Test func textTooltipClassAndPercentage() throws {
        let json = try Self.object(Self.report())
        #expect(json["text"] as? String == "☁ 32°F")
        #expect(json["alt"] as? String == "cloudy")
        #expect(json["class"] as? [String] == ["cloudy", "alert", "extreme"])
        #expect(json["percentage"] as? Int == 42)
        #expect(
            json["tooltip"] as? String == """
                New York, NY 10001
                ☁ Overcast
                32°F, feels like 34°F
                Today: high 45°F, low 23°F
                Wind: 4 mph W, gusts 9 mph
                Chance of precipitation this hour: 42%
                Air quality: AQI 42 Good · PM2.5
                ⚠ Extreme Heat Warning
                ⚠ Special Weather Statement
                Updated 3 min ago
                """)
        #expect(Set(json.keys) == ["text", "alt", "tooltip", "class", "percentage"])
    }

    @Test func theKeysComeInWaybarsOrderOnOneLine() {
        #expect(Self.report().waybar.compact.hasPrefix(#"{"text":"☁ 32°F","alt":"cloudy","tooltip":"New York, NY"#))
        #expect(Self.report().waybar.compact.hasSuffix(#""class":["cloudy","alert","extreme"],"percentage":42}"#))
    }

    @Test func theServiceFailedAndTheCacheAnswers() throws {
        let report = Self.report(
            freshness: .offline(.timedOut(seconds: 10)), alerts: .failure(.failed(.timedOut(seconds: 2))))
        let json = try Self.object(report)
        #expect(json["text"] as? String == "☁ 32°F")  // the cached values, never an empty bar
        #expect(json["class"] as? [String] == ["cloudy", "offline"])
        let tooltip = try #require(json["tooltip"] as? String)
        #expect(tooltip.hasSuffix("\nOffline: the cached forecast from 3 min ago"))
        #expect(!tooltip.contains("⚠"))
    }

    @Test func theWorstSeverityNamesTheClass() throws {
        let watch = WeatherAlert(id: "3", event: "Winter Storm Watch", severity: .moderate)
        let json = try Self.object(Self.report(alerts: F.alerts([F.statement, watch])))
        #expect(json["class"] as? [String] == ["cloudy", "alert", "moderate"])
        let none = try Self.object(Self.report(alerts: F.alerts([])))
        #expect(none["class"] as? [String] == ["cloudy"])
    }

    @Test func iconsFollowTheIconSet() throws {
        #expect(try Self.object(Self.report(iconSet: .ascii))["text"] as? String == "@ 32°F")
        #expect(try Self.object(Self.report(iconSet: .none))["text"] as? String == "32°F")
        let tooltip = try #require(try Self.object(Self.report(iconSet: .ascii))["tooltip"] as? String)
        #expect(tooltip.contains("\n! Extreme Heat Warning\n"))
    }

    @Test func markupCharactersFromTheNetworkAreEntities() throws {
        let odd = WeatherAlert(id: "4", event: "Flood <Watch> & Warning", severity: .severe)
        let json = try Self.object(Self.report(alerts: F.alerts([odd])))
        #expect((json["tooltip"] as? String)?.contains("\n⚠ Flood &lt;Watch&gt; &amp; Warning\n") == true)
        #expect(NowReport.markup("a & b < c > d") == "a &amp; b &lt; c &gt; d")
    }

    @Test func missingValuesLeaveThePercentageOutAndTheConditionUnknown() throws {
        var forecast = F.forecast(current: Forecast.Current())
        forecast.hourly = []
        let report = F.report(forecast, alerts: F.alerts([]))
        let json = try Self.object(report)
        #expect(json["text"] as? String == "—")
        #expect(json["class"] as? [String] == ["unknown"])
        #expect(json["percentage"] == nil)
    }

    @Test(arguments: [
        (0, "clear"), (1, "clear"), (2, "partly-cloudy"), (3, "cloudy"), (45, "fog"), (48, "fog"), (53, "drizzle"),
        (56, "freezing-rain"), (67, "freezing-rain"), (61, "rain"), (82, "rain"), (71, "snow"), (77, "snow"),
        (86, "snow"), (95, "thunderstorm"), (99, "thunderstorm"), (4, "unknown"),
    ])
    func conditionClasses(code: Int, expected: String) {
        var forecast = F.forecast()
        forecast.current?.weatherCode = code
        #expect(F.report(forecast).conditionClass == expected)
    }

    @Test func withoutAForecastTheBarSaysWhy() throws {
        let offline = NowReport.waybarFailure(
            CLIError("The weather service could not be reached.", status: ExitStatus.serviceFailure), place: "10001")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(offline.compact.utf8)) as? [String: Any])
        #expect(json["text"] as? String == "—")
        #expect(json["class"] as? [String] == ["offline", "error"])
        #expect(
            json["tooltip"] as? String
                == "The weather service could not be reached.\nNothing is cached for 10001 yet.")
        let unknown = NowReport.waybarFailure(
            CLIError("There is no ZIP code 00000.", status: ExitStatus.unknownPlace), place: "00000")
        #expect(unknown.compact.contains(#""class":["error"]"#))
    }

    @Test func compactJSONIsTheSameValueAsTheIndentedOne() throws {
        let report = Self.report()
        let indented = try JSONSerialization.jsonObject(with: Data(report.json.rendered().utf8)) as? NSDictionary
        let compact = try JSONSerialization.jsonObject(with: Data(report.json.compact.utf8)) as? NSDictionary
        #expect(indented != nil && indented == compact)
        #expect(JSONText.array([]).compact == "[]" && JSONText.object([]).compact == "{}")
    }
}
