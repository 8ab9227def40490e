import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Home as a live dashboard: one many-places request for every stale recent place, when Home appears and every
/// 10 minutes while it is on screen; results stored per place; failures keep the data; the timer stops while Home
/// is covered; a new refresh replaces one in flight.
@MainActor
@Suite(.serialEffects)
struct HomeStoreRefreshTests {
    typealias F = HomeFixtures
    /// New York seen 5 minutes ago (fresh), Portland, OR 90 minutes ago (stale), Portland, ME never.
    let entries = [
        F.recent(F.newYork, temperature: 70), F.recent(F.portland, temperature: 55, minutesAgo: 90),
        F.recent(F.portlandME),
    ]
    let stale = ["97201", "04101"]

    func store(
        _ entries: [RecentSearch], calls: F.ConditionsCalls, recents: RecentSearchesClient? = nil,
        forecasts: ForecastService = .mock(F.snapshot()), time: TestTime = TestTime(start: F.now)
    ) -> TestStore<HomeScreen> {
        TestStore<HomeScreen>(
            initialState: .init(recents: entries, now: F.now),
            reducer: F.store(
                forecasts: forecasts, recents: recents ?? .inMemory(entries), time: time,
                conditions: F.conditionsClient(calls)))
    }

    /// Home appears with `entries`: the list is read again, and one request goes out for the stale places.
    func appearAndAskForTheStale(_ store: TestStore<HomeScreen>) async {
        store.send(.didAppear(Settings()))
        await store.receive(.recents(.didLoad(entries)))
        await store.receive(.refresh(.didStart(stale))) { $0.refreshing = stale }
    }

    @Test func appearingRefreshesEveryStalePlaceInOneRequestAndStoresEachResult() async {
        let calls = F.ConditionsCalls()
        let recents = RecentSearchesClient.inMemory(entries)
        let store = store(entries, calls: calls, recents: recents)
        await appearAndAskForTheStale(store)
        let answers = [F.conditions(56, code: 3, high: 60, low: 48), F.conditions(41, code: 71, high: 44, low: 30)]
        await calls.resume(stale, returning: answers.map { .success($0) })
        let updated = [entries[0], F.updated(entries[1], answers[0]), F.updated(entries[2], answers[1])]
        await store.receive(
            .refresh(.didFinish(.init(asked: stale, failed: [], problem: nil, recents: updated)))
        ) {
            $0.refreshing = []
            $0.recents = updated
        }
        #expect(recents.all() == updated)
        #expect(await calls.calls == [stale])  // one request, for the stale places only, in list order
        store.cancelEffect(id: HomeStore.CancelID.refreshTimer)  // it runs as long as Home is on screen
        await store.finish()
    }

    @Test func nothingStaleOrNothingListedMeansNoRequest() async {
        let calls = F.ConditionsCalls()
        let fresh = [F.recent(F.newYork, temperature: 70), F.recent(F.portland, temperature: 55, minutesAgo: 9)]
        let store = store(fresh, calls: calls)
        store.send(.didAppear(Settings()))
        await store.receive(.recents(.didLoad(fresh)))
        store.cancelEffect(id: HomeStore.CancelID.refreshTimer)
        await store.finish()

        let empty = self.store([], calls: calls)
        empty.send(.didAppear(Settings()))
        await empty.receive(.recents(.didLoad([])))
        empty.cancelEffect(id: HomeStore.CancelID.refreshTimer)
        await empty.finish()
        #expect(await calls.calls.isEmpty)
    }

    @Test func aFreshCachedForecastCountsAndGivesTheRowItsConditions() async {
        let calls = F.ConditionsCalls()
        let portland = F.recent(F.portland, temperature: 55, minutesAgo: 90)
        // `now` (or another instance) fetched Portland's whole forecast 2 minutes ago; the list never heard of it.
        let snapshot = F.snapshot(61, code: 2, at: F.now.addingTimeInterval(-120))
        let forecasts = ForecastService(
            load: { _, _, _, _ in snapshot }, cached: { place, _ in place.zip == "97201" ? snapshot : nil })
        let store = store([portland], calls: calls, forecasts: forecasts)
        let fromCache = F.updated(
            portland,
            LatestConditions(temperature: 61, weatherCode: 2, units: .imperial, fetchedAt: snapshot.fetchedAt))
        store.send(.didAppear(Settings()))
        await store.receive(.recents(.didLoad([fromCache]))) { $0.recents = [fromCache] }
        store.cancelEffect(id: HomeStore.CancelID.refreshTimer)
        await store.finish()
        #expect(await calls.calls.isEmpty)
    }

