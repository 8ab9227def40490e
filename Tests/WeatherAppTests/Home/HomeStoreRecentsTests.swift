import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The recent-searches list: focus on launch, opening by number, delete and undo.
@MainActor
struct HomeStoreRecentsTests {
    typealias F = HomeFixtures
    let entries = [F.recent(F.newYork, temperature: 70), F.recent(F.portland, temperature: 55, minutesAgo: 90)]

    @Test func theListHasFocusOnLaunchOnlyWhenItHasEntries() {
        #expect(HomeScreen.State(recents: entries).focus == .list)
        #expect(HomeScreen.State(recents: []).focus == .prompt)
    }

    @Test func deleteThenUndoRestoresTheEntryInPlace() async {
        let recents = RecentSearchesClient.inMemory(entries)
        let store = TestStore<HomeScreen>(
            initialState: .init(recents: entries, now: F.now), reducer: F.store(recents: recents))
        store.send(.didMoveSelection(.down)) { $0.list.select(1) }
        store.send(.didDeleteSelected) {
            $0.recents = [entries[0]]
            $0.lastRemoval = RecentSearchRemoval(entry: entries[1], index: 1, entries: [entries[0]])
            $0.list.setItemCount(1)
            $0.message = .init("Removed Portland, OR 97201. Press u to undo.", isError: false)
        }
        await store.receive(.didLoadRecents([entries[0]]))
        #expect(recents.all() == [entries[0]])
        store.send(.didUndoDelete) {
            $0.lastRemoval = nil
            $0.recents = entries
            $0.list.setItemCount(2)
            $0.list.select(1)
            $0.message = .init("Restored Portland, OR.", isError: false)
        }
        await store.receive(.didLoadRecents(entries))
        #expect(recents.all() == entries)
        store.send(.didUndoDelete) { $0.message = .init("Nothing to undo.") }
        await store.finish()
    }

    @Test func aNumberOpensThatEntry() async {
        let store = TestStore<HomeScreen>(initialState: .init(recents: entries, now: F.now), reducer: F.store())
        store.send(.didOpenRecent(number: 3)) { $0.message = .init("There is no recent search number 3.") }
        store.send(.didOpenRecent(number: 2)) {
            $0.list.select(1)
            $0.loading = .init(place: F.portland)
            $0.message = nil
        }
        await store.receive(.didLoadForecast(F.portland, .success(F.snapshot()))) { F.opened(&$0) }
        store.assertOutputs([.didChoosePlace(F.portland, F.snapshot())])
        await store.skipReceivedActions()
        await store.finish()
    }

    @Test func appearingRefreshesTheListFromDisk() async {
        let later = F.now.addingTimeInterval(600)
        let recents = RecentSearchesClient.inMemory(entries)
        let reducer = F.store(recents: recents, time: TestTime(start: later))
        let store = TestStore<HomeScreen>(initialState: .init(now: F.now), reducer: reducer)
        store.send(.didAppear) { $0.now = later }
        await store.receive(.didLoadRecents(entries)) {
            $0.recents = entries
            $0.focus = .list
            $0.list.setItemCount(2)
            $0.list.select(0)
        }
        // Both readings are older than 10 minutes by now: they are refreshed (here by a client that always fails).
        let zips = ["10001", "97201"]
        await store.receive(.didStartRefresh(zips)) { $0.refreshing = zips }
        let error = WeatherError.transport("ConditionsClient.failing was asked for 2 places")
        await store.receive(.didRefreshConditions(.init(asked: zips, failed: zips, problem: error, recents: nil))) {
            $0.refreshing = []
            $0.refreshProblem = "network error"
        }
        store.send(.didDisappear)
        await store.finish()
    }
}

/// Delete and undo pressed in one batch: the undo wins on disk.
@MainActor
struct HomeStoreUndoOrderTests {
    typealias F = HomeFixtures

    @Test func undoRightAfterDeleteKeepsTheEntryOnDisk() async {
        let entries = [F.recent(F.newYork, temperature: 70), F.recent(F.portland, temperature: 55)]
        let recents = RecentSearchesClient.inMemory(entries)
        let store = TestStore<HomeScreen>(
            initialState: .init(recents: entries, now: F.now), reducer: F.store(recents: recents))
        store.exhaustivity = .off
        store.send(.didDeleteSelected)
        store.send(.didUndoDelete)
        // The undo shares the removal's id, so the removal is cancelled before it runs: only the restore lands.
        await store.receive(.didLoadRecents(entries))
        await store.finish()
        #expect(recents.all().map(\.place.zip) == ["10001", "97201"])
    }
}
