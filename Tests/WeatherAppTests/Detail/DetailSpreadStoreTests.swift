import Foundation
import Lasso
import LassoTesting
import Testing
import WeatherCore

@testable import WeatherApp

/// The spread's effect in Detail's reducer: asked beside the forecast on appearing (cache first), past the cache on
/// `r`, in the new units on `u`; a failure is kept as one quiet status and never touches the forecast.
@MainActor
@Suite(.serialEffects)
struct DetailSpreadStoreTests {
    struct Call: Equatable, Sendable {
        var zip: String
        var units: UnitSystem
        var policy: LoadPolicy
    }

    let spread = DetailSpreadFixtures.snapshot()

    func harness(_ answer: Result<SpreadSnapshot, WeatherError>, calls: Recorded<Call>) -> DetailHarness {
        var h = DetailHarness()
        h.spread = SpreadService { place, units, policy throws(WeatherError) in
            calls.append(Call(zip: place.zip, units: units, policy: policy))
            return try answer.get()
        }
        return h
    }

    func pendingState(snapshot: ForecastSnapshot? = DetailFixtures.snapshot()) -> DetailScreen.State {
        var state = DetailFixtures.state(snapshot: snapshot)
        state.spread = .pending
        return state
    }

    @Test func appearingAsksBesideTheForecastAndRefreshAsksPastTheCache() async {
        let calls = Recorded<Call>()
        let h = harness(.success(spread), calls: calls)
        let store = h.store(pendingState())

        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        await store.receive(.spread(.didLoad(.success(spread), at: h.time.now))) { $0.spread = .loaded(spread) }
        await h.receiveNoAlerts(store)
        #expect(store.state.shownSpread == spread.spread)

        let now = DetailFixtures.now
        store.send(.didPressRefresh) {
            $0.status = .loading
            $0.lastAttempt = now
            $0.refresh = RefreshRequest(askedAt: now, asking: ["alerts", "spread"])
        }
        await store.receive(.alerts(.didLoad(.success(DetailHarness.noAlerts), at: h.time.now))) {
            $0.refresh?.settle("alerts", .answered)
        }
        await store.receive(.spread(.didLoad(.success(spread), at: h.time.now))) {
            $0.refresh?.settle("spread", .answered)
        }
        #expect(store.state.refresh?.note(now: now) == "refreshing…")
        let fresh = DetailFixtures.snapshot(age: 0)
        await h.loads.resume(LoadCall(zip: "10001", units: .imperial, policy: .refresh), returning: fresh)
        await store.receive(.didLoadForecast(.success(fresh))) {
            $0.snapshot = fresh
            $0.status = .idle
            $0.refresh?.outcome = .updated(fresh.fetchedAt)
        }
        #expect(store.state.refresh?.note(now: now) == "updated just now")
        store.cancelEffect(id: DetailStore.CancelID.clock)  // it runs as long as the screen lives
        await store.finish()
        #expect(
            calls.values == [
                Call(zip: "10001", units: .imperial, policy: .cacheFirst),
                Call(zip: "10001", units: .imperial, policy: .refresh),
            ])
    }

    @Test func aFailureIsKeptQuietlyAndTheForecastStays() async {
        let calls = Recorded<Call>()
        let error = WeatherError.http(status: 500, reason: nil)
        let h = harness(.failure(error), calls: calls)
        let snapshot = DetailFixtures.snapshot()
        let store = h.store(pendingState(snapshot: snapshot))

        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        await store.receive(.spread(.didLoad(.failure(error), at: h.time.now))) {
            $0.spread = .unavailable(error, since: h.time.now)
        }
        await h.receiveNoAlerts(store)
        #expect(store.state.snapshot == snapshot)
        #expect(store.state.spreadNote == "spread unavailable: HTTP 500, just now")
        #expect(store.state.shownSpread == nil)
        store.cancelEffect(id: DetailStore.CancelID.clock)
        await store.finish()
    }

    @Test func switchingUnitsAsksTheSpreadInTheNewOnes() async {
        let calls = Recorded<Call>()
        let h = harness(.success(spread), calls: calls)
        let imperial = DetailFixtures.snapshot()
        var state = pendingState(snapshot: imperial)
        state.spread = .loaded(spread)
        let store = h.store(state)
        let now = DetailFixtures.now

        store.send(.didToggleUnits) {
            $0.units = .metric
            $0.snapshot?.forecast = imperial.forecast.converted(to: .metric)
            $0.status = .loading
            $0.lastAttempt = now
        }
        // Until the metric spread comes, the imperial one is not drawn.
        #expect(store.state.shownSpread == nil)
        await store.receive(.spread(.didLoad(.success(spread), at: h.time.now)))
        let metric = DetailFixtures.snapshot(.metric, age: 0)
        await h.loads.resume(LoadCall(zip: "10001", units: .metric, policy: .cacheFirst), returning: metric)
        await store.receive(.didLoadForecast(.success(metric))) {
            $0.snapshot = metric
            $0.status = .idle
        }
        await store.finish()
        #expect(calls.values == [Call(zip: "10001", units: .metric, policy: .cacheFirst)])
    }

    @Test func withoutAServiceNothingIsAsked() async {
        let h = DetailHarness()
        let store = h.store(DetailFixtures.state(snapshot: DetailFixtures.snapshot()))
        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        await h.receiveNoAlerts(store)
        #expect(store.state.spread == .off)
        store.cancelEffect(id: DetailStore.CancelID.clock)
        await store.finish()
    }
}
