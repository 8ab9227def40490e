import Foundation
import Lasso
import LassoTesting
import Testing
import WeatherCore

@testable import WeatherApp

/// The hour cursor in Detail's reducer, exhaustively: where it starts, ←/→ and Home/End, the chart's window
/// following it at the width the layout reports, and both kept on their clock hours across refreshes and time.
@MainActor
@Suite(.serialEffects)
struct DetailCursorStoreTests {
    typealias F = DetailFixtures
    /// The fixture's hours: hour i is Sunday 10 AM + i hours.
    let hours = F.forecast().hourly.map(\.time)
    /// The chart's width at 80 columns: 3 columns an hour, 24 hours in view.
    static let wide = DetailScreen.SectionSizes(chartWidth: 72, dayRows: 7)
    /// At 200 columns every hour fits: the window never moves.
    static let everyHour = DetailScreen.SectionSizes(chartWidth: 192, dayRows: 7)
    /// At 40 columns: one column an hour, 32 in view.
    static let narrow = DetailScreen.SectionSizes(chartWidth: 32, dayRows: 3)

    func state(cursor: Int? = nil, first: Int? = nil, sizes: DetailScreen.SectionSizes = .unknown)
        -> DetailScreen.State
    {
        var state = F.state(snapshot: F.snapshot())
        state.sectionSizes = sizes
        if let cursor { state.cursorHour = hours[cursor] }
        if let first { state.firstVisibleHour = hours[first] }
        return state
    }

    @Test func theCursorStartsOnTheHourContainingNowAtThePlace() {
        let opened = F.state(snapshot: F.snapshot())  // 10:10 AM in New York
        #expect(opened.cursorHour == hours[0] && opened.firstVisibleHour == hours[0])
        #expect(opened.cursorIndex == 0)
        // Opened at 1:40 PM with the same forecast: the hours before 1 PM are gone, the cursor is on 1 PM.
        let later = DetailScreen.State(
            place: F.place, snapshot: F.snapshot(), now: F.now.addingTimeInterval(3 * 3600 + 1800))
        #expect(later.cursorHour == hours[3] && later.firstVisibleHour == hours[3])
        #expect(later.cursorIndex == 0)
        #expect(F.state().cursorHour == nil && F.state().firstVisibleHour == nil)
    }

    @Test func arrowsMoveAnHourAndTheChartScrollsOnlyAtTheWindowsEdge() async {
        let store = DetailHarness().store(state(cursor: 22, first: 0, sizes: Self.wide))
        store.send(.didMoveHourCursor(.next)) { $0.cursorHour = hours[23] }  // the window's last hour
        store.send(.didMoveHourCursor(.next)) {
            $0.cursorHour = hours[24]
            $0.firstVisibleHour = hours[1]
        }
        store.send(.didMoveHourCursor(.previous)) { $0.cursorHour = hours[23] }
        store.send(.didMoveHourCursor(.previous)) { $0.cursorHour = hours[22] }
        await store.finish()
    }

    @Test func leftAtTheWindowsFirstHourScrollsBack() async {
        let store = DetailHarness().store(state(cursor: 10, first: 10, sizes: Self.wide))
        store.send(.didMoveHourCursor(.previous)) {
            $0.cursorHour = hours[9]
            $0.firstVisibleHour = hours[9]
        }
        await store.finish()
    }

    @Test func homeAndEndJumpToTheEndsAndTheWindowFollows() async {
        let store = DetailHarness().store(state(sizes: Self.wide))
        store.send(.didMoveHourCursor(.last)) {
            $0.cursorHour = hours[47]
            $0.firstVisibleHour = hours[24]
        }
        store.send(.didMoveHourCursor(.next))  // nothing after the last hour
        store.send(.didMoveHourCursor(.first)) {
            $0.cursorHour = hours[0]
            $0.firstVisibleHour = hours[0]
        }
        store.send(.didMoveHourCursor(.previous))  // nothing before the first
        await store.finish()
    }

    @Test func whenEveryHourFitsTheWindowNeverMoves() async {
        let store = DetailHarness().store(state(sizes: Self.everyHour))
        store.send(.didMoveHourCursor(.last)) { $0.cursorHour = hours[47] }
        await store.finish()
    }

    @Test func theLayoutReportsTheWidthAndTheWindowFitsIt() async {
        // Before any layout the store knows no width: End moves the cursor, the window waits.
        let store = DetailHarness().store(state())
        store.send(.didMoveHourCursor(.last)) { $0.cursorHour = hours[47] }
        store.send(.didLayout(Self.wide)) {
            $0.sectionSizes = Self.wide
            $0.firstVisibleHour = hours[24]
        }
        // Narrower: more hours fit at one column each, so the window starts earlier, never past the last hour.
        store.send(.didLayout(Self.narrow)) {
            $0.sectionSizes = Self.narrow
            $0.firstVisibleHour = hours[16]
        }
        store.send(.didLayout(.unknown)) { $0.sectionSizes = .unknown }  // no chart drawn: all stays
        await store.finish()
    }