    @Test func aFailedRequestKeepsEveryRowsDataAndSaysWhy() async {
        let calls = F.ConditionsCalls()
        let recents = RecentSearchesClient.inMemory(entries)
        let store = store(entries, calls: calls, recents: recents)
        await appearAndAskForTheStale(store)
        let error = WeatherError.cannotConnect(host: "api.open-meteo.com", detail: "connection refused")
        await calls.resume(stale, throwing: error)
        await store.receive(.refresh(.didFinish(.init(asked: stale, failed: stale, problem: error, recents: nil)))) {
            $0.refreshing = []
            $0.refreshProblem = "no connection"
        }
        #expect(recents.all() == entries)

        // Ctrl-R asks again, for every place; this time it works, the problem goes, and the message says so.
        let all = ["10001"] + stale
        store.send(.refresh(.didPress)) { $0.refreshWasAsked = true }
        await store.receive(.recents(.didLoad(entries)))
        await store.receive(.refresh(.didStart(all))) { $0.refreshing = all }
        let answers = [F.conditions(71), F.conditions(56), F.conditions(41)]
        await calls.resume(all, returning: answers.map { .success($0) })
        let updated = zip(entries, answers).map { F.updated($0, $1) }
        await store.receive(.refresh(.didFinish(.init(asked: all, failed: [], problem: nil, recents: updated)))) {
            $0.refreshing = []
            $0.refreshProblem = nil
            $0.recents = updated
            $0.refreshWasAsked = false
            $0.message = .init("Updated just now.", isError: false)
        }
        store.cancelEffect(id: HomeStore.CancelID.messageFade)
        store.cancelEffect(id: HomeStore.CancelID.refreshTimer)
        await store.finish()
    }

    @Test func onePlaceFailingLeavesTheOthersUpdated() async {
        let calls = F.ConditionsCalls()
        let recents = RecentSearchesClient.inMemory(entries)
        let store = store(entries, calls: calls, recents: recents)
        await appearAndAskForTheStale(store)
        let problem = WeatherError.malformedResponse(detail: "no current temperature for place 2")
        let answer = F.conditions(56, high: 60, low: 48)
        await calls.resume(stale, returning: [.success(answer), .failure(problem)])
        let updated = [entries[0], F.updated(entries[1], answer), entries[2]]
        await store.receive(
            .refresh(.didFinish(.init(asked: stale, failed: ["04101"], problem: problem, recents: updated)))
        ) {
            $0.refreshing = []
            $0.recents = updated
            $0.refreshProblem = "unreadable response"
        }
        #expect(recents.all() == updated)
        store.cancelEffect(id: HomeStore.CancelID.refreshTimer)
        await store.finish()
    }

    @Test func aShortAnswerNeverShiftsOntoAnotherPlace() async {
        let calls = F.ConditionsCalls()
        let store = store(entries, calls: calls)
        await appearAndAskForTheStale(store)
        let answer = F.conditions(56)
        await calls.resume(stale, returning: [.success(answer)])  // one result for two places
        let updated = [entries[0], F.updated(entries[1], answer), entries[2]]
        let missing = WeatherError.malformedResponse(detail: "no answer")
        await store.receive(
            .refresh(.didFinish(.init(asked: stale, failed: ["04101"], problem: missing, recents: updated)))
        ) {
            $0.refreshing = []
            $0.recents = updated
            $0.refreshProblem = "unreadable response"
        }
        store.cancelEffect(id: HomeStore.CancelID.refreshTimer)
        await store.finish()
    }

    @Test func everyTenMinutesOnScreenAndNotWhileCovered() async {
        let calls = F.ConditionsCalls()
        let time = TestTime(start: F.now)
        let fresh = [F.recent(F.newYork, temperature: 70), F.recent(F.portland, temperature: 55, minutesAgo: 2)]
        let both = ["10001", "97201"]
        let store = store(fresh, calls: calls, time: time)
        store.send(.didAppear(Settings()))
        await store.receive(.recents(.didLoad(fresh)))

        // Ten minutes on: both are stale now, and one request refreshes them.
        await time.advance(by: HomeStore.refreshInterval)
        let later = F.now.addingTimeInterval(600)
        await store.receive(.refresh(.didTick)) { $0.now = later }
        await store.receive(.recents(.didLoad(fresh)))
        await store.receive(.refresh(.didStart(both))) { $0.refreshing = both }
        let answers = [F.conditions(72, minutesAgo: -10), F.conditions(57, minutesAgo: -10)]
        await calls.resume(both, returning: answers.map { .success($0) })
        let updated = zip(fresh, answers).map { F.updated($0, $1) }
        await store.receive(.refresh(.didFinish(.init(asked: both, failed: [], problem: nil, recents: updated)))) {
            $0.refreshing = []
            $0.recents = updated
        }

        // Covered by Detail: the timer stops, so another ten minutes bring nothing.
        store.send(.didDisappear)
        #expect(store.runningEffectCount == 0)
        await time.advance(by: HomeStore.refreshInterval * 2)
        #expect(store.receivedActions.isEmpty)

        // Uncovered twenty minutes later: everything is stale again; the timer starts over.
        let uncovered = F.now.addingTimeInterval(1800)
        store.send(.didAppear(Settings())) { $0.now = uncovered }
        await store.receive(.recents(.didLoad(updated)))
        await store.receive(.refresh(.didStart(both))) { $0.refreshing = both }
        #expect(store.runningEffectCount == 2)  // the timer, started over, and the request
        await calls.resume(both, returning: answers.map { .success($0) })
        await store.receive(.refresh(.didFinish(.init(asked: both, failed: [], problem: nil, recents: updated)))) {
            $0.refreshing = []
        }
        #expect(await calls.calls == [both, both])
        store.send(.didDisappear)
        await store.finish()
    }

