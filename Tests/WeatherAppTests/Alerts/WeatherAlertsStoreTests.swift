import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The Alerts screen's reducer: selection within the list, the full text's scrolling within its wrapped length,
/// a load only when opened without alerts, and a failed refresh that keeps what is shown.
@MainActor
@Suite(.serialEffects)
struct WeatherAlertsStoreTests {
    typealias A = AlertFixtures

    func store(
        alerts: AlertsSnapshot? = A.snapshot, service: AlertsService = .mock([]), size: (Int, Int) = (40, 10)
    ) -> TestStore<WeatherAlertsScreen> {
        var state = WeatherAlertsScreen.State(
            place: DetailFixtures.place, alerts: alerts, utcOffsetSeconds: A.offset, now: A.now)
        (state.width, state.height) = size
        return TestStore(
            initialState: state, reducer: WeatherAlertsStore(alerts: service, clock: TestTime(start: A.now).appClock))
    }

    @Test func selectionStaysInTheListAndOpensTheText() async {
        let store = store()
        store.send(.didMoveSelection(-1))
        store.send(.didMoveSelection(1)) { $0.selected = 1 }
        store.send(.didMoveSelection(5))  // two active alerts: the ended one is not listed
        store.send(.didOpenSelected) {
            $0.reading = 1
            $0.readingID = A.storm.id
        }
        store.send(.didMoveSelection(-1))  // the list's keys do nothing while reading
        store.send(.didCloseText) {
            $0.reading = nil
            $0.readingID = nil
        }
        await store.finish()
    }

    @Test func scrollingStopsAtTheEndOfTheWrappedText() async {
        let store = store()
        store.send(.didOpenSelected) {
            $0.reading = 0
            $0.readingID = A.heat.id
        }
        // 16 lines at 40 columns (38 for the text), 7 rows for them in 10: the last top line is 9.
        #expect(AlertFullText.lines(A.heat, width: 38).count == 16)
        store.send(.didLayout(width: 40, height: 10, lineCount: 16)) { $0.lineCount = 16 }
        store.send(.didScroll(.lines(-1)))
        store.send(.didScroll(.lines(2))) { $0.scroll = 2 }
        store.send(.didScroll(.pages(1))) { $0.scroll = 8 }
        store.send(.didScroll(.bottom)) { $0.scroll = 9 }
        store.send(.didScroll(.lines(1)))
        store.send(.didScroll(.top)) { $0.scroll = 0 }
        // A wider window needs fewer lines: the scroll position is kept within the new end.
        store.send(.didScroll(.bottom)) { $0.scroll = 9 }
        #expect(AlertFullText.lines(A.heat, width: 78).count == 12)
        store.send(.didLayout(width: 80, height: 10, lineCount: 12)) {
            $0.width = 80
            $0.lineCount = 12
            $0.scroll = 5
        }
        await store.finish()
    }

