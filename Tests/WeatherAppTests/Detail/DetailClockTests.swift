import Foundation
import Lasso
import LassoTesting
import Testing
import WeatherCore

@testable import WeatherApp

/// The slow clock: ticks move `now`, stale data refreshes by itself, an offline screen retries only every
/// 10 minutes, and the screen's effects stop when the store is dismantled.
@MainActor
@Suite(.serialEffects)
struct DetailClockTests {
    let now = DetailFixtures.now

    @Test func dataOlderThanTenMinutesRefreshesOnATick() async {
        let h = DetailHarness()
        let old = DetailFixtures.snapshot(age: 9 * 60 + 45)
        let store = h.store(DetailFixtures.state(snapshot: old))
        let newer = DetailFixtures.snapshot(age: -30)

        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        await h.receiveNoAlerts(store)
        let later = await h.tick()
        await store.receive(.didTick(later)) {
            $0.now = later
            $0.status = .loading
            $0.lastAttempt = later
        }
        await h.loads.resume(LoadCall(zip: "10001", units: .imperial, policy: .cacheFirst), returning: newer)
        await store.receive(.didLoadForecast(.success(newer))) {
            $0.snapshot = newer
            $0.status = .idle
        }
        store.cancelEffect(id: DetailStore.CancelID.clock)  // it runs as long as the screen lives
        await store.finish()
        #expect(h.observations.values.count == 2)  // the snapshot given, then the refreshed one
    }

    @Test func aStaleSnapshotInHandIsShownAndRefreshedAtOnce() async {
        let h = DetailHarness()
        let stale = DetailFixtures.snapshot(age: 2 * 3600)
        let store = h.store(DetailFixtures.state(snapshot: stale))
        let fresh = DetailFixtures.snapshot(age: 0)

        store.send(.didAppear(h.saved)) {
            $0.hasAppeared = true
            $0.status = .loading
            $0.lastAttempt = now
        }
        await h.receiveNoAlerts(store)
        #expect(store.state.snapshot == stale)
        await h.loads.resume(LoadCall(zip: "10001", units: .imperial, policy: .cacheFirst), returning: fresh)
        await store.receive(.didLoadForecast(.success(fresh))) {
            $0.snapshot = fresh
            $0.status = .idle
        }
        store.cancelEffect(id: DetailStore.CancelID.clock)  // it runs as long as the screen lives
        await store.finish()
    }

    @Test func anOfflineScreenRetriesOnlyAfterTenMinutes() async {
        let h = DetailHarness()
        let error = WeatherError.timedOut(seconds: 10)
        let offline = DetailFixtures.snapshot(age: 2 * 3600, freshness: .offline(error))
        let store = h.store(DetailFixtures.state(snapshot: offline))

        // Home just tried the network: the first ticks do not try again.
        store.send(.didAppear(h.saved)) {
            $0.hasAppeared = true
            $0.lastAttempt = now
        }
        await h.receiveNoAlerts(store)
        // Every tick before ten minutes since that attempt only moves the clock on (and, after five, asks for
        // alerts again: they refresh on their own schedule).
        for n in 1..<20 {
            let tick = await h.tick()
            await store.receive(.didTick(tick)) { $0.now = tick }
            if n == 10 { await h.receiveNoAlerts(store, at: tick) }
        }
        let tenMinutes = await h.tick()
        #expect(tenMinutes == now.addingTimeInterval(600))
        await store.receive(.didTick(tenMinutes)) {
            $0.now = tenMinutes
            $0.status = .loading
            $0.lastAttempt = tenMinutes
        }
        await h.receiveNoAlerts(store, at: tenMinutes)  // five minutes after the last answer about alerts
        await h.loads.resume(LoadCall(zip: "10001", units: .imperial, policy: .cacheFirst), throwing: error)
        await store.receive(.didLoadForecast(.failure(error))) { $0.status = .failed(error) }
        store.cancelEffect(id: DetailStore.CancelID.clock)  // it runs as long as the screen lives
        await store.finish()
    }

    @Test func theSpinnerAdvancesOnlyWhileLoading() async {
        let h = DetailHarness()
        let store = h.store(DetailFixtures.state(snapshot: DetailFixtures.snapshot()))
        let fresh = DetailFixtures.snapshot(age: 0)

        store.send(.didPressRefresh) {
            $0.status = .loading
            $0.lastAttempt = now
            $0.refresh = RefreshRequest(askedAt: now, asking: ["alerts"])
        }
        await h.receiveNoAlerts(store)
        for tick in 1...3 {
            await h.time.advance(by: DetailStore.spinnerInterval)
            await store.receive(.didAdvanceSpinner) { $0.spinnerTick = tick }
        }
        await h.loads.resume(LoadCall(zip: "10001", units: .imperial, policy: .refresh), returning: fresh)
        await store.receive(.didLoadForecast(.success(fresh))) {
            $0.refresh?.outcome = .updated((fresh).fetchedAt)
            $0.snapshot = fresh
            $0.status = .idle
        }
        // finish() fails if the spinner (or anything else) still runs once the load is done.
        await store.finish()
    }

    @Test func dismantlingTheStoreStopsTheClockAndTheLoad() async {
        let h = DetailHarness()
        let store = LassoStore<DetailScreen>(initialState: DetailFixtures.state(), reducer: h.reducer())

        store.send(.didAppear(h.saved))
        #expect(store.runningEffectCount == 4)  // clock, load, spinner, alerts
        store.dismantle()
        #expect(store.runningEffectCount == 0)
        // A dismantled screen starts nothing new.
        store.send(.didPressRefresh)
        #expect(store.runningEffectCount == 0)
    }
}
