import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// A place in a country with no source of official alerts says so, on Detail as one dim line and on the Alerts
/// screen as a plain sentence: never the empty banner of a calm day, never "couldn't load" with a retry.
@MainActor
@Suite(.serialEffects)
struct AlertsNoSourceTests {
    typealias A = AlertFixtures
    static let noSource = AlertsError.noOfficialSource("Japan")

    @Test func detailSaysThereIsNoSourceInOneDimLine() async {
        var h = DetailHarness()
        h.alerts = .mock(error: Self.noSource)
        let store = h.store(DetailFixtures.state(snapshot: DetailFixtures.snapshot()))
        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        await store.receive(.alerts(.didLoad(.failure(Self.noSource), at: h.time.now))) {
            $0.alerts = .unavailable(Self.noSource, since: h.time.now)
            $0.alertsCheckedAt = DetailFixtures.now
        }
        #expect(store.state.alertsNote == "No official alerts source for Japan")
        store.cancelEffect(id: DetailStore.CancelID.clock)
        await store.finish()

        var state = DetailFixtures.state(snapshot: DetailFixtures.snapshot())
        state.alerts = .unavailable(Self.noSource, since: h.time.now)
        let row = renderDetail(state, width: 80, height: 22).styleDump(rows: 2...2)
        #expect(row.contains(#"dim "No official alerts source for Japan""#), "\(row)")
    }

    @Test func theAlertsScreenSaysTheSameWithoutOfferingARetry() {
        var state = WeatherAlertsScreen.State(
            place: DetailFixtures.place, alerts: nil, utcOffsetSeconds: A.offset, now: A.now)
        state.content = .failed(Self.noSource)
        var buffer = Buffer(width: 50, height: 10)
        _ = WeatherAlertsView(store: ViewStore(state: { state }, send: { _ in })).render(
            into: &buffer, area: buffer.area)
        let text = buffer.lines().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(text == ["No official alerts source for Japan"])
    }
}
