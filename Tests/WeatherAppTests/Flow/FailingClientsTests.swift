import LassoTesting
import Testing
import WeatherAppTesting
import WeatherCore

@testable import WeatherApp

/// The test environment's failing clients fail the test that calls them (through IssueReporting, as LassoTesting
/// does), so a store test passing with them proves its reducer never reached for the settings or a zone.
@Suite(.serialEffects)
struct FailingClientsTests {
    @Test func theSettingsReportAnIssueWhenReadOrWritten() {
        withKnownIssue { _ = SettingsClient.failing.load() }
        withKnownIssue { SettingsClient.failing.save(Settings()) }
    }

    @Test func theTestEnvironmentsZoneLookupReportsAnIssue() {
        let environment = AppEnvironment.test(clock: .live)
        withKnownIssue { #expect(environment.zones.rules("America/New_York") == nil) }
    }
}
