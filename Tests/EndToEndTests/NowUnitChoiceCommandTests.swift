import Foundation
import Testing
import WeatherFixtures

/// `now --wind-unit kn --clock 24`, the built binary against the fixture server: the text, `--json` and
/// `--format` in the unit and on the clock asked for; a value it does not know is a usage error.
@Suite(.leavesNothingBehind) struct NowUnitChoiceCommandTests {
    @Test func knotsAndTheTwentyFourHourClock() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run([
                "now", "10001", "--wind-unit", "kn", "--clock", "24", "--json", "--no-alerts", "--api-url",
                url.absoluteString,
            ])
            #expect(run.status == 0, "\(run.stderr)")
            let json = try parseJSONObject(run.stdout)
            let units = try #require(json["units"] as? [String: Any])
            #expect(units["windSpeed"] as? String == "kn" && units["clock"] as? String == "24")
            let place = try #require(json["place"] as? [String: Any])
            let served = try await sandbox.served(
                latitude: try #require(place["latitude"] as? Double),
                longitude: try #require(place["longitude"] as? Double))
            let mph = try #require((served["current"] as? [String: Any])?["wind_speed_10m"] as? Double)
            let knots = mph * 0.44704 / (1852.0 / 3600)
            let wind = try #require(json["wind"] as? [String: Any])
            #expect(abs((wind["speed"] as? Double ?? 0) - knots) < 0.001 && wind["unit"] as? String == "kn")
            let time = try #require(json["time"] as? [String: Any])
            let local = try #require(time["local"] as? String)
            #expect(time["clock"] as? String == String(local.suffix(5)))  // "21:30" from "…T21:30"
            #expect(["EST", "EDT"].contains(time["abbreviation"] as? String ?? ""))

            let text = try await sandbox.run([
                "now", "10001", "--wind-unit", "kn", "--clock", "24", "--no-alerts", "--api-url", url.absoluteString,
            ])
            let lines = text.stdout.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix("Wind: \(wholeDegrees(knots)) kn") })
            #expect(lines.contains { $0.hasPrefix("As of ") && $0.contains(", \(local.suffix(5)) E") })
            // No 12-hour time anywhere ("PM2.5" in the air-quality line is not one), and no mph.
            #expect(text.stdout.range(of: #"\d (AM|PM)"#, options: .regularExpression) == nil, "\(text.stdout)")
            #expect(!text.stdout.contains("mph"))

            let line = try await sandbox.run([
                "now", "10001", "--wind-unit", "ms", "--format", "%w", "--no-alerts", "--api-url", url.absoluteString,
            ])
            #expect(line.stdout.hasPrefix("\(wholeDegrees(mph * 0.44704)) m/s"), "\(line.stdout)")
        }
    }

    @Test func aBadValueIsAUsageError() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run(["now", "10001", "--wind-unit", "knots", "--api-url", url.absoluteString])
            #expect(run.status == 64)
            #expect(run.stderr.contains("knots"))
        }
    }
}