    @Test func aResizeKeepsTheCursorInView() async {
        let store = DetailHarness().store(state(cursor: 30, first: 24, sizes: Self.wide))
        store.send(.didLayout(Self.narrow)) {
            $0.sectionSizes = Self.narrow
            $0.firstVisibleHour = hours[16]
        }
        let back = DetailHarness().store(state(cursor: 20, first: 0, sizes: Self.narrow))
        back.send(.didLayout(Self.wide)) { $0.sectionSizes = Self.wide }  // 20 is still in 0..<24
        await store.finish()
        await back.finish()
    }

    @Test func aRefreshKeepsTheCursorOnTheSameClockHour() async {
        let h = DetailHarness()
        let store = h.store(state(cursor: 30, first: 20, sizes: Self.wide))
        // The new answer starts 3 hours later (as after a tick past 1 PM) and ends later too.
        var shifted = F.snapshot(age: 0)
        shifted.forecast.hourly = Array(shifted.forecast.hourly.dropFirst(3))
        store.send(.didPressRefresh) {
            $0.status = .loading
            $0.lastAttempt = F.now
            $0.refresh = RefreshRequest(askedAt: F.now, asking: ["alerts"])
        }
        await h.receiveNoAlerts(store)
        await h.loads.resume(LoadCall(zip: "10001", units: .imperial, policy: .refresh), returning: shifted)
        await store.receive(.didLoadForecast(.success(shifted))) {
            $0.refresh?.outcome = .updated((shifted).fetchedAt)
            $0.snapshot = shifted
            $0.status = .idle
            // Sunday 4 PM and Monday 4 AM are still in the series: nothing moves, now at indexes 27 and 17.
        }
        #expect(store.state.cursorIndex == 27 && store.state.firstVisibleIndex == 17)
        await store.finish()
    }

    @Test func aRefreshWithoutTheCursorsHourClampsIt() async {
        let h = DetailHarness()
        let store = h.store(state(cursor: 47, first: 24, sizes: Self.wide))
        var shorter = F.snapshot(age: 0)
        shorter.forecast.hourly = Array(shorter.forecast.hourly.prefix(30))
        store.send(.didLoadForecast(.success(shorter))) {
            $0.snapshot = shorter
            $0.cursorHour = hours[29]
            $0.firstVisibleHour = hours[0]  // 30 hours all fit, at 2 columns each
        }
        await store.finish()
        #expect(h.observations.values.count == 1)
    }

    @Test func anHourPassingMovesACursorOnItToTheCurrentHour() async {
        let h = DetailHarness()
        let store = h.store(state(cursor: 0, first: 0, sizes: Self.wide))
        let later = F.now.addingTimeInterval(3600)  // 11:10 AM: the 10 AM hour is gone
        let fresh = F.snapshot(age: -3600)
        store.send(.didTick(later)) {
            $0.now = later
            $0.cursorHour = hours[1]
            $0.firstVisibleHour = hours[1]
            $0.status = .loading  // the data is an hour old: it refreshes too
            $0.lastAttempt = later
        }
        await h.loads.resume(LoadCall(zip: "10001", units: .imperial, policy: .cacheFirst), returning: fresh)
        await store.receive(.didLoadForecast(.success(fresh))) {
            $0.snapshot = fresh
            $0.status = .idle
        }
        await store.finish()
    }

    @Test func aCursorAheadOfNowStaysWhenAnHourPasses() async {
        let h = DetailHarness()
        let store = h.store(state(cursor: 5, first: 2, sizes: Self.wide))
        let later = F.now.addingTimeInterval(3 * 3600)  // 1:10 PM: 10 AM to noon are gone
        store.send(.didTick(later)) {
            $0.now = later
            $0.firstVisibleHour = hours[3]
            $0.status = .loading
            $0.lastAttempt = later
        }
        #expect(store.state.cursorIndex == 2)
        store.cancelEffect(id: DetailStore.CancelID.load)
        store.cancelEffect(id: DetailStore.CancelID.spinner)
        await store.finish()
    }

    @Test func theFirstAnswerPutsTheCursorOnTheCurrentHour() async {
        let store = DetailHarness().store(F.state())
        let snapshot = F.snapshot()
        store.send(.didLoadForecast(.success(snapshot))) {
            $0.snapshot = snapshot
            $0.cursorHour = hours[0]
            $0.firstVisibleHour = hours[0]
        }
        await store.finish()
    }
}
