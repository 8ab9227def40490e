import Foundation
import Testing
import WeatherFixtures

/// `lasso-weather now PLACE --format FORMAT`, the built binary against the in-process fixture server: one line,
/// the same caches as `now`, the cached values marked offline when the server fails, and usage errors.
@Suite struct StatusLineCommandTests {
    @Test func oneLineFromWhatTheServerServesAndTheCachesAfterThat() async throws {
        try await withSandbox { sandbox, url in
            let json = try parseJSONObject(
                try await sandbox.run(["now", "10001", "--json", "--api-url", url.absoluteString]).stdout)
            let temperature = try #require(json["temperature"] as? Double)
            let high = try #require((json["today"] as? [String: Any])?["high"] as? Double)
            let condition = try #require((json["condition"] as? [String: Any])?["description"] as? String)

            let run = try await sandbox.run([
                "now", "10001", "--format", "%n %z: %t, %c, high %H · %a %e · 100%%", "--api-url", url.absoluteString,
            ])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.isEmpty)
            #expect(
                run.stdout == "New York, NY 10001: \(wholeDegrees(temperature))°F, \(condition), "
                    + "high \(wholeDegrees(high))°F · 2 Extreme Heat Warning · 100%\n")
            // A status bar running it every minute: the cached forecast and alerts answer, no new request.
            _ = try await sandbox.run(["now", "10001", "--format", "%t", "--api-url", url.absoluteString])
            #expect(await sandbox.server.forecastRequestCount() == 1)
            #expect(await sandbox.server.alertsRequestCount() == 1)
        }
    }

    @Test func unitsAndIconsFollowTheirOptions() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run([
                "now", "10001", "--format", "%i|%t|%w", "--units", "metric", "--icons", "none", "--no-alerts",
                "--api-url", url.absoluteString,
            ])
            #expect(run.status == 0, "\(run.stderr)")
            let fields = run.stdout.dropLast().split(separator: "|", omittingEmptySubsequences: false)
            #expect(fields.count == 3)
            #expect(fields.first == "")
            #expect(fields.dropFirst().first?.hasSuffix("°C") == true)
            #expect(fields.last?.contains("km/h") == true)
        }
    }

    @Test func whenTheServerFailsTheCachedValuesAreMarkedOffline() async throws {
        try await withSandbox { sandbox, url in
            let first = try await sandbox.run(["now", "10001", "--format", "%t %h", "--api-url", url.absoluteString])
            #expect(first.status == 0)
            await sandbox.server.setFault(.serverError)
            let run = try await sandbox.run([
                "now", "10001", "--refresh", "--format", "%t %h", "--api-url", url.absoluteString,
            ])
            #expect(run.status == 0)
            #expect(run.stdout == String(first.stdout.dropLast()) + " (offline)\n")
            #expect(run.stderr.contains("(HTTP 500)"))
        }
    }

    @Test func anUnknownPlaceholderIsAUsageErrorNamingIt() async throws {
        try await withSandbox { sandbox, url in
            let run = try await sandbox.run(["now", "10001", "--format", "%t %x", "--api-url", url.absoluteString])
            #expect(run.status == 64)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains("Unknown placeholder %x in --format"))
            #expect(await sandbox.server.forecastRequestCount() == 0)
        }
    }

    @Test func formatAndJSONTogetherAreAUsageError() async throws {
        let run = try await OneShotSandbox().run(["now", "10001", "--format", "%t", "--json"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--format and --json cannot be used together"))
    }
}
