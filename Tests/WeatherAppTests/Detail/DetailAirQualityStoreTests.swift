import Foundation
import Lasso
import LassoTesting
import Testing
import WeatherCore

@testable import WeatherApp

/// Detail's air quality, driven by the exhaustive test store: fetched in its own effect beside the forecast (neither
/// waits for the other), a failure kept to one quiet line, refreshed with `r` and on a tick 10 minutes after the
/// values were fetched, cancelled when replaced, and never asked for when off.
@MainActor
@Suite(.serialEffects)
struct DetailAirQualityStoreTests {
    let now = DetailFixtures.now
    static let good = AirQuality(usAQI: 42, subIndices: Pollutants(pm25: 42, pm10: 18, ozone: 35, nitrogenDioxide: 28))

    /// A harness whose air-quality loads wait for the test, keyed by their policy.
    static func harness(_ parked: ParkedCalls<LoadPolicy, AirQualitySnapshot>) -> DetailHarness {
        var h = DetailHarness()
        h.airQuality = AirQualityService(load: { _, policy throws(WeatherError) in
            do {
                return try await parked.call(policy)
            } catch let error as WeatherError {
                throw error
            } catch {
                throw .cancelled
            }
        })
        return h
    }

    static func state(snapshot: ForecastSnapshot? = nil) -> DetailScreen.State {
        var state = DetailFixtures.state(snapshot: snapshot)
        state.airQuality = .pending
        return state
    }

    @Test func itArrivesWhileTheForecastIsStillLoading() async {
        let air = ParkedCalls<LoadPolicy, AirQualitySnapshot>()
        let h = Self.harness(air)
        let store = h.store(Self.state())
        store.send(.didAppear(h.saved)) {
            $0.hasAppeared = true
            $0.status = .loading
            $0.lastAttempt = now
        }
        await h.receiveNoAlerts(store)
        let answer = AirQualitySnapshot(airQuality: Self.good, fetchedAt: now)
        await air.resume(.cacheFirst, returning: answer)
        await store.receive(.airQuality(.didLoad(.success(answer), at: h.time.now))) {
            $0.airQuality = .loaded(answer)
            $0.airQualityCheckedAt = now
        }
        #expect(store.state.status == .loading)  // the forecast is still parked
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
        #expect(await air.calls == [.cacheFirst])
    }

    @Test func aFailureIsOneQuietLineAndTheForecastStays() async {
        var h = DetailHarness()
        let error = WeatherError.http(status: 500, reason: nil)
        h.airQuality = .mock(error: error)
        let snapshot = DetailFixtures.snapshot()
        let store = h.store(Self.state(snapshot: snapshot))
        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        await h.receiveNoAlerts(store)
        await store.receive(.airQuality(.didLoad(.failure(error), at: h.time.now))) {
            $0.airQuality = .unavailable(error, since: h.time.now)
            $0.airQualityCheckedAt = now
        }
        #expect(store.state.snapshot == snapshot && store.state.status == .idle)
        #expect(DetailSections(store.state).body?.outlook?.air == .unavailable(reason: "HTTP 500", since: "just now"))
        store.cancelEffect(id: DetailStore.CancelID.clock)
        await store.finish()
    }

    @Test func refreshAsksAgainAndReplacesTheRequestInFlight() async {
        let air = ParkedCalls<LoadPolicy, AirQualitySnapshot>()
        let h = Self.harness(air)
        let store = h.store(Self.state(snapshot: DetailFixtures.snapshot()))
        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        await h.receiveNoAlerts(store)
        await air.waitForCalls(1)
        store.send(.didPressRefresh) {
            $0.status = .loading
            $0.lastAttempt = now
            $0.refresh = RefreshRequest(askedAt: now, asking: ["alerts", "air quality"])
        }
        await store.receive(.alerts(.didLoad(.success(DetailHarness.noAlerts), at: h.time.now))) {
            $0.refresh?.settle("alerts", .answered)
        }
        // The first request is cancelled by the second, and its cancellation is not an answer.
        await air.waitForCancellations(1)
        let fresh = AirQualitySnapshot(airQuality: Self.good, fetchedAt: now)
        await air.resume(.refresh, returning: fresh)
        await store.receive(.airQuality(.didLoad(.success(fresh), at: h.time.now))) {
            $0.refresh?.settle("air quality", .answered)
            $0.airQuality = .loaded(fresh)
            $0.airQualityCheckedAt = now
        }
        let snapshot = DetailFixtures.snapshot(age: 0)
        await h.loads.resume(LoadCall(zip: "10001", units: .imperial, policy: .refresh), returning: snapshot)
        await store.receive(.didLoadForecast(.success(snapshot))) {
            $0.refresh?.outcome = .updated((snapshot).fetchedAt)
            $0.snapshot = snapshot
            $0.status = .idle
        }
        store.cancelEffect(id: DetailStore.CancelID.clock)
        await store.finish()
        #expect(await air.calls == [.cacheFirst, .refresh])
        #expect(await air.cancelled == [.cacheFirst])
    }

