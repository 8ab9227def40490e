import Foundation
import Lasso
import LassoTesting
import Testing
import WeatherCore

@testable import WeatherApp

/// 7 or 16 days in Detail's reducer, exhaustively: `d` saves the choice and asks for 16 days only when the data in
/// hand has fewer, the saved choice applies on appear, and the daily table scrolls within its days.
@MainActor
@Suite(.serialEffects)
struct DetailDaysStoreTests {
    typealias F = DetailFixtures
    let now = F.now

    @Test func dAsksForSixteenDaysThenShowsSevenOfThemWithNoRequest() async {
        let h = DetailHarness()
        let week = F.snapshot()
        let store = h.store(F.state(snapshot: week))
        let long = F.snapshot(age: 0, days: .sixteen)

        store.send(.didToggleDays) {
            // Asked for, not yet shown: the table keeps its 7 days (and says 7) under the spinner.
            $0.pendingDays = .sixteen
            $0.status = .loading
            $0.lastAttempt = now
        }
        #expect(store.state.upcomingDays.count == 7)
        #expect(h.savedDays.values.isEmpty)
        await h.loads.resume(
            LoadCall(zip: "10001", units: .imperial, policy: .cacheFirst, days: .sixteen), returning: long)
        await store.receive(.didLoadForecast(.success(long))) {
            $0.snapshot = long
            $0.status = .idle
            $0.days = .sixteen
            $0.pendingDays = nil
        }
        #expect(store.state.upcomingDays.count == 16)

        // Back to 7: the 16 days in hand hold them, so no request.
        store.send(.didToggleDays) { $0.days = .seven }
        #expect(store.state.upcomingDays.map(\.date) == Array(long.forecast.daily.prefix(7).map(\.date)))
        // And to 16 again, still in hand.
        store.send(.didToggleDays) { $0.days = .sixteen }
        await store.finish()

        #expect(h.savedDays.values == [.sixteen, .seven, .sixteen])
        #expect(
            await h.loads.calls == [LoadCall(zip: "10001", units: .imperial, policy: .cacheFirst, days: .sixteen)])
    }

    @Test func dWhileNothingIsInHandLoadsTheNewLength() async {
        let h = DetailHarness()
        var failed = F.state(days: .sixteen)
        failed.status = .failed(.timedOut(seconds: 10))
        let store = h.store(failed)
        let week = F.snapshot(age: 0)

        store.send(.didToggleDays) {
            $0.days = .seven
            $0.status = .loading
            $0.lastAttempt = now
        }
        await h.loads.resume(LoadCall(zip: "10001", units: .imperial, policy: .cacheFirst), returning: week)
        await store.receive(.didLoadForecast(.success(week))) {
            $0.snapshot = week
            $0.status = .idle
            $0.cursorHour = week.forecast.hourly[0].time
            $0.firstVisibleHour = week.forecast.hourly[0].time
        }
        await store.finish()
        #expect(h.savedDays.values == [.seven])
    }

    @Test func aFailed16DayFetchSaysSoKeepsSevenAndSavesNothing() async {
        let h = DetailHarness()
        let store = h.store(F.state(snapshot: F.snapshot()))
        let error = WeatherError.http(status: 500, reason: nil)

        store.send(.didToggleDays) {
            $0.pendingDays = .sixteen
            $0.status = .loading
            $0.lastAttempt = now
        }
        await h.loads.resume(
            LoadCall(zip: "10001", units: .imperial, policy: .cacheFirst, days: .sixteen), throwing: error)
        await store.receive(.didLoadForecast(.failure(error))) {
            $0.status = .failed(error)
            $0.pendingDays = nil
            $0.daysProblem = "16 days unavailable: HTTP 500"
        }
        #expect(store.state.days == .seven)
        #expect(h.savedDays.values.isEmpty)
        // The table says 7 days and why not 16.
        let sections = DetailSections(store.state)
        #expect(sections.body?.daily.problem == "16 days unavailable: HTTP 500")
        #expect(sections.body?.daily.length == .seven)
        await store.finish()
    }

    @Test func openingInSixteenDaysWithSevenInHandAsksForSixteen() async {
        let h = DetailHarness()
        let store = h.store(F.state(snapshot: F.snapshot(), days: .sixteen))
        let long = F.snapshot(age: 0, days: .sixteen)

        store.send(.didAppear(h.saved)) {
            $0.hasAppeared = true
            $0.status = .loading
            $0.lastAttempt = now
        }
        await h.receiveNoAlerts(store)
        await h.loads.resume(
            LoadCall(zip: "10001", units: .imperial, policy: .cacheFirst, days: .sixteen), returning: long)
        await store.receive(.didLoadForecast(.success(long))) {
            $0.snapshot = long
            $0.status = .idle
        }
        store.cancelEffect(id: DetailStore.CancelID.clock)  // it runs as long as the screen lives
        await store.finish()
    }

    @Test func theLengthChosenOnAnotherDetailAppliesOnAppear() async {
        let h = DetailHarness()
        var shown = F.state(snapshot: F.snapshot())
        shown.hasAppeared = true
        let store = h.store(shown)
        let long = F.snapshot(age: 0, days: .sixteen)

        h.savedDays.append(.sixteen)  // switched on a Detail pushed over this one, which was then popped
        store.send(.didAppear(h.saved)) {
            $0.days = .sixteen
            $0.status = .loading
            $0.lastAttempt = now
        }
        await h.loads.resume(
            LoadCall(zip: "10001", units: .imperial, policy: .cacheFirst, days: .sixteen), returning: long)
        await store.receive(.didLoadForecast(.success(long))) {
            $0.snapshot = long
            $0.status = .idle
        }
        // Back to 7 elsewhere: the 16 days in hand show 7 without a request.
        h.savedDays.append(.seven)
        store.send(.didAppear(h.saved)) { $0.days = .seven }
        await store.finish()
        #expect(await h.loads.calls.count == 1)
    }

    @Test func theTableScrollsByRowsAndPagesWithinItsDays() async {
        let store = DetailHarness().store(F.state(snapshot: F.snapshot(days: .sixteen), days: .sixteen))
        let sizes = DetailScreen.SectionSizes(chartWidth: 72, dayRows: 7)
        // Before a layout the store knows no rows: nothing scrolls, but the focus is the table's now.
        store.send(.didScrollDays(.rows(1))) { $0.daysHaveFocus = true }
        store.send(.didLayout(sizes)) { $0.sectionSizes = sizes }
        store.send(.didScrollDays(.rows(-1)))  // already at the top
        store.send(.didScrollDays(.rows(1))) { $0.dayScroll = 1 }
        store.send(.didScrollDays(.pages(1))) { $0.dayScroll = 8 }
        store.send(.didScrollDays(.pages(1))) { $0.dayScroll = 9 }  // 16 days, 7 rows: 9 is the last
        store.send(.didScrollDays(.rows(1)))
        store.send(.didScrollDays(.pages(-1))) { $0.dayScroll = 2 }
        store.send(.didScrollDays(.rows(-5))) { $0.dayScroll = 0 }
        await store.finish()
    }

    @Test func fewerDaysOrMoreRowsPullTheScrollBack() async {
        var scrolled = F.state(snapshot: F.snapshot(days: .sixteen), days: .sixteen)
        scrolled.sectionSizes = DetailScreen.SectionSizes(chartWidth: 72, dayRows: 7)
        scrolled.dayScroll = 9
        let h = DetailHarness()
        let store = h.store(scrolled)
        let taller = DetailScreen.SectionSizes(chartWidth: 72, dayRows: 12)
        store.send(.didLayout(taller)) {
            $0.sectionSizes = taller
            $0.dayScroll = 4
        }
        store.send(.didToggleDays) {
            $0.days = .seven
            $0.dayScroll = 0  // 7 days fit in 12 rows
        }
        await store.finish()
        #expect(h.savedDays.values == [.seven])
    }

    @Test func theTableWithEveryDayInViewDoesNotScroll() async {
        var week = F.state(snapshot: F.snapshot())
        week.sectionSizes = DetailScreen.SectionSizes(chartWidth: 72, dayRows: 7)
        let store = DetailHarness().store(week)
        store.send(.didScrollDays(.rows(1))) { $0.daysHaveFocus = true }
        store.send(.didScrollDays(.pages(1)))
        // The hour cursor takes the focus back to the readout.
        store.send(.didMoveHourCursor(.next)) {
            $0.daysHaveFocus = false
            $0.moveHourCursor(.next)
        }
        await store.finish()
    }
}