    /// The view wraps the open text and reports its length with the size, once per change: the reducer scrolls
    /// within lines it never wraps itself.
    @Test func theViewReportsTheOpenTextsLinesWithItsLayout() {
        var state = WeatherAlertsScreen.State(
            place: DetailFixtures.place, alerts: A.snapshot, utcOffsetSeconds: A.offset, now: A.now)
        var sent: [WeatherAlertsScreen.Action] = []
        let view = WeatherAlertsView(
            store: ViewStore(
                state: { state },
                send: { action in
                    sent.append(action)
                    if case .didLayout(let width, let height, let lineCount) = action {
                        (state.width, state.height, state.lineCount) = (width, height, lineCount)
                    }
                }))
        view.layout(in: Rect(x: 0, y: 0, width: 40, height: 10))
        (state.reading, state.readingID) = (0, A.heat.id)
        view.layout(in: Rect(x: 0, y: 0, width: 40, height: 10))
        view.layout(in: Rect(x: 0, y: 0, width: 40, height: 10))
        view.layout(in: Rect(x: 0, y: 0, width: 80, height: 10))
        #expect(
            sent == [
                .didLayout(width: 40, height: 10, lineCount: 0), .didLayout(width: 40, height: 10, lineCount: 16),
                .didLayout(width: 80, height: 10, lineCount: 12),
            ])
    }

    /// A clock chosen on a Detail while the Alerts screen was covered applies when it is uncovered.
    @Test func theSavedClockComesWithEachAppearance() async {
        let store = store()
        store.send(.didAppear(Settings(clock: .twentyFour))) {
            $0.hasAppeared = true
            $0.clock = .twentyFour
        }
        store.send(.didAppear(Settings())) { $0.clock = .twelve }
        await store.finish()
    }

    @Test func openedWithoutAlertsItLoadsThemOnce() async {
        let store = store(alerts: nil, service: .mock(A.active.alerts, at: A.active.fetchedAt))
        store.send(.didAppear(Settings())) { $0.hasAppeared = true }
        await store.receive(.didLoad(.success(A.active))) { $0.content = .loaded(A.active) }
        store.send(.didAppear(Settings()))  // uncovered again: no second request
        await store.finish()
    }

    @Test func openedWithAlertsItMakesNoRequest() async {
        let store = store(service: .mock(error: .failed(.cannotConnect(host: "api.weather.gov", detail: "refused"))))
        store.send(.didAppear(Settings())) { $0.hasAppeared = true }
        await store.finish()
    }

    @Test func aFailedRefreshKeepsTheAlertsAndAFirstFailureIsShown() async {
        let error = AlertsError.failed(.timedOut(seconds: 10))
        let shown = store(service: .mock(error: error))
        shown.send(.didPressRefresh) { $0.refresh = RefreshRequest(askedAt: A.now, source: "alerts") }
        // The alerts stay; the note says why they are not new.
        await shown.receive(.didLoad(.failure(error))) {
            $0.refresh?.outcome = .failed("timed out", dataFrom: A.active.fetchedAt)
        }
        #expect(shown.state.refresh?.note(now: A.now).hasPrefix("not updated: alerts (timed out, from ") == true)
        await shown.finish()

        let empty = store(alerts: nil, service: .mock(error: error))
        empty.send(.didAppear(Settings())) { $0.hasAppeared = true }
        await empty.receive(.didLoad(.failure(error))) { $0.content = .failed(error) }
        empty.send(.didPressRefresh) {
            $0.content = .loading
            $0.refresh = RefreshRequest(askedAt: A.now, source: "alerts")
        }
        await empty.receive(.didLoad(.failure(error))) {
            $0.content = .failed(error)
            $0.refresh?.outcome = .failed("timed out")
        }
        await empty.finish()
    }

    /// The service answering HTTP 500 falls back to its cached answer: that is not "updated just now" but why not,
    /// with the cached answer's age.
    @Test func aCachedAnswerStandingInForAFailureIsNotAnUpdate() async {
        let cached = AlertsSnapshot(
            alerts: A.active.alerts, fetchedAt: A.now.addingTimeInterval(-180),
            staleBecause: .http(status: 500, reason: nil))
        let stale = store(service: AlertsService(load: { _ in cached }))
        stale.send(.didPressRefresh) { $0.refresh = RefreshRequest(askedAt: A.now, source: "alerts") }
        await stale.receive(.didLoad(.success(cached))) {
            $0.content = .loaded(cached)
            $0.refresh?.outcome = .failed("HTTP 500", dataFrom: cached.fetchedAt)
        }
        #expect(stale.state.refresh?.note(now: A.now) == "not updated: alerts (HTTP 500, from 3 min ago)")
        await stale.finish()
    }

    /// `r` asks the service past its 5-minute cache at once; presses within 10 seconds are one ask.
    @Test func rAsksPastTheCacheOncePerTenSeconds() async {
        let time = TestTime(start: A.now)
        let asked = Recorded<String>()
        let service = AlertsService(
            load: { _ in
                asked.append("cache first")
                return A.active
            },
            refresh: { _ in
                asked.append("past the cache")
                return A.active
            })
        var state = WeatherAlertsScreen.State(
            place: DetailFixtures.place, alerts: A.snapshot, utcOffsetSeconds: A.offset, now: A.now)
        (state.width, state.height) = (40, 10)
        let store = TestStore<WeatherAlertsScreen>(
            initialState: state, reducer: WeatherAlertsStore(alerts: service, clock: time.appClock))
        store.send(.didPressRefresh) { $0.refresh = RefreshRequest(askedAt: A.now, source: "alerts") }
        await store.receive(.didLoad(.success(A.active))) {
            $0.content = .loaded(A.active)
            $0.refresh?.outcome = .updated(A.active.fetchedAt)
        }
        await time.advance(by: .seconds(5))
        store.send(.didPressRefresh) { $0.now = A.now.addingTimeInterval(5) }
        await time.advance(by: .seconds(5))
        let later = A.now.addingTimeInterval(10)
        store.send(.didPressRefresh) {
            $0.now = later
            $0.refresh = RefreshRequest(askedAt: later, source: "alerts")
        }
        await store.receive(.didLoad(.success(A.active))) { $0.refresh?.outcome = .updated(A.active.fetchedAt) }
        await store.finish()
        #expect(asked.values == ["past the cache", "past the cache"])
    }

    @Test func aReloadThatReordersTheListKeepsTheSameAlertOpen() async {
        var state = WeatherAlertsScreen.State(
            place: DetailFixtures.place, alerts: AlertsSnapshot(alerts: [A.storm], fetchedAt: A.now),
            utcOffsetSeconds: A.offset, now: A.now)
        (state.reading, state.readingID, state.hasAppeared) = (0, A.storm.id, true)
        let store = TestStore(
            initialState: state, reducer: WeatherAlertsStore(alerts: .mock([]), clock: TestTime(start: A.now).appClock))
        // The heat warning, more severe, now sorts first: the storm's text stays open at its new place.
        store.send(.didLoad(.success(A.active))) {
            $0.content = .loaded(A.active)
            $0.reading = 1
            $0.selected = 1
        }
        await store.finish()
    }

    @Test func anAlertThatEndedWhileCoveredClosesItsText() async {
        var state = WeatherAlertsScreen.State(
            place: DetailFixtures.place, alerts: A.active, utcOffsetSeconds: A.offset, now: A.now)
        (state.selected, state.reading, state.readingID, state.hasAppeared) = (1, 1, A.storm.id, true)
        let later = A.storm.until!.addingTimeInterval(60)
        let store = TestStore(
            initialState: state, reducer: WeatherAlertsStore(alerts: .mock([]), clock: TestTime(start: later).appClock))
        store.send(.didAppear(Settings())) {
            $0.now = later
            $0.selected = 0
            $0.reading = nil
            $0.readingID = nil
        }
        await store.finish()
    }
}