    @Test func aTickAsksAgainTenMinutesAfterTheValuesWereFetched() async {
        let air = ParkedCalls<LoadPolicy, AirQualitySnapshot>()
        let h = Self.harness(air)
        let store = h.store(Self.state(snapshot: DetailFixtures.snapshot(age: 0)))
        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        await h.receiveNoAlerts(store)
        // The cache's answer, fetched 9 minutes ago.
        let cached = AirQualitySnapshot(airQuality: Self.good, fetchedAt: now.addingTimeInterval(-540))
        await air.resume(.cacheFirst, returning: cached)
        await store.receive(.airQuality(.didLoad(.success(cached), at: h.time.now))) {
            $0.airQuality = .loaded(cached)
            $0.airQualityCheckedAt = now
        }
        let first = await h.tick()  // 9 min 30 s old: not yet
        await store.receive(.didTick(first)) { $0.now = first }
        let second = await h.tick()  // 10 min: ask again
        await store.receive(.didTick(second)) { $0.now = second }
        let fresh = AirQualitySnapshot(airQuality: AirQuality(usAQI: 61), fetchedAt: second)
        await air.resume(.cacheFirst, returning: fresh)
        await store.receive(.airQuality(.didLoad(.success(fresh), at: h.time.now))) {
            $0.refresh?.settle("air quality", .answered)
            $0.airQuality = .loaded(fresh)
            $0.airQualityCheckedAt = second
        }
        store.cancelEffect(id: DetailStore.CancelID.clock)
        await store.finish()
        #expect(await air.calls == [.cacheFirst, .cacheFirst])
    }

    @Test func failuresAndOfflineAnswersAreAskedAgainTenMinutesAfterTheAnswer() {
        var state = Self.state(snapshot: DetailFixtures.snapshot())
        #expect(!state.needsAirQualityRefresh)  // pending: the first request is still out
        state.airQuality = .unavailable(.timedOut(seconds: 10), since: now)
        state.airQualityCheckedAt = now
        state.now = now.addingTimeInterval(599)
        #expect(!state.needsAirQualityRefresh)
        state.now = now.addingTimeInterval(600)
        #expect(state.needsAirQualityRefresh)
        // Offline: the values are 2 hours old, but the answer came just now.
        state.airQuality = .loaded(
            AirQualitySnapshot(
                airQuality: Self.good, fetchedAt: now.addingTimeInterval(-7200), freshness: .offline(.truncatedResponse)
            ))
        state.now = now.addingTimeInterval(30)
        #expect(!state.needsAirQualityRefresh)
        state.airQuality = .off
        state.airQualityCheckedAt = nil
        state.now = now.addingTimeInterval(86_400)
        #expect(!state.needsAirQualityRefresh)
    }

    @Test func aCancelledAnswerChangesNothing() async {
        let store = DetailHarness().store(Self.state(snapshot: DetailFixtures.snapshot()))
        store.send(.airQuality(.didLoad(.failure(.cancelled), at: DetailFixtures.now)))
        #expect(store.state.airQuality == .pending)
        await store.finish()
    }

    @Test func leavingTheScreenCancelsTheRequest() async {
        let air = ParkedCalls<LoadPolicy, AirQualitySnapshot>()
        let h = Self.harness(air)
        let store = h.store(Self.state(snapshot: DetailFixtures.snapshot()))
        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        await h.receiveNoAlerts(store)
        await air.waitForCalls(1)
        // What the store's dismantle does to each effect when the screen is popped.
        store.cancelEffect(id: DetailSides.AirQuality.ID(name: "air quality"))
        store.cancelEffect(id: DetailStore.CancelID.clock)
        await air.waitForCancellations(1)
        await store.finish()
        #expect(store.state.airQuality == .pending)
    }

    @Test func offAsksNothing() async {
        let air = ParkedCalls<LoadPolicy, AirQualitySnapshot>()
        let h = Self.harness(air)
        let store = h.store(DetailFixtures.state(snapshot: DetailFixtures.snapshot()))  // `.off`
        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        await h.receiveNoAlerts(store)
        store.send(.didPressRefresh) {
            $0.status = .loading
            $0.lastAttempt = now
            $0.refresh = RefreshRequest(askedAt: now, asking: ["alerts"])
        }
        await store.receive(.alerts(.didLoad(.success(DetailHarness.noAlerts), at: h.time.now))) {
            $0.refresh?.settle("alerts", .answered)
        }
        await h.loads.resume(
            LoadCall(zip: "10001", units: .imperial, policy: .refresh), returning: DetailFixtures.snapshot(age: 0))
        await store.receive(.didLoadForecast(.success(DetailFixtures.snapshot(age: 0)))) {
            $0.refresh?.outcome = .updated((DetailFixtures.snapshot(age: 0)).fetchedAt)
            $0.snapshot = DetailFixtures.snapshot(age: 0)
            $0.status = .idle
        }
        store.cancelEffect(id: DetailStore.CancelID.clock)
        await store.finish()
        #expect(await air.calls.isEmpty)
        #expect(DetailSections(store.state).body?.outlook == nil)
    }
}
