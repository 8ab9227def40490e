import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The recent-searches list: typing never touches it, Delete marks and restores any number of places, opening by
/// number (a click).
@MainActor
@Suite(.serialEffects)
struct HomeStoreRecentsTests {
    typealias F = HomeFixtures
    let entries = [F.recent(F.newYork, temperature: 70), F.recent(F.portland, temperature: 55, minutesAgo: 90)]

    @Test func everyLetterDigitAndPunctuationOfAPlaceNameIsTypedWhateverIsSelected() {
        var state = HomeScreen.State(recents: entries + [F.recent(F.portlandME)], now: F.now)
        state.list.select(1)
        for name in ["Redding", "Albuquerque", "33101", "Biel/Bienne", "Coeur d'Alene", "St. Mary's?"] {
            var typing = state
            for character in name {
                let action = HomeScreen.keyMap(typing).action(for: .char(character))
                // `/` on an empty prompt is the search key, not text; everything else is typed.
                if character == "/", typing.prompt.isEmpty {
                    #expect(action == .prompt(.didPressSearchKey))
                    continue
                }
                #expect(action == .prompt(.didEdit(.char(character))), "\(name): \(character)")
                _ = typing.prompt.handle(.char(character))
            }
            #expect(typing.prompt.text == name)
        }
        // `?` opens the help only while nothing is typed (the shell takes what Home leaves).
        #expect(HomeScreen.keyMap(state).action(for: .char("?")) == nil)
    }

    @Test func deleteMarksTwoPlacesAndDeleteAgainRestoresEachInPlace() async {
        let three = entries + [F.recent(F.portlandME)]
        let recents = RecentSearchesClient.inMemory(three)
        let time = TestTime(start: F.now)
        let store = TestStore<HomeScreen>(
            initialState: .init(recents: three, now: F.now), reducer: F.store(recents: recents, time: time))
        let newYork = RecentSearchRemoval(entry: three[0], index: 0, entries: [])
        let maine = RecentSearchRemoval(entry: three[2], index: 2, entries: [])
        store.send(.recents(.didToggleRemoval)) {
            $0.removals = [newYork]
            $0.message = .init(
                "Removed New York, NY. Delete again restores it, until you leave Home.", isError: false)
        }
        // Marked rows stay where they were: the list from disk gets them back in place.
        await store.receive(.recents(.didLoad([three[1], three[2]])))
        store.send(.recents(.didMoveSelection(.end))) {
            $0.list.select(2)
            $0.listHasFocus = true
        }
        store.send(.recents(.didToggleRemoval)) {
            $0.removals = [newYork, maine]
            $0.message = .init(
                "Removed Portland, ME. Delete again restores it, until you leave Home.", isError: false)
        }
        await store.receive(.recents(.didLoad([three[1]])))
        #expect(recents.all() == [three[1]])
        #expect(store.state.recents == three)
        // A marked place is not opened.
        store.send(.recents(.didOpenSelected)) {
            $0.message = .init("Portland, ME is marked removed: press Delete to restore it.")
        }
        store.send(.recents(.didToggleRemoval)) {
            $0.removals = [newYork]
            $0.message = .init("Restored Portland, ME.", isError: false)
        }
        await store.receive(.recents(.didLoad([three[1], three[2]])))
        store.send(.recents(.didMoveSelection(.home))) { $0.list.select(0) }
        store.send(.recents(.didToggleRemoval)) {
            $0.removals = []
            $0.message = .init("Restored New York, NY.", isError: false)
        }
        await store.receive(.recents(.didLoad(three)))
        #expect(recents.all() == three)
        // The message fades after a few seconds.
        await time.advance(by: HomeStore.messageLifetime)
        await store.receive(.didFadeMessage("Restored New York, NY.")) { $0.message = nil }
        await store.finish()
    }

    @Test func leavingHomeDropsOnlyTheMarkedPlaces() async {
        let three = entries + [F.recent(F.portlandME)]
        let recents = RecentSearchesClient.inMemory(three)
        let store = TestStore<HomeScreen>(
            initialState: .init(recents: three, now: F.now), reducer: F.store(recents: recents))
        store.send(.recents(.didMoveSelection(.down))) {
            $0.list.select(1)
            $0.listHasFocus = true
        }
        store.send(.recents(.didToggleRemoval)) {
            $0.removals = [RecentSearchRemoval(entry: three[1], index: 1, entries: [])]
            $0.message = .init(
                "Removed Portland, OR. Delete again restores it, until you leave Home.", isError: false)
        }
        await store.receive(.recents(.didLoad([three[0], three[2]])))
        store.send(.didDisappear) {
            $0.removals = []
            $0.recents = [three[0], three[2]]
            $0.list.setItemCount(2)
            $0.message = nil
        }
        #expect(recents.all().map(\.place.zip) == [three[0].place.zip, three[2].place.zip])
        await store.finish()
    }

    @Test func aNumberOpensThatEntry() async {
        let store = TestStore<HomeScreen>(initialState: .init(recents: entries, now: F.now), reducer: F.store())
        store.send(.recents(.didOpen(number: 3))) { $0.message = .init("There is no recent search number 3.") }
        store.send(.recents(.didOpen(number: 2))) {
            $0.list.select(1)
            $0.loading = .init(place: F.portland)
            $0.message = nil
        }
        await store.receive(.load(.didLoadForecast(F.portland, .success(F.snapshot())))) { F.opened(&$0) }
        store.assertOutputs([.didChoosePlace(F.portland, F.snapshot())])
        await store.skipReceivedActions()
        await store.finish()
    }

    @Test func appearingRefreshesTheListFromDisk() async {
        let later = F.now.addingTimeInterval(600)
        let recents = RecentSearchesClient.inMemory(entries)
        let reducer = F.store(recents: recents, time: TestTime(start: later), conditions: F.unreachableConditions)
        let store = TestStore<HomeScreen>(initialState: .init(now: F.now), reducer: reducer)
        store.send(.didAppear(Settings())) { $0.now = later }
        await store.receive(.recents(.didLoad(entries))) {
            $0.recents = entries
            $0.list.setItemCount(2)
            $0.list.select(0)
        }
        // Both readings are older than 10 minutes by now: they are refreshed (here by a client that always fails).
        let zips = ["10001", "97201"]
        await store.receive(.refresh(.didStart(zips))) { $0.refreshing = zips }
        let error = WeatherError.transport("unreachable: asked for 2 places")
        await store.receive(.refresh(.didFinish(.init(asked: zips, failed: zips, problem: error, recents: nil)))) {
            $0.refreshing = []
            $0.refreshProblem = "network error"
        }
        store.send(.didDisappear)
        await store.finish()
    }
}

/// Delete pressed twice in one batch: the restore wins on disk.
@MainActor
@Suite(.serialEffects)
struct HomeStoreUndoOrderTests {
    typealias F = HomeFixtures

    @Test func restoringRightAfterMarkingKeepsTheEntryOnDisk() async {
        let entries = [F.recent(F.newYork, temperature: 70), F.recent(F.portland, temperature: 55)]
        let recents = RecentSearchesClient.inMemory(entries)
        let store = TestStore<HomeScreen>(
            initialState: .init(recents: entries, now: F.now), reducer: F.store(recents: recents))
        store.exhaustivity = .off
        store.send(.recents(.didToggleRemoval))
        store.send(.recents(.didToggleRemoval))
        // The restore shares the removal's id, so the removal is cancelled before it runs: only the restore lands.
        await store.receive(.recents(.didLoad(entries)))
        store.send(.didDisappear)
        await store.finish()
        #expect(recents.all().map(\.place.zip) == ["10001", "97201"])
    }
}
