import Foundation
import Lasso
import LassoTesting
import Testing
import WeatherCore

@testable import WeatherApp

/// Detail's alerts: fetched beside the forecast and never waiting for it, a quiet note when they fail, kept when
/// a later fetch fails, dropped as they end, and handed to the Alerts screen and the Map.
@MainActor
@Suite(.serialEffects)
struct DetailAlertsStoreTests {
    typealias A = AlertFixtures
    let now = DetailFixtures.now

    @Test func alertsArriveWhileTheForecastIsStillLoading() async {
        var h = DetailHarness()
        h.alerts = .mock(A.snapshot.alerts, at: A.snapshot.fetchedAt)
        let store = h.store(DetailFixtures.state())

        store.send(.didAppear(h.saved)) {
            $0.hasAppeared = true
            $0.status = .loading
            $0.lastAttempt = now
        }
        // The forecast is parked; the alerts answer at once and are shown without it.
        await store.receive(.alerts(.didLoad(.success(A.snapshot), at: h.time.now))) {
            $0.alerts = .loaded(A.snapshot)
            $0.alertsCheckedAt = now
        }
        #expect(store.state.activeAlerts == [A.heat, A.storm])  // the ended one is not shown
        #expect(store.state.status == .loading)
        let snapshot = DetailFixtures.snapshot(age: 0)
        await h.loads.resume(LoadCall(zip: "10001", units: .imperial, policy: .cacheFirst), returning: snapshot)
        await store.receive(.didLoadForecast(.success(snapshot))) {
            $0.snapshot = snapshot
            $0.status = .idle
            $0.cursorHour = DetailFixtures.firstHour  // the first data puts the cursor on the current hour
            $0.firstVisibleHour = DetailFixtures.firstHour
        }
        store.cancelEffect(id: DetailStore.CancelID.clock)
        await store.finish()
        #expect(h.recordedAlerts.values == [AlertsSummary(A.snapshot.alerts)])
    }

    @Test func aFailureIsAQuietNoteAndALaterOneKeepsTheAlertsShown() async {
        var h = DetailHarness()
        let error = AlertsError.failed(.http(status: 500, reason: nil))
        h.alerts = .mock(error: error)
        let store = h.store(DetailFixtures.state(snapshot: DetailFixtures.snapshot()))
        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        await store.receive(.alerts(.didLoad(.failure(error), at: h.time.now))) {
            $0.alerts = .unavailable(error, since: h.time.now)
            $0.alertsCheckedAt = now
        }
        #expect(store.state.alertsNote == "alerts unavailable: HTTP 500" && store.state.alertsNoteAge == "just now")
        #expect(store.state.activeAlerts.isEmpty)

        store.send(.alerts(.didLoad(.success(A.active), at: h.time.now))) { $0.alerts = .loaded(A.active) }
        store.send(.alerts(.didLoad(.failure(error), at: h.time.now)))  // already checked at `now`: nothing changes
        #expect(store.state.activeAlerts == [A.heat, A.storm])
        #expect(store.state.alertsNote == nil)
        store.cancelEffect(id: DetailStore.CancelID.clock)
        await store.finish()
    }

    @Test func alertsTurnedOffSayNothing() async {
        var h = DetailHarness()
        h.alerts = .mock(error: .notRequested)
        let store = h.store(DetailFixtures.state(snapshot: DetailFixtures.snapshot()))
        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        await store.receive(.alerts(.didLoad(.failure(.notRequested), at: h.time.now))) {
            $0.alerts = .unavailable(.notRequested, since: h.time.now)
            $0.alertsCheckedAt = now
        }
        #expect(store.state.alertsNote == nil)
        store.cancelEffect(id: DetailStore.CancelID.clock)
        await store.finish()
    }

    @Test func aOpensTheAlertsInForceAndMapTakesThemToo() async {
        var state = DetailFixtures.state(snapshot: DetailFixtures.snapshot())
        state.alerts = .loaded(A.snapshot)
        let store = DetailHarness().store(state)
        store.send(.didPressAlerts)
        store.assertOutputs([.didRequestAlerts(DetailFixtures.place, A.active, utcOffsetSeconds: A.offset)])
        store.send(.didPressMap)
        store.assertOutputs([.didRequestMap(DetailFixtures.place, [A.heat, A.storm])])
        await store.finish()
    }

    @Test func aWithoutAlertsDoesNothing() async {
        var state = DetailFixtures.state(snapshot: DetailFixtures.snapshot())
        state.alerts = .loaded(AlertsSnapshot(alerts: [A.ended], fetchedAt: now))
        let store = DetailHarness().store(state)
        store.send(.didPressAlerts)
        #expect(DetailScreen.keyMap(store.state).hints.map(\.label).contains("alerts") == false)
        await store.finish()
    }

    @Test func anAlertThatEndsWhileOpenDropsOffAtTheNextTick() {
        var state = DetailFixtures.state(snapshot: DetailFixtures.snapshot())
        state.alerts = .loaded(A.active)
        #expect(state.activeAlerts.count == 2)
        state.now = A.storm.until!.addingTimeInterval(1)
        #expect(state.activeAlerts == [A.heat])
    }
}
