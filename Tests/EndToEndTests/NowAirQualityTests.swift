import Foundation
import ServiceEndpoints
import Testing
import WeatherFixtures

/// `lasso-weather now` with air quality and the next two hours: the built binary against the in-process fixture
/// server, whose air-quality route can fail on its own. 10001 New York reads AQI 42 Good · PM2.5 there, and rain
/// starts within half an hour.
@Suite(.serialized, .leavesNothingBehind) struct NowAirQualityTests {
    @Test func textHasTheSentenceAndTheAirQualityLine() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run(["now", "10001", "--api-url", url.absoluteString])
            #expect(run.status == 0)
            #expect(run.stderr.isEmpty)
            let lines = run.stdout.split(separator: "\n").map(String.init)
            let wind = try #require(lines.firstIndex { $0.hasPrefix("Wind: ") })
            // Minutes from now to the quarter the rain starts in: 15 to 30, by how far into its quarter the clock is.
            #expect(lines[wind + 1].wholeMatch(of: /Rain starting in about (15|20|25|30) min/) != nil, "\(lines)")
            #expect(lines[wind + 2] == "Air quality: AQI 42 Good · PM2.5")
            #expect(await sandbox.server.requestCount(on: .airQuality) == 1)

            let seattle = try await sandbox.run(["now", "98101", "--api-url", url.absoluteString])
            #expect(seattle.stdout.contains("\nRain for the next 2 hours\n"))
            let sanFrancisco = try await sandbox.run(["now", "94103", "--api-url", url.absoluteString])
            #expect(sanFrancisco.stdout.contains("\nNo precipitation in the next 2 hours\nAir quality: AQI "))
            let fresno = try await sandbox.run(["now", "93721", "--api-url", url.absoluteString])
            #expect(fresno.stdout.contains("\nAir quality: AQI 168 Unhealthy · PM2.5\n"))
        }
    }

    @Test func jsonAndTheStatusLine() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run(["now", "90012", "--json", "--api-url", url.absoluteString])
            let json = try parseJSONObject(run.stdout)
            let air = try #require(json["airQuality"] as? [String: Any])
            #expect(air["usAqi"] as? Int == 132)
            #expect(air["category"] as? String == "Unhealthy for Sensitive Groups")
            #expect(air["dominant"] as? String == "ozone")
            #expect(
                Set(air.keys) == ["usAqi", "category", "dominant", "pm2_5", "pm10", "ozone", "nitrogenDioxide", "time"])
            #expect(air["ozone"] is Double && air["pm2_5"] is Double)
            #expect(json["airQualityError"] is NSNull)
            let next = try #require(json["nextTwoHours"] as? [String: Any])
            #expect(next["summary"] is String)
            let steps = try #require(next["steps"] as? [[String: Any]])
            // The step under way and the 8 wholly ahead (the first of the 10 asked for is over; at a quarter's
            // first minute the step under way is the first of those 8).
            #expect((8...9).contains(steps.count))
            #expect(steps.allSatisfy { Set($0.keys) == ["time", "precipitation", "code"] })

            let line = try await sandbox.run(
                ["now", "10001", "--format", "%q · %t", "--api-url", url.absoluteString])
            #expect(line.stdout.hasPrefix("AQI 42 Good · "))
            let none = try await sandbox.run(
                ["now", "99501", "--format", "[%q]", "--api-url", url.absoluteString])
            #expect(none.stdout == "[—]\n")  // Anchorage: every value null
            // One request for each place.
            #expect(await sandbox.server.requestCount(on: .airQuality) == 3)
        }
    }

    @Test(arguments: [
        (FixtureFault.serverError, "HTTP 500"), (.malformedJSON, "unreadable response"), (.hang, "timed out"),
    ])
    func theAirQualityRouteFailingAloneLeavesTheForecastAndExit0(fault: FixtureFault, reason: String) async throws {
        try await withSandbox { sandbox, url in
            await sandbox.server.setFault(fault, on: .airQuality)
            let run = try await sandbox.run(["now", "10001", "--api-url", url.absoluteString])
            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("New York, NY 10001\n"))
            #expect(run.stdout.contains("\nRain starting in about "))
            #expect(run.stdout.contains("\n⚠ Extreme Heat Warning until "))
            #expect(!run.stdout.contains("Air quality"))
            #expect(run.stderr == "lasso-weather: air quality unavailable: \(reason)\n")

            let json = try parseJSONObject(
                try await sandbox.run(["now", "10001", "--json", "--api-url", url.absoluteString]).stdout)
            #expect(json["airQuality"] is NSNull)
            #expect(json["airQualityError"] as? String == "air quality unavailable: \(reason)")
            #expect(json["temperature"] is Double)
            #expect((json["alerts"] as? [Any])?.count == 2)
        }
    }

    @Test func noAirQualitySkipsTheRequest() async throws {
        try await withSandbox { sandbox, url in
            let text = try await sandbox.run(["now", "10001", "--no-air-quality", "--api-url", url.absoluteString])
            #expect(text.status == 0 && text.stderr.isEmpty)
            #expect(!text.stdout.contains("Air quality"))
            let json = try parseJSONObject(
                try await sandbox.run(["now", "10001", "--no-air-quality", "--json", "--api-url", url.absoluteString])
                    .stdout)
            #expect(json["airQuality"] is NSNull)
            #expect(json["airQualityError"] as? String == "air quality is turned off")
            #expect(await sandbox.server.requestCount(on: .airQuality) == 0)
        }
    }

    @Test func aBadAirQualityURLIsBadInputAndTheHelpNamesTheOptions() async throws {
        let run = try await OneShotSandbox().run(["now", "10001", "--air-quality-url", "ftp://x"])
        #expect(run.status == 65)
        #expect(
            run.stderr
                == "lasso-weather: The air quality URL \"ftp://x\" is not usable: the scheme must be http or https.\n")
        let help = try await OneShotSandbox().run(["now", "--help"])
        #expect(help.stdout.contains("--no-air-quality"))
        #expect(help.stdout.contains("--air-quality-url"))
        #expect(help.stdout.contains(ServiceEndpoint.airQuality.environmentVariable))
        #expect(help.stdout.contains("%q"))
    }
}