    @Test func coveringHomeCancelsTheRequestInFlight() async {
        let calls = F.ConditionsCalls()
        let store = store(entries, calls: calls)
        await appearAndAskForTheStale(store)
        await calls.waitForCalls(1)
        store.send(.didDisappear) { $0.refreshing = [] }
        await calls.waitForCancellations(1)
        #expect(await calls.cancelled == [stale])
        await store.finish()
    }

    @Test func aNewRefreshReplacesTheOneInFlight() async {
        let calls = F.ConditionsCalls()
        let store = store(entries, calls: calls)
        await appearAndAskForTheStale(store)
        await calls.waitForCalls(1)
        let all = ["10001"] + stale
        store.send(.refresh(.didPress)) {
            $0.refreshing = []
            $0.refreshWasAsked = true
        }
        await store.receive(.recents(.didLoad(entries)))
        await store.receive(.refresh(.didStart(all))) { $0.refreshing = all }
        await calls.waitForCancellations(1)
        #expect(await calls.cancelled == [stale])
        let error = WeatherError.timedOut(seconds: 15)
        await calls.resume(all, throwing: error)
        // Asked for, so said even though every row is under 10 minutes old.
        await store.receive(.refresh(.didFinish(.init(asked: all, failed: all, problem: error, recents: nil)))) {
            $0.refreshing = []
            $0.refreshProblem = "timed out"
            $0.refreshWasAsked = false
            $0.message = .init("Not updated: weather (timed out, from 1 h ago).")  // the oldest row shown
        }
        store.cancelEffect(id: HomeStore.CancelID.refreshTimer)
        await store.finish()
    }

    /// The tick lands while a refresh is in flight and finds nothing due any more (answered meanwhile, e.g. by
    /// Detail): the one in flight is cancelled, and the list's border does not say "updating…" for ever.
    @Test func aRefreshThatFindsNothingDueClearsTheOneItReplaced() async {
        let calls = F.ConditionsCalls()
        let recents = RecentSearchesClient.inMemory(entries)
        let store = store(entries, calls: calls, recents: recents)
        await appearAndAskForTheStale(store)
        await calls.waitForCalls(1)
        let seen = F.conditions(50, code: 1, high: 52, low: 40)
        let fresh = recents.updateConditions(stale.map { ($0, seen) })
        store.send(.refresh(.didTick)) { $0.refreshing = [] }
        await store.receive(.recents(.didLoad(fresh))) { $0.recents = fresh }
        await calls.waitForCancellations(1)
        #expect(await calls.cancelled == [stale])
        #expect(await calls.calls == [stale])  // nothing more was asked
        store.cancelEffect(id: HomeStore.CancelID.refreshTimer)
        await store.finish()
    }

    @Test func refreshResultsLandUnderTheLoadingOverlayAndTheAlert() async {
        var loading = HomeScreen.State(recents: entries, now: F.now)
        loading.loading = .init(place: F.newYork)
        let store = TestStore<HomeScreen>(initialState: loading, reducer: F.store())
        store.send(.refresh(.didStart(stale))) { $0.refreshing = stale }
        store.send(.refresh(.didPress))  // a key: the overlay takes it, nothing starts
        let error = WeatherError.http(status: 503, reason: nil)
        store.send(.refresh(.didFinish(.init(asked: stale, failed: stale, problem: error, recents: nil)))) {
            $0.refreshing = []
            $0.refreshProblem = "HTTP 503"
        }
        store.send(.didDisappear)
        await store.finish()

        var alert = HomeScreen.State(recents: entries, now: F.now)
        alert.failure = .init(place: F.newYork, alert: AlertState(title: "t", message: "m", buttons: ["Retry"]))
        let withAlert = TestStore<HomeScreen>(initialState: alert, reducer: F.store())
        withAlert.send(.refresh(.didStart(stale))) { $0.refreshing = stale }
        await withAlert.finish()
    }

    @Test func theStalePlanReadsTheCacheOnlyForStaleEntries() {
        var asked: [String] = []
        let plan = HomeStore.plan(entries, now: F.now) { place in
            asked.append(place.zip)
            return nil
        }
        #expect(asked == stale)
        #expect(plan.due.map(\.place.zip) == stale)
        #expect(plan.fromCache.isEmpty)
        // A fetch time far in the future (a clock set back) is not fresh: asked again.
        let future = F.recent(F.newYork, temperature: 70, minutesAgo: -120)
        #expect(HomeStore.plan([future], now: F.now) { _ in nil }.due.map(\.place.zip) == ["10001"])
    }
}
