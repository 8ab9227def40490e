import Foundation
import Lasso
import LassoTesting
import Testing
import WeatherCore

@testable import WeatherApp

/// Detail's reducer driven by the exhaustive test store: every state change, received action, output and running
/// effect is accounted for; loads and clock sleeps answer only when the test says.
@MainActor
@Suite(.serialEffects)
struct DetailStoreTests {
    let place = DetailFixtures.place
    let now = DetailFixtures.now

    @Test func appearingWithoutDataLoadsCacheFirstAndSpinsWhileLoading() async {
        let h = DetailHarness()
        let store = h.store(DetailFixtures.state())
        let snapshot = DetailFixtures.snapshot(age: 0)

        store.send(.didAppear(h.saved)) {
            $0.hasAppeared = true
            $0.status = .loading
            $0.lastAttempt = now
        }
        await h.receiveNoAlerts(store)
        await h.time.advance(by: DetailStore.spinnerInterval)
        await store.receive(.didAdvanceSpinner) { $0.spinnerTick = 1 }

        await h.loads.resume(LoadCall(zip: "10001", units: .imperial, policy: .cacheFirst), returning: snapshot)
        await store.receive(.didLoadForecast(.success(snapshot))) {
            $0.snapshot = snapshot
            $0.status = .idle
            $0.cursorHour = DetailFixtures.firstHour  // the first data puts the cursor on the current hour
            $0.firstVisibleHour = DetailFixtures.firstHour
        }
        store.cancelEffect(id: DetailStore.CancelID.clock)  // it runs as long as the screen lives
        await store.finish()

        #expect(await h.loads.calls == [LoadCall(zip: "10001", units: .imperial, policy: .cacheFirst)])
        #expect(
            h.observations.values == [
                Observation(zip: "10001", temperature: 54.3, units: .imperial, weatherCode: 2, at: now)
            ])
    }

    @Test func aSnapshotInHandMeansNoRequest() async {
        let h = DetailHarness()
        let snapshot = DetailFixtures.snapshot()
        let store = h.store(DetailFixtures.state(snapshot: snapshot))

        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        await h.receiveNoAlerts(store)
        let later = await h.tick()
        await store.receive(.didTick(later)) { $0.now = later }
        store.cancelEffect(id: DetailStore.CancelID.clock)  // it runs as long as the screen lives
        await store.finish()

        #expect(await h.loads.calls.isEmpty)
        #expect(
            h.observations.values == [
                Observation(
                    zip: "10001", temperature: 54.3, units: .imperial, weatherCode: 2,
                    at: snapshot.fetchedAt)
            ])
    }

    @Test func refreshReplacesTheLoadInFlight() async {
        let h = DetailHarness()
        let store = h.store(DetailFixtures.state())
        let fresh = DetailFixtures.snapshot(age: 0)

        store.send(.didAppear(h.saved)) {
            $0.hasAppeared = true
            $0.status = .loading
            $0.lastAttempt = now
        }
        await h.receiveNoAlerts(store)
        // Let the first load reach the service before replacing it, so the calls below are in a known order.
        await h.loads.waitForCalls(1)
        // Already loading: only the refresh is new.
        store.send(.didPressRefresh) { $0.refresh = RefreshRequest(askedAt: now, asking: ["alerts"]) }
        await store.receive(.alerts(.didLoad(.success(DetailHarness.noAlerts), at: h.time.now))) {
            $0.refresh?.settle("alerts", .answered)
        }
        await h.loads.resume(LoadCall(zip: "10001", units: .imperial, policy: .refresh), returning: fresh)
        await store.receive(.didLoadForecast(.success(fresh))) {
            $0.snapshot = fresh
            $0.status = .idle
            $0.refresh?.outcome = .updated(fresh.fetchedAt)
            $0.cursorHour = DetailFixtures.firstHour  // the first data puts the cursor on the current hour
            $0.firstVisibleHour = DetailFixtures.firstHour
        }
        store.cancelEffect(id: DetailStore.CancelID.clock)  // it runs as long as the screen lives
        // The first, cache-first load is never answered: finish() passing shows it was cancelled, not left running.
        await store.finish()
        #expect(
            await h.loads.calls == [
                LoadCall(zip: "10001", units: .imperial, policy: .cacheFirst),
                LoadCall(zip: "10001", units: .imperial, policy: .refresh),
            ])
    }

    /// `r` with the alerts service failing: the forecast updates, the cached banner stays, and the note says the
    /// alerts were not updated (not "updated just now").
    @Test func aFailedAlertsRefreshIsSaidNotHidden() async {
        var h = DetailHarness()
        let cached = AlertsSnapshot(alerts: [], fetchedAt: now.addingTimeInterval(-240))
        let error = WeatherError.http(status: 500, reason: nil)
        h.alerts = AlertsService(
            load: { _ in cached }, refresh: { _ throws(AlertsError) in throw .failed(error) })
        let snapshot = DetailFixtures.snapshot()
        let store = h.store(DetailFixtures.state(snapshot: snapshot))
        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        await store.receive(.alerts(.didLoad(.success(cached), at: h.time.now))) {
            $0.alerts = .loaded(cached)
            $0.alertsCheckedAt = now
        }
        store.send(.didPressRefresh) {
            $0.status = .loading
            $0.lastAttempt = now
            $0.refresh = RefreshRequest(askedAt: now, asking: ["alerts"])
        }
        await store.receive(.alerts(.didLoad(.failure(.failed(error)), at: h.time.now))) {
            $0.refresh?.settle("alerts", .failed("HTTP 500", dataFrom: cached.fetchedAt))
        }
        let fresh = DetailFixtures.snapshot(age: 0)
        await h.loads.resume(LoadCall(zip: "10001", units: .imperial, policy: .refresh), returning: fresh)
        await store.receive(.didLoadForecast(.success(fresh))) {
            $0.snapshot = fresh
            $0.status = .idle
            $0.refresh?.outcome = .updated(fresh.fetchedAt)
        }
        #expect(store.state.alerts == .loaded(cached))
        #expect(store.state.refresh?.note(now: now) == "not updated: alerts (HTTP 500, from 4 min ago)")
        store.cancelEffect(id: DetailStore.CancelID.clock)
        await store.finish()
    }

    @Test func aFailedRefreshKeepsTheDataAndMarksItOffline() async {
        let h = DetailHarness()
        let snapshot = DetailFixtures.snapshot()
        let store = h.store(DetailFixtures.state(snapshot: snapshot))
        let error = WeatherError.cannotConnect(host: "api.open-meteo.com", detail: "connection refused")

        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        store.send(.didPressRefresh) {
            $0.status = .loading
            $0.lastAttempt = now
            $0.refresh = RefreshRequest(askedAt: now, asking: ["alerts"])
        }
        await h.receiveNoAlerts(store)
        await h.loads.resume(LoadCall(zip: "10001", units: .imperial, policy: .refresh), throwing: error)
        await store.receive(.didLoadForecast(.failure(error))) {
            $0.status = .failed(error)
            $0.refresh?.outcome = .failed(error.shortReason)
        }
        #expect(store.state.snapshot == snapshot)
        #expect(store.state.offlineReason == error)
        #expect(store.state.failureWithoutData == nil)
        store.cancelEffect(id: DetailStore.CancelID.clock)  // it runs as long as the screen lives
        await store.finish()
    }

    @Test func aFailureWithNoDataIsShownAsTheError() async {
        let h = DetailHarness()
        let store = h.store(DetailFixtures.state())
        let error = WeatherError.http(status: 503, reason: "The service is overloaded")

        store.send(.didAppear(h.saved)) {
            $0.hasAppeared = true
            $0.status = .loading
            $0.lastAttempt = now
        }
        await h.receiveNoAlerts(store)
        await h.loads.resume(LoadCall(zip: "10001", units: .imperial, policy: .cacheFirst), throwing: error)
        await store.receive(.didLoadForecast(.failure(error))) { $0.status = .failed(error) }
        #expect(store.state.failureWithoutData == error)
        #expect(store.state.offlineReason == nil)
        store.cancelEffect(id: DetailStore.CancelID.clock)  // it runs as long as the screen lives
        await store.finish()
        #expect(h.observations.values.isEmpty)
    }

    @Test func toggleUnitsConvertsAtOnceSavesAndReloads() async {
        let h = DetailHarness()
        let imperial = DetailFixtures.snapshot()
        let store = h.store(DetailFixtures.state(snapshot: imperial))
        let metric = DetailFixtures.snapshot(.metric, age: 0)

        store.send(.didToggleUnits) {
            $0.units = .metric
            $0.snapshot?.forecast = imperial.forecast.converted(to: .metric)
            $0.status = .loading
            $0.lastAttempt = now
        }
        await h.loads.resume(LoadCall(zip: "10001", units: .metric, policy: .cacheFirst), returning: metric)
        await store.receive(.didLoadForecast(.success(metric))) {
            $0.snapshot = metric
            $0.status = .idle
        }
        await store.finish()
        #expect(h.savedUnits.values == [.metric])
        #expect(h.observations.values.map(\.units) == [.metric])
    }

    @Test func aLateAnswerInOtherUnitsIsConverted() async {
        let h = DetailHarness()
        let store = h.store(DetailFixtures.state(units: .metric))
        let imperial = DetailFixtures.snapshot(.imperial)
        var shown = imperial
        shown.forecast = imperial.forecast.converted(to: .metric)

        store.send(.didLoadForecast(.success(imperial))) {
            $0.snapshot = shown
            $0.cursorHour = DetailFixtures.firstHour  // the first data puts the cursor on the current hour
            $0.firstVisibleHour = DetailFixtures.firstHour
        }
        await store.finish()
        #expect(h.observations.values.map(\.units) == [.metric])
    }

    @Test func mapKeyAsksForTheMap() async {
        let store = DetailHarness().store(DetailFixtures.state(snapshot: DetailFixtures.snapshot()))
        store.send(.didPressMap)
        store.assertOutputs([.didRequestMap(place, [])])
        await store.finish()
    }

    @Test func theCursorStaysWithinTheHours() async {
        let store = DetailHarness().store(DetailFixtures.state(snapshot: DetailFixtures.snapshot()))
        let hours = DetailFixtures.forecast().hourly.map(\.time)
        store.send(.didMoveHourCursor(.previous))  // already on the first hour
        store.send(.didMoveHourCursor(.next)) { $0.cursorHour = hours[1] }
        store.send(.didMoveHourCursor(.last)) { $0.cursorHour = hours[47] }
        store.send(.didMoveHourCursor(.next))  // already on the last
        store.send(.didMoveHourCursor(.first)) { $0.cursorHour = hours[0] }
        await store.finish()
    }

    @Test func movingTheCursorWithoutDataDoesNothing() async {
        let store = DetailHarness().store(DetailFixtures.state())
        store.send(.didMoveHourCursor(.next))
        store.send(.didMoveHourCursor(.last))
        await store.finish()
    }
}
