import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The prompt: type-ahead, Enter, and what the user is told when input is wrong.
@MainActor
@Suite(.serialEffects)
struct HomeStoreSearchTests {
    typealias F = HomeFixtures

    @Test func typingShowsSuggestionsOnEveryKey() async {
        let store = TestStore<HomeScreen>(initialState: .init(now: F.now), reducer: F.store())
        store.send(.prompt(.didEdit(.char("1")))) {
            $0.prompt.setText("1")
            $0.suggestions = [PlaceMatch(name: "New York", state: "NY", place: F.newYork)]
        }
        store.send(.prompt(.didEdit(.backspace))) {
            $0.prompt.setText("")
            $0.suggestions = []
        }
        await store.finish()
    }

    @Test func theAltWordKeysMoveAndDeleteByWordsAndTheSuggestionsFollow() async {
        let store = TestStore<HomeScreen>(initialState: F.typed("portland"), reducer: F.store())
        store.send(.prompt(.didEdit(.alt(.char("b"))))) { _ = $0.prompt.handle(.home) }
        store.send(.prompt(.didEdit(.alt(.char("f"))))) { _ = $0.prompt.handle(.end) }
        store.send(.prompt(.didEdit(.alt(.backspace)))) {
            $0.prompt.setText("")
            $0.suggestions = []
        }
        store.send(.prompt(.didPaste("1000 portland"))) {
            $0.prompt.setText("1000 portland")
            $0.message = .init("No place matches “1000 portland”.")
        }
        store.send(.prompt(.didEdit(.home))) { _ = $0.prompt.handle(.home) }
        store.send(.prompt(.didEdit(.alt(.char("d"))))) {
            $0.prompt.setText(" portland")
            _ = $0.prompt.handle(.home)
            $0.message = .init("No place matches “ portland”.")
        }
        store.send(.prompt(.didEdit(.alt(.char("d"))))) {
            $0.prompt.setText("")
            $0.message = nil
        }
        await store.finish()
    }

    @Test func enterOnAnExactZIPLoadsItAndHandsThePlaceToTheFlow() async {
        let recents = RecentSearchesClient.inMemory()
        let snapshot = F.snapshot(68, code: 3)
        let store = TestStore<HomeScreen>(
            initialState: .init(now: F.now), reducer: F.store(forecasts: .mock(snapshot), recents: recents))
        for key in TestKeys.typing("10001") {
            store.send(.prompt(.didEdit(key))) {
                _ = $0.prompt.handle(key)
                $0.suggestions = F.search($0.prompt.text).suggestions
            }
        }
        store.send(.prompt(.didSubmit)) { $0.loading = .init(place: F.newYork) }
        await store.receive(.load(.didLoadForecast(F.newYork, .success(snapshot)))) { F.opened(&$0) }
        store.assertOutputs([.didChoosePlace(F.newYork, snapshot)])
        let entry = RecentSearch(
            place: F.newYork, searchedAt: F.now, lastTemperature: 68, lastUnits: .imperial,
            lastWeatherCode: 3, lastSeenAt: F.now)
        await store.receive(.recents(.didLoad([entry]))) {
            $0.recents = [entry]
            $0.list.setItemCount(1)
            $0.list.select(0)
        }
        #expect(recents.all() == [entry])
        await store.finish()
    }

    @Test func problemsAreSaidInWords() async {
        var state = HomeScreen.State(now: F.now)
        state.prompt.setText("00000")
        let store = TestStore<HomeScreen>(initialState: state, reducer: F.store())
        store.send(.prompt(.didSubmit)) {
            $0.message = .init("There is no ZIP code 00000. Nearest: 10001 (New York, NY).")
        }
        await store.finish()
    }