/// The note `r` leaves: "updated" only when every source asked answered.
@Suite struct RefreshNoteTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func updatedOnlyWhenEverySourceAnswered() {
        var refresh = RefreshRequest(askedAt: Self.now, asking: ["alerts", "air quality", "spread"])
        refresh.outcome = .updated(Self.now)
        refresh.settle("alerts", .answered)
        #expect(refresh.note(now: Self.now) == "refreshing…")
        refresh.settle("air quality", .failed("timed out", dataFrom: Self.now.addingTimeInterval(-600)))
        refresh.settle("spread", .answered)
        #expect(refresh.note(now: Self.now) == "not updated: air quality (timed out, from 10 min ago)")
        // A later load does not rewrite what this refresh found.
        refresh.settle("air quality", .answered)
        #expect(refresh.note(now: Self.now) == "not updated: air quality (timed out, from 10 min ago)")

        var clean = RefreshRequest(askedAt: Self.now, asking: ["alerts"])
        clean.outcome = .updated(Self.now)
        clean.settle("alerts", .answered)
        #expect(clean.note(now: Self.now.addingTimeInterval(120)) == "updated 2 min ago")
        // The main source failing comes first, then the sides.
        var both = RefreshRequest(askedAt: Self.now, asking: ["alerts"])
        both.outcome = .failed("HTTP 503")
        both.settle("alerts", .failed("HTTP 500", dataFrom: nil))
        #expect(both.note(now: Self.now) == "not updated: HTTP 503, alerts (HTTP 500)")
    }
}
