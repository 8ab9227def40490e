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

    /// The network clients of the test environment report a call too, and throw: none answers silently.
    @Test func theTestEnvironmentsNetworkClientsReportAnIssueAndThrow() async {
        let environment = AppEnvironment.test(clock: .live)
        let box = GeoBox(minLongitude: -75, minLatitude: 40, maxLongitude: -73, maxLatitude: 41)
        await withKnownIssue {
            await #expect(throws: WeatherError.self) {
                try await environment.conditions.fetch(
                    ConditionsRequest(places: [HomeFixtures.newYork], units: .imperial))
            }
        }
        await withKnownIssue {
            await #expect(throws: WeatherError.self) {
                try await environment.mapLayer.fetch(LayerGridRequest(area: box, units: .imperial))
            }
        }
        await withKnownIssue {
            await #expect(throws: WeatherError.self) {
                try await environment.radar.frame(RadarRequest(area: box, width: 8, height: 8, time: HomeFixtures.now))
            }
        }
        await withKnownIssue {
            await #expect(throws: WeatherError.self) { try await environment.geocoder.search("Suva") }
        }
    }
}