    @Test func aPartialZIPAsksForFiveDigitsAndTheEmptyPromptForInput() async {
        var state = HomeScreen.State(now: F.now)
        state.prompt.setText("100")
        let store = TestStore<HomeScreen>(initialState: state, reducer: F.store())
        store.send(.prompt(.didSubmit)) {
            $0.suggestions = [PlaceMatch(name: "New York", state: "NY", place: F.newYork)]
            $0.message = .init("A ZIP code has 5 digits; pick one of these with ↓ and Enter, or keep typing.")
        }
        store.send(.prompt(.didMoveSuggestion(1))) { $0.suggestionIndex = 0 }
        store.send(.prompt(.didSubmit)) {
            $0.loading = .init(place: F.newYork)
            $0.message = nil
        }
        await store.receive(.load(.didLoadForecast(F.newYork, .success(F.snapshot())))) { F.opened(&$0) }
        store.skipOutputs()
        await store.skipReceivedActions()
        await store.finish()
    }

    @Test func enterOnAnAmbiguousCityOffersTheChoiceAndArrowsPickAnother() async {
        var state = HomeScreen.State(now: F.now)
        state.prompt.setText("portland")
        state.suggestions = F.search("portland").suggestions
        let first = TestStore<HomeScreen>(initialState: state, reducer: F.store())
        // Nothing highlighted: two places are named so, as `now` and the launch would say; the first, the best
        // match, is highlighted, and Enter again opens it.
        first.send(.prompt(.didSubmit)) {
            $0.suggestionIndex = 0
            $0.message = .init("2 places match “portland”: choose one below.")
        }
        first.send(.prompt(.didSubmit)) {
            $0.loading = .init(place: F.portland)
            $0.message = nil
        }
        await first.receive(.load(.didLoadForecast(F.portland, .success(F.snapshot())))) { F.opened(&$0) }
        first.assertOutputs([.didChoosePlace(F.portland, F.snapshot())])
        await first.skipReceivedActions()
        await first.finish()

        let store = TestStore<HomeScreen>(initialState: state, reducer: F.store())
        store.send(.prompt(.didMoveSuggestion(1))) { $0.suggestionIndex = 0 }
        store.send(.prompt(.didMoveSuggestion(1))) { $0.suggestionIndex = 1 }
        store.send(.prompt(.didSubmit)) {
            $0.loading = .init(place: F.portlandME)
            $0.message = nil
        }
        await store.receive(.load(.didLoadForecast(F.portlandME, .success(F.snapshot())))) { F.opened(&$0) }
        store.assertOutputs([.didChoosePlace(F.portlandME, F.snapshot())])
        await store.skipReceivedActions()
        await store.finish()
    }

    @Test func aZIPWithoutALocationIsRefusedWithAReason() async {
        var state = HomeScreen.State(now: F.now)
        state.prompt.setText("09001")
        let store = TestStore<HomeScreen>(initialState: state, reducer: F.store())
        store.send(.prompt(.didSubmit)) {
            $0.message = .init(
                "09001 (APO, AE) has no map location, so no forecast: military and some unique ZIPs don't.")
        }
        await store.finish()
    }
}

/// A paste is text for the prompt, never keys: letters that are shortcuts on the list (`d` deletes) and escape
/// sequences stay text.
@MainActor
@Suite(.serialEffects)
struct HomePasteTests {
    typealias F = HomeFixtures

    @Test func aPasteOnTheListGoesIntoThePromptAndDeletesNothing() async {
        let recents = [F.recent(F.newYork, temperature: 70)]
        let store = TestStore<HomeScreen>(initialState: .init(recents: recents, now: F.now), reducer: F.store())
        store.send(.prompt(.didPaste("\u{1B}[32mdone"))) {
            $0.prompt.setText("done")
            $0.suggestions = F.search("done").suggestions
            $0.message = F.search("done").problem.map { .init($0.message) }
        }
        #expect(store.state.recents == recents)
        await store.finish()
    }

    @Test func aPastedLineLosesTheWhiteSpaceAroundIt() async {
        let store = TestStore<HomeScreen>(initialState: .init(now: F.now), reducer: F.store())
        store.send(.prompt(.didPaste(" 10001\n"))) {
            $0.prompt.setText("10001")
            $0.suggestions = F.search("10001").suggestions
        }
        await store.finish()
    }
}
