import Foundation
import ServiceEndpoints
import Testing
import WeatherFixtures

/// `lasso-weather now` with alerts: the built binary against the in-process fixture server, whose alerts route
/// (10001 New York, 73160 Oklahoma City, 32720 Deland have alerts) can fail on its own.
@Suite(.serialized, .leavesNothingBehind) struct NowAlertsTests {
    /// "Sat 9:00 PM" for an ISO 8601 instant, at a UTC offset: how `now` writes an alert's end.
    static func localTime(_ iso: String, utcOffsetSeconds: Int) throws -> String {
        let date = try #require(try? Date(iso, strategy: .iso8601))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: utcOffsetSeconds)
        formatter.dateFormat = "EEE h:mm a"
        return formatter.string(from: date)
    }

    @Test func alertLinesFollowTheConditionsMostSevereFirst() async throws {
        try await withSandbox { sandbox, url in
            let json = try parseJSONObject(
                try await sandbox.run(["now", "10001", "--json", "--api-url", url.absoluteString]).stdout)
            let offset = try #require((json["time"] as? [String: Any])?["utcOffsetSeconds"] as? Int)
            let alerts = try #require(json["alerts"] as? [[String: Any]])
            let (endsText, expiresText) = (alerts.first?["ends"] as? String, alerts.last?["expires"] as? String)
            let warningEnds = try Self.localTime(try #require(endsText), utcOffsetSeconds: offset)
            let statementExpires = try Self.localTime(try #require(expiresText), utcOffsetSeconds: offset)

            let run = try await sandbox.run(["now", "10001", "--api-url", url.absoluteString])
            #expect(run.status == 0)
            #expect(run.stderr.isEmpty)
            let lines = run.stdout.split(separator: "\n").map(String.init)
            // After the wind, the next two hours and the air quality, then the alerts.
            let air = try #require(lines.firstIndex { $0.hasPrefix("Air quality: ") })
            #expect(
                Array(lines[(air + 1)...].prefix(3)) == [
                    "⚠ Extreme Heat Warning until \(warningEnds)",
                    "⚠ Special Weather Statement until \(statementExpires)",
                    lines[air + 3],
                ])
            #expect(lines[air + 3].hasPrefix("As of "))
            #expect(lines.last == "Weather data by Open-Meteo.com")
            // The second run within 5 minutes used the cached alerts.
            #expect(await sandbox.server.alertsRequestCount() == 1)
        }
    }

    @Test func theAlertIconFollowsIcons() async throws {
        try await withSandbox { sandbox, url in
            let ascii = try await sandbox.run(["now", "73160", "--icons", "ascii", "--api-url", url.absoluteString])
            #expect(ascii.stdout.contains("\n! Tornado Warning until "))
            // The Test message the server also lists is not shown.
            #expect(!ascii.stdout.contains("Test Message"))
            let none = try await sandbox.run(["now", "73160", "--icons", "none", "--api-url", url.absoluteString])
            #expect(none.stdout.contains("\nTornado Warning until "))
        }
    }

    @Test func jsonListsTheAlertsWithStableKeys() async throws {
        try await withSandbox { sandbox, url in
            let started = Date()
            let run = try await sandbox.run(["now", "10001", "--json", "--api-url", url.absoluteString])
            #expect(run.status == 0)
            let json = try parseJSONObject(run.stdout)
            #expect(json["alertsError"] is NSNull)
            let alerts = try #require(json["alerts"] as? [[String: Any]])
            #expect(alerts.map { $0["event"] as? String } == ["Extreme Heat Warning", "Special Weather Statement"])
            let warning = alerts[0]
            #expect(
                warning.keys.sorted()
                    == [
                        "areas", "certainty", "colour", "ends", "event", "expires", "headline", "onset", "sender",
                        "severity", "urgency",
                    ])
            #expect(warning["severity"] as? String == "Severe")
            // The NWS gives no colour of its own (MeteoAlarm and ECCC do: "yellow", "orange", "red").
            #expect(warning["colour"] is NSNull)
            #expect(warning["urgency"] as? String == "Expected")
            #expect(warning["certainty"] as? String == "Likely")
            #expect(warning["sender"] as? String == "NWS Upton NY")
            #expect((warning["headline"] as? String)?.hasPrefix("Extreme Heat Warning issued ") == true)
            #expect(
                warning["areas"] as? [String] == [
                    "New York (Manhattan)", "Bronx", "Richmond (Staten Is.)", "Kings (Brooklyn)", "Northern Queens",
                    "Southern Queens",
                ])
            // The server's clock stands still at the sandbox's start: the warning ends 6 hours after it.
            let endsText = try #require(warning["ends"] as? String)
            let ends = try #require(try? Date(endsText, strategy: .iso8601))
            #expect(abs(ends.timeIntervalSince(started) - 6 * 3600) < 120)
            #expect(alerts[1]["ends"] is NSNull)

            let quiet = try parseJSONObject(
                try await sandbox.run(["now", "60601", "--json", "--api-url", url.absoluteString]).stdout)
            #expect((quiet["alerts"] as? [Any])?.isEmpty == true)
            #expect(quiet["alertsError"] is NSNull)
        }
    }

    @Test func noAlertsSkipsTheRequest() async throws {
        try await withSandbox { sandbox, url in
            let text = try await sandbox.run(["now", "10001", "--no-alerts", "--api-url", url.absoluteString])
            #expect(text.status == 0)
            #expect(text.stderr.isEmpty)
            #expect(!text.stdout.contains("Warning"))
            let json = try parseJSONObject(
                try await sandbox.run(["now", "10001", "--no-alerts", "--json", "--api-url", url.absoluteString])
                    .stdout)
            #expect(json["alerts"] is NSNull)
            #expect(json["alertsError"] as? String == "alerts are turned off")
            #expect(await sandbox.server.alertsRequestCount() == 0)
        }
    }

    @Test(arguments: [FixtureFault.serverError, .malformedJSON, .oversizedBody])
    func theAlertsRouteFailingAloneLeavesTheForecastAndExit0(fault: FixtureFault) async throws {
        try await withSandbox { sandbox, url in
            await sandbox.server.setFault(fault, on: .alerts)
            let run = try await sandbox.run(["now", "10001", "--api-url", url.absoluteString])
            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("New York, NY 10001\n"))
            #expect(run.stdout.contains("\nAs of "))
            #expect(!run.stdout.contains("Warning") && !run.stdout.contains("lerts"))
            #expect(run.stderrLines.count == 1)
            #expect(run.stderr.hasPrefix("lasso-weather: alerts unavailable: "))

            let json = try parseJSONObject(
                try await sandbox.run(["now", "10001", "--json", "--api-url", url.absoluteString]).stdout)
            #expect(json["alerts"] is NSNull)
            #expect((json["alertsError"] as? String)?.hasPrefix("alerts unavailable: ") == true)
            #expect(json["temperature"] is Double)
        }
    }

    @Test func aHangingAlertsServerCostsTheForecastAtMostTheGrace() async throws {
        try await withSandbox { sandbox, url in
            await sandbox.server.setFault(.hang, on: .alerts)
            let clock = ContinuousClock()
            let start = clock.now
            let run = try await sandbox.run(["now", "10001", "--api-url", url.absoluteString])
            let elapsed = clock.now - start
            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("New York, NY 10001\n"))
            #expect(run.stderr == "lasso-weather: alerts unavailable: timed out\n")
            // Ended by the 2-second grace after the forecast, not by the alerts' own 10-second timeout.
            #expect(elapsed < .seconds(9))
            #expect(await sandbox.server.alertsRequestCount() == 1)
        }
    }

    @Test func aPlaceTheServiceDoesNotCoverSaysSoOnStderr() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run(["now", "96960", "--api-url", url.absoluteString])
            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("Majuro, MH 96960\n"))
            #expect(run.stderr == "lasso-weather: alerts are not available for Majuro, MH\n")
        }
    }

    @Test func escapeSequencesInAlertsNeverReachTheTerminal() async throws {
        try await withSandbox { sandbox, url in
            await sandbox.server.setFault(.escapes, on: .alerts)
            let run = try await sandbox.run(["now", "73160", "--api-url", url.absoluteString])
            #expect(run.stdout.contains("\n⚠ Tornado Warning until "))
            #expect(!run.stdout.contains("\u{1B}") && !run.stdout.contains("\u{07}"))
            let json = try await sandbox.run(["now", "73160", "--json", "--api-url", url.absoluteString])
            #expect(!json.stdout.contains("\\u001b") && !json.stdout.contains("\u{1B}"))
        }
    }

    @Test func aBadAlertsURLIsBadInput() async throws {
        let run = try await OneShotSandbox().run(["now", "10001", "--alerts-url", "ftp://x"])
        #expect(run.status == 65)
        #expect(
            run.stderr == "lasso-weather: The alerts URL \"ftp://x\" is not usable: the scheme must be http or https.\n"
        )
    }

    @Test func helpNamesTheAlertOptions() async throws {
        let help = try await OneShotSandbox().run(["now", "--help"])
        #expect(help.stdout.contains("--no-alerts"))
        #expect(help.stdout.contains("--alerts-url"))
        #expect(help.stdout.contains(ServiceEndpoint.alerts.environmentVariable))
        #expect(help.stdout.contains("--eccc-url"))
        #expect(help.stdout.contains(ServiceEndpoint.eccc.environmentVariable))
    }
}
