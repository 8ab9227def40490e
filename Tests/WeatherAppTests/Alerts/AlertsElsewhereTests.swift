import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// MeteoAlarm answers for a whole country: the alerts whose area is not the place's travel apart and are listed on
/// the Alerts screen under "Elsewhere in Poland", never in the place's count, Detail's banner or its list.
@MainActor
@Suite(.serialEffects)
struct AlertsElsewhereTests {
    typealias A = AlertFixtures
    static let warsaw = Place(
        zip: "", city: "Warsaw", state: "", timeZone: "Europe/Warsaw", latitude: 52.2298, longitude: 21.0118,
        country: "PL", geonameID: 756_135, region: "Mazowieckie")
    static let rain = WeatherAlert(
        id: "urn:rain", event: "Rain Orange Warning", severity: .severe, urgency: "Future", certainty: "Likely",
        onset: A.now.addingTimeInterval(-600), expires: A.now.addingTimeInterval(7200),
        senderName: "IMGW-PIB via MeteoAlarm", areaDesc: "Tatrzański")
    static let over = WeatherAlert(
        id: "urn:over", event: "Wind Yellow Warning", severity: .moderate, expires: A.now.addingTimeInterval(-60),
        senderName: "IMGW-PIB via MeteoAlarm", areaDesc: "Gdański")

    func render(_ snapshot: AlertsSnapshot, height: Int = 16) -> [String] {
        let state = WeatherAlertsScreen.State(place: Self.warsaw, alerts: snapshot, utcOffsetSeconds: 3600, now: A.now)
        var buffer = Buffer(width: 60, height: height)
        _ = WeatherAlertsView(store: ViewStore(state: { state }, send: { _ in })).render(
            into: &buffer, area: buffer.area)
        return buffer.lines().map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func theCountrysOtherAlertsFollowUnderTheirOwnHeading() {
        let lines = render(AlertsSnapshot(alerts: [A.heat], elsewhere: [Self.rain, Self.over], fetchedAt: A.now))
        #expect(lines[0] == "1 active alert for Warsaw, Mazowieckie, PL")
        let heading = lines.firstIndex(of: "Elsewhere in Poland")
        let own = lines.firstIndex { $0.contains("Extreme Heat Warning") }
        let other = lines.firstIndex { $0.contains("Rain Orange Warning") }
        #expect(own != nil && heading != nil && other != nil)
        if let own, let heading, let other { #expect(own < heading && heading < other) }
        // An alert elsewhere that has ended is not listed.
        #expect(!lines.contains { $0.contains("Wind Yellow Warning") })
    }

    @Test func withNoneOfItsOwnThePlaceSaysSoAboveTheCountrys() {
        let lines = render(AlertsSnapshot(alerts: [], elsewhere: [Self.rain], fetchedAt: A.now))
        #expect(
            Array(lines.prefix(3)) == [
                "No active alerts for Warsaw, Mazowieckie, PL", "Elsewhere in Poland", "▶ Rain Orange Warning",
            ])
    }

    @Test func theStateListsOwnFirstSoSelectionAndReadingReachBoth() {
        let state = WeatherAlertsScreen.State(
            place: Self.warsaw, alerts: AlertsSnapshot(alerts: [A.heat], elsewhere: [Self.rain], fetchedAt: A.now),
            utcOffsetSeconds: 3600, now: A.now)
        #expect(state.ownAlerts.map(\.id) == ["urn:heat"])
        #expect(state.alerts.map(\.id) == ["urn:heat", "urn:rain"])
    }

    @Test func detailCountsThemQuietlyAndOpensThemWithA() async {
        var h = DetailHarness()
        let snapshot = AlertsSnapshot(alerts: [], elsewhere: [Self.rain], fetchedAt: A.now)
        h.alerts = AlertsService(load: { _ in snapshot })
        var state = DetailFixtures.state(snapshot: DetailFixtures.snapshot())
        state.place = Self.warsaw
        let store = h.store(state)
        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        await store.receive(.alerts(.didLoad(.success(snapshot), at: h.time.now))) {
            $0.alerts = .loaded(snapshot)
            $0.alertsCheckedAt = DetailFixtures.now
        }
        #expect(store.state.activeAlerts.isEmpty)
        #expect(store.state.alertsNote == "1 alert elsewhere in Poland (a)")
        #expect(DetailScreen.keyMap(store.state).hints.contains { $0.label == "alerts" })
        store.send(.didPressAlerts)
        store.assertOutputs([.didRequestAlerts(Self.warsaw, snapshot, utcOffsetSeconds: store.state.utcOffsetSeconds)])
        store.cancelEffect(id: DetailStore.CancelID.clock)
        await store.finish()
    }
}
