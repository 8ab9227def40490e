import Foundation
import Testing
import WeatherFixtures

/// `now` with no saved settings takes its units and clock from the locale: the built binary against the fixture
/// server, under de_CH, en_US and C.UTF-8, and a saved choice over the locale.
@Suite(.leavesNothingBehind) struct NowLocaleCommandTests {
    /// `now 10001 --json` under `environment`: its units and what the fixture served in them.
    private func units(
        _ sandbox: OneShotSandbox, _ url: URL, _ environment: [String: String]
    ) async throws -> (units: [String: Any], json: [String: Any]) {
        let run = try await sandbox.run(
            ["now", "10001", "--json", "--no-alerts", "--no-air-quality", "--api-url", url.absoluteString],
            environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try parseJSONObject(run.stdout)
        return (try #require(json["units"] as? [String: Any]), json)
    }

    @Test func swissGermanIsMetricOnTheTwentyFourHourClock() async throws {
        try await withSandbox { sandbox, url in
            let (units, json) = try await units(sandbox, url, ["LANG": "de_CH.UTF-8"])
            #expect(units["system"] as? String == "metric" && units["temperature"] as? String == "°C")
            #expect(units["windSpeed"] as? String == "km/h" && units["precipitation"] as? String == "mm")
            #expect(units["clock"] as? String == "24")
            // The values are the fixture's metric ones, not converted labels.
            let place = try #require(json["place"] as? [String: Any])
            let served = try await sandbox.served(
                latitude: try #require(place["latitude"] as? Double),
                longitude: try #require(place["longitude"] as? Double), metric: true)
            let celsius = try #require((served["current"] as? [String: Any])?["temperature_2m"] as? Double)
            #expect(abs((json["temperature"] as? Double ?? .nan) - celsius) < 0.001)

            let text = try await sandbox.run(
                ["now", "10001", "--no-alerts", "--no-air-quality", "--api-url", url.absoluteString],
                environment: ["LANG": "de_CH.UTF-8"])
            #expect(text.stdout.contains("°C") && text.stdout.contains("km/h") && !text.stdout.contains("mph"))
            #expect(text.stdout.range(of: #"\d (AM|PM)"#, options: .regularExpression) == nil, "\(text.stdout)")
        }
    }

    @Test func americanEnglishAndNoLocaleAreImperialAsBefore() async throws {
        try await withSandbox { sandbox, url in
            for lang in ["en_US.UTF-8", "C.UTF-8"] {
                let (units, _) = try await units(sandbox, url, ["LANG": lang])
                #expect(units["system"] as? String == "imperial" && units["windSpeed"] as? String == "mph")
                #expect(units["precipitation"] as? String == "in" && units["clock"] as? String == "12")
            }
        }
    }

    @Test func aSavedChoiceWinsOverTheLocale() async throws {
        try await withSandbox { sandbox, url in
            let config = sandbox.root.appendingPathComponent("config/lasso-weather")
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
            try Data(#"{"units": "imperial", "clock": "12"}"#.utf8).write(
                to: config.appendingPathComponent("settings.json"))
            let (units, _) = try await units(sandbox, url, ["LANG": "de_CH.UTF-8"])
            #expect(units["system"] as? String == "imperial" && units["clock"] as? String == "12")
        }
    }
}
