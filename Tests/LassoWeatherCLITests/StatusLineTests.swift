import StatusLineFormat
import Testing
import WeatherCore

@testable import LassoWeatherCommands

/// `now --format`'s line from a report: every placeholder's text, units and icons, missing values, alerts, offline.
struct StatusLineTests {
    typealias F = StatusLineFixtures

    /// Also the README's examples.
    static let expected: [StatusField: String] = [
        .icon: "☁", .condition: "Overcast", .temperature: "32°F", .feelsLike: "34°F", .humidity: "65%",
        .wind: "4 mph W", .high: "45°F", .low: "23°F", .name: "New York, NY", .zip: "10001", .id: "10001",
        .age: "3 min ago", .alertCount: "2", .alertEvent: "Extreme Heat Warning", .airQuality: "AQI 42 Good",
    ]

    @Test(arguments: StatusField.allCases)
    func everyPlaceholderPrintsItsValue(field: StatusField) throws {
        #expect(try F.report().line("%\(field.rawValue)") == Self.expected[field])
    }

    @Test func aWholeLine() throws {
        #expect(
            try F.report().line("%i %t (%f) %h %w ↑%H ↓%L · %n %z · %c · %u · %a: %e · 100%%")
                == "☁ 32°F (34°F) 65% 4 mph W ↑45°F ↓23°F · New York, NY 10001 · Overcast · 3 min ago · 2: "
                + "Extreme Heat Warning · 100%")
    }

    @Test func metricUnitsFollowTheForecast() throws {
        var current = F.current
        (current.temperature, current.feelsLike, current.windSpeed) = (-0.4, -3.6, 6.5)
        let report = F.report(F.forecast(units: .metric, current: current))
        #expect(try report.line("%t %f %w %H %L") == "0°C -4°C 7 km/h W 45°C 23°C")
    }

    @Test func iconsFollowTheIconSet() throws {
        #expect(try F.report(iconSet: .ascii).line("%i %t") == "@ 32°F")
        #expect(try F.report(iconSet: .none).line("%i %t") == " 32°F")
        var night = F.current
        (night.isDay, night.weatherCode) = (false, 0)
        #expect(try F.report(F.forecast(current: night)).line("%i %c") == "☾ Clear sky")
    }

    @Test func missingValuesPrintAsDashes() throws {
        let report = F.report(Forecast(units: .imperial, current: Forecast.Current()))
        #expect(try report.line("%i|%c|%t|%f|%h|%w|%H|%L") == "—|—|—|—|—|—|—|—")
        #expect(try F.report(Forecast(units: .imperial), iconSet: .ascii).line("%i %c") == "— —")
        #expect(try report.line("%n %z") == "New York, NY 10001")
    }

    @Test func alertPlaceholdersWithNoAlertsAndWithoutAlerts() throws {
        #expect(try F.report(alerts: F.alerts([])).line("[%a|%e]") == "[0|]")
        #expect(try F.report(alerts: F.alerts([F.statement])).line("[%a|%e]") == "[1|Special Weather Statement]")
        #expect(try F.report(alerts: .failure(.failed(.timedOut(seconds: 2)))).line("[%a|%e]") == "[—|—]")
        #expect(try F.report(alerts: .failure(.notRequested)).line("[%a|%e]") == "[—|—]")
    }

    @Test func airQualityWithoutAnIndexFailedOrTurnedOffIsADash() throws {
        var report = F.report()
        report.airQuality = .success(AirQualitySnapshot(airQuality: AirQuality(), fetchedAt: F.now))
        #expect(try report.line("[%q]") == "[—]")
        report.airQuality = .failure(.http(status: 500, reason: nil))
        #expect(try report.line("[%q]") == "[—]")
        report.airQuality = nil
        #expect(try report.line("[%q]") == "[—]")
        report.airQuality = .success(
            AirQualitySnapshot(
                airQuality: AirQuality(usAQI: 150.5), fetchedAt: F.now.addingTimeInterval(-7200),
                freshness: .offline(.truncatedResponse)))
        #expect(try report.line("%q") == "AQI 151 Unhealthy")
    }

    @Test func theCachedForecastShownOfflineSaysSo() throws {
        let offline = F.report(freshness: .offline(.http(status: 503, reason: nil)))
        #expect(try offline.line("%i %t") == "☁ 32°F (offline)")
        #expect(try F.report().line("%i %t") == "☁ 32°F")
    }
}
