import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The mouse on Home: clicks open a recent row or a suggestion and focus the prompt; the wheel moves through the
/// list or the suggestions; nothing gets through while a forecast loads.
@MainActor
@Suite(.serialEffects)
struct HomeMouseTests {
    typealias F = HomeFixtures
    let area = Rect(x: 0, y: 1, width: 80, height: 22)

    private func view(_ state: HomeScreen.State) -> HomeView {
        HomeView(store: ViewStore(state: { state }, send: { _ in }))
    }

    /// Where `text` is drawn when `state` is rendered in `area` (column, row): the lowest row that has it (the
    /// prompt's placeholder names Portland too).
    private func find(_ text: String, in state: HomeScreen.State) -> (x: Int, y: Int)? {
        var buffer = Buffer(width: 80, height: 24)
        _ = view(state).render(into: &buffer, area: area)
        for (y, line) in buffer.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().reversed() {
            if let range = line.range(of: text) { return (DisplayWidth.of(String(line[..<range.lowerBound])), y) }
        }
        return nil
    }

    private var withRecents: HomeScreen.State {
        HomeScreen.State(
            recents: [F.recent(F.newYork, temperature: 70), F.recent(F.portland, temperature: 60)], now: F.now)
    }

    @Test func aClickOnARecentRowOpensIt() throws {
        let state = withRecents
        let row = try #require(find("Portland", in: state))
        #expect(
            view(state).mouseAction(MouseEvent(.press(.left), column: row.x, row: row.y), in: area)
                == .recents(.didOpen(number: 2)))
        let first = try #require(find("New York", in: state))
        #expect(
            view(state).mouseAction(MouseEvent(.press(.left), column: 3, row: first.y), in: area)
                == .recents(.didOpen(number: 1)))
        // Below the last row, and a right click: nothing.
        #expect(view(state).mouseAction(MouseEvent(.press(.left), column: row.x, row: row.y + 1), in: area) == nil)
        #expect(view(state).mouseAction(MouseEvent(.press(.right), column: row.x, row: row.y), in: area) == nil)
    }

    @Test func aClickOnThePromptDoesNothingAndTheWheelMovesThroughTheList() throws {
        let state = withRecents
        let prompt = try #require(find("Search: ZIP code", in: state))
        #expect(view(state).mouseAction(MouseEvent(.press(.left), column: 10, row: prompt.y + 1), in: area) == nil)
        let row = try #require(find("Portland", in: state))
        #expect(
            view(state).mouseAction(MouseEvent(.wheel(.down), column: 5, row: row.y), in: area)
                == .recents(.didMoveSelection(.down)))
        #expect(
            view(state).mouseAction(MouseEvent(.wheel(.up), column: 5, row: row.y), in: area)
                == .recents(.didMoveSelection(.up)))
    }

    @Test func aClickOnASuggestionChoosesItAndTheWheelMovesThroughThem() throws {
        let state = F.typed("portland")
        let maine = try #require(find("8 ZIPs", in: state))
        #expect(
            view(state).mouseAction(MouseEvent(.press(.left), column: maine.x, row: maine.y), in: area)
                == .prompt(.didChooseSuggestion(1)))
        #expect(
            view(state).mouseAction(MouseEvent(.wheel(.down), column: maine.x, row: maine.y), in: area)
                == .prompt(.didMoveSuggestion(1)))
        #expect(
            view(state).mouseAction(MouseEvent(.wheel(.up), column: maine.x, row: maine.y), in: area)
                == .prompt(.didMoveSuggestion(-1)))
    }

    @Test func whileAForecastLoadsClicksDoNothing() throws {
        var state = withRecents
        let row = try #require(find("Portland", in: state))
        state.loading = .init(place: F.portland)
        #expect(view(state).mouseAction(MouseEvent(.press(.left), column: row.x, row: row.y), in: area) == nil)
        #expect(view(state).mouseAction(MouseEvent(.wheel(.down), column: row.x, row: row.y), in: area) == nil)
    }

    @Test func choosingASuggestionOpensIt() async {
        let store = TestStore<HomeScreen>(initialState: F.typed("portland"), reducer: F.store())
        store.send(.prompt(.didChooseSuggestion(5)))  // no such suggestion
        store.send(.prompt(.didChooseSuggestion(1))) {
            $0.suggestionIndex = 1
            $0.loading = .init(place: F.portlandME)
        }
        await store.receive(.load(.didLoadForecast(F.portlandME, .success(F.snapshot())))) { F.opened(&$0) }
        store.assertOutputs([.didChoosePlace(F.portlandME, F.snapshot())])
        await store.skipReceivedActions()
        await store.finish()
    }

    private var failed: HomeScreen.State {
        var state = withRecents
        state.failure = .init(
            place: F.portland,
            alert: AlertState(
                title: "Couldn't load Portland, OR", message: "No connection.", buttons: ["Retry", "Cancel"]))
        return state
    }

    @Test func underAFailureOnlyItsButtonsTakeClicks() throws {
        let state = failed
        let retry = try #require(find("[ Retry ]", in: state))
        let cancel = try #require(find("[ Cancel ]", in: state))
        #expect(
            view(state).mouseAction(MouseEvent(.press(.left), column: retry.x + 2, row: retry.y), in: area)
                == .alert(.didClickButton(0)))
        #expect(
            view(state).mouseAction(MouseEvent(.press(.left), column: cancel.x + 9, row: cancel.y), in: area)
                == .alert(.didClickButton(1)))
        #expect(
            view(state).mouseAction(MouseEvent(.press(.left), column: cancel.x - 1, row: cancel.y), in: area) == nil)
        let row = try #require(find("Portland", in: withRecents))
        #expect(view(state).mouseAction(MouseEvent(.press(.left), column: row.x, row: row.y), in: area) == nil)
    }

    @Test func clickingCancelClosesTheAlertAndRetryLoadsAgain() async {
        let store = TestStore<HomeScreen>(initialState: failed, reducer: F.store())
        store.send(.alert(.didClickButton(2)))  // no such button
        store.send(.alert(.didClickButton(1))) { $0.failure = nil }
        await store.finish()
        let retry = TestStore<HomeScreen>(initialState: failed, reducer: F.store())
        retry.send(.alert(.didClickButton(0))) {
            $0.failure = nil
            $0.loading = .init(place: F.portland)
        }
        await retry.receive(.load(.didLoadForecast(F.portland, .success(F.snapshot())))) { F.opened(&$0) }
        retry.assertOutputs([.didChoosePlace(F.portland, F.snapshot())])
        await retry.skipReceivedActions()
        await retry.finish()
    }
}
