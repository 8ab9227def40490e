import Foundation
import Testing
import WeatherCore

@testable import LassoWeatherCommands

/// `now --json`'s `sources`: how each side source went, so a cached answer standing in for a failure is never
/// taken for a new one.
struct NowSourcesReportTests {
    typealias F = StatusLineFixtures

    static func sources(_ change: (inout NowReport) -> Void) throws -> [String: [String: Any]] {
        var report = F.report()
        change(&report)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(report.json.rendered().utf8)) as? [String: Any])
        return try #require(json["sources"] as? [String: [String: Any]])
    }

    @Test func eachSidesOutcome() throws {
        let error = WeatherError.http(status: 500, reason: nil)
        let sources = try Self.sources { report in
            report.alerts = .success(
                AlertsSnapshot(alerts: [], fetchedAt: F.now.addingTimeInterval(-300), staleBecause: error))
            report.airQuality = .failure(.timedOut(seconds: 10))
            report.spread = .success(
                SpreadSnapshot(
                    spread: NowSpreadReportTests.spread, fetchedAt: F.now.addingTimeInterval(-900),
                    freshness: .offline(error)))
        }
        #expect(sources["alerts"]?["outcome"] as? String == "stale")
        #expect(sources["alerts"]?["reason"] as? String == "HTTP 500")
        #expect(sources["alerts"]?["fetchedAt"] as? String == F.now.addingTimeInterval(-300).formatted(.iso8601))
        #expect(sources["airQuality"]?["outcome"] as? String == "failed")
        #expect(sources["airQuality"]?["reason"] as? String == "timed out")
        #expect(sources["spread"]?["outcome"] as? String == "stale")
        #expect(sources["normals"]?["outcome"] as? String == "notAsked")

        let fine = try Self.sources { report in
            report.alerts = .success(AlertsSnapshot(alerts: [], fetchedAt: F.now))
        }
        #expect(fine["alerts"]?["outcome"] as? String == "answered")
        #expect(fine["alerts"]?["reason"] is NSNull)
    }
}
