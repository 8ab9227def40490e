import Foundation
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// An alert from MeteoAlarm or ECCC is drawn in its source's colour (yellow, orange, red), not its CAP severity's:
/// ECCC calls every warning Severe, yellow or not; MeteoAlarm's orange is not the NWS's red. The banner, the Alerts
/// screen and Home's ⚠ all take it.
@MainActor
struct AlertColourTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    static func alert(_ severity: WeatherAlert.Severity, _ colour: AlertColour?) -> WeatherAlert {
        WeatherAlert(
            id: "a", event: "Freezing rain warning", severity: severity, expires: now + 3600, colour: colour)
    }

    @Test func theSourcesColourWinsOverTheSeverity() {
        #expect(AlertText.style(Self.alert(.severe, .yellow)).foreground == .yellow)
        #expect(AlertText.style(Self.alert(.severe, .orange)).foreground == .indexed(208))
        #expect(AlertText.style(Self.alert(.moderate, .red)).foreground == .red)
        // No colour (the NWS): the severity's, as before.
        #expect(AlertText.style(Self.alert(.severe, nil)).foreground == .red)
    }

    @Test func theBannerIsInTheAlertsColour() throws {
        let banner = try #require(
            AlertsBanner(
                alerts: [Self.alert(.severe, .yellow)], note: nil, utcOffsetSeconds: 0, iconSet: .unicode, now: Self.now
            ))
        var buffer = Buffer(width: 60, height: 1)
        banner.render(into: &buffer, area: buffer.area)
        #expect(buffer[0, 0].symbol == "⚠")
        #expect(buffer[0, 0].style.foreground == .yellow)
    }

    @Test func homesMarkerTakesTheReddestColour() {
        let summary = AlertsSummary([Self.alert(.severe, .yellow), Self.alert(.moderate, .orange)])
        #expect(summary?.colour == .orange)
        var entry = RecentSearch(place: HomeFixtures.newYork, searchedAt: Self.now)
        entry.lastAlerts = summary
        let state = HomeScreen.State(recents: [entry], now: Self.now)
        #expect(HomeRows.alertMarker(entry, state: state).spans.first?.style.foreground == .indexed(208))
    }

    /// A summary saved before colours existed still loads, with none.
    @Test func anOldSummaryLoadsWithoutAColour() throws {
        let old = #"{"severity":"Severe","count":1}"#
        let summary = try JSONDecoder().decode(AlertsSummary.self, from: Data(old.utf8))
        #expect(summary.colour == nil)
    }
}
