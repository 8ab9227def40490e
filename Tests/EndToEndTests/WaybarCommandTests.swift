import Foundation
import Testing
import WeatherFixtures

/// `lasso-weather now PLACE --waybar`, the built binary against the in-process fixture server: one JSON object on
/// one line, the cached values classed `offline` when the server fails, and an object (never nothing, status 0)
/// when there is no forecast at all.
@Suite struct WaybarCommandTests {
    @Test func oneObjectOnOneLineWithTheFieldsWaybarReads() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run(["now", "10001", "--waybar", "--api-url", url.absoluteString])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.isEmpty)
            #expect(run.stdout.hasSuffix("}\n") && run.stdout.filter { $0 == "\n" }.count == 1, "\(run.stdout)")
            let json = try parseJSONObject(run.stdout)
            let text = try #require(json["text"] as? String)
            #expect(text.wholeMatch(of: /\S+ -?\d+°F/) != nil, "\(text)")
            let tooltip = try #require(json["tooltip"] as? String).split(separator: "\n").map(String.init)
            #expect(tooltip.first == "New York, NY 10001")
            #expect(tooltip.contains { $0.hasPrefix("Wind: ") })
            #expect(tooltip.contains { $0.wholeMatch(of: /Rain starting in about (15|20|25|30) min/) != nil })
            #expect(tooltip.contains("Air quality: AQI 42 Good · PM2.5"))
            // The fixture's two New York alerts, one a line, the worst (Severe) naming the class.
            #expect(tooltip.filter { $0.hasPrefix("⚠ ") }.count == 2)
            #expect(tooltip.last?.hasPrefix("Updated ") == true)
            let classes = try #require(json["class"] as? [String])
            #expect(classes.count == 3 && classes.suffix(2) == ["alert", "severe"], "\(classes)")
            #expect(json["alt"] as? String == classes.first)
            let percentage = try #require(json["percentage"] as? Int)
            #expect((0...100).contains(percentage))
        }
    }

    @Test func whenTheServerFailsTheCachedValuesAreClassedOffline() async throws {
        try await withSandbox { sandbox, url in
            let first = try parseJSONObject(
                try await sandbox.run(["now", "10001", "--waybar", "--api-url", url.absoluteString]).stdout)
            await sandbox.server.setFault(.serverError)
            let run = try await sandbox.run(["now", "10001", "--waybar", "--refresh", "--api-url", url.absoluteString])
            #expect(run.status == 0)
            #expect(run.stderr.contains("(HTTP 500)"))
            let json = try parseJSONObject(run.stdout)
            #expect(json["text"] as? String == first["text"] as? String)
            #expect((json["class"] as? [String])?.last == "offline")
            #expect((json["tooltip"] as? String)?.contains("\nOffline: the cached forecast from ") == true)
        }
    }

    @Test func withNothingCachedTheBarStillSaysWhy() async throws {
        try await withSandbox { sandbox, url in
            await sandbox.server.setFault(.serverError)
            let run = try await sandbox.run(["now", "10001", "--waybar", "--api-url", url.absoluteString])
            #expect(run.status == 0)
            #expect(run.stderr.hasPrefix("lasso-weather: "))
            let json = try parseJSONObject(run.stdout)
            #expect(json["text"] as? String == "—")
            #expect(json["class"] as? [String] == ["offline", "error"])
            #expect((json["tooltip"] as? String)?.hasSuffix("\nNothing is cached for 10001 yet.") == true)

            let unknown = try await sandbox.run(["now", "00000", "--waybar", "--api-url", url.absoluteString])
            #expect(unknown.status == 0)
            let error = try parseJSONObject(unknown.stdout)
            #expect(error["class"] as? [String] == ["error"])
            #expect((error["tooltip"] as? String)?.contains("There is no ZIP code 00000.") == true)
        }
    }

    @Test func waybarWithAnotherOutputIsAUsageError() async throws {
        let json = try await OneShotSandbox().run(["now", "10001", "--waybar", "--json"])
        #expect(json.status == 64)
        #expect(json.stderr.contains("--json and --waybar cannot be used together"))
        let format = try await OneShotSandbox().run(["now", "10001", "--format", "%t", "--waybar"])
        #expect(format.status == 64)
        #expect(format.stderr.contains("--format and --waybar cannot be used together"))
    }
}
