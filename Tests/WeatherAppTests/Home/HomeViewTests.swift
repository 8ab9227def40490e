import CustomDump
import Foundation
import Lasso
import TerminalUI
import Testing
import WeatherCore
@testable import WeatherApp

/// Home drawn by its view into an in-memory buffer, at 80×24 and 40×12 bodies' sizes, in each state.
@MainActor
struct HomeViewTests {
    typealias F = HomeFixtures

    func render(_ state: HomeScreen.State, width: Int = 80, height: Int = 22) -> (text: String, cursor: (x: Int, y: Int)?) {
        var buffer = Buffer(width: width, height: height)
        let view = HomeView(store: ViewStore(state: { state }, send: { _ in }))
        let cursor = view.render(into: &buffer, area: buffer.area)
        return (buffer.text, cursor)
    }

    @Test func emptyAt40x10() {
        let (text, cursor) = render(HomeScreen.State(now: F.now), width: 40, height: 10)
        expectNoDifference(text, """
             ╭─ Search: ZIP code or City, ST ─────╮
             │ e.g. 10001 or Portland, OR         │
             ╰────────────────────────────────────╯

             ╭─ Recent Searches ──────────────────╮
             │                                    │
             │ No recent searches yet. Type a ZIP │
             │    code above and press Enter.     │
             │                                    │
             ╰────────────────────────────────────╯
            """)
        #expect(cursor?.x == 3 && cursor?.y == 1)
    }

    @Test func recentsWithTemperaturesAndAges() {
        let state = HomeScreen.State(
            recents: [F.recent(F.newYork, temperature: 70), F.recent(F.portland, temperature: 55.4, minutesAgo: 150), F.recent(F.portlandME)],
            now: F.now)
        let (text, cursor) = render(state, width: 60, height: 10)
        expectNoDifference(text, """
             ╭─ Search: ZIP code or City, ST ─────────────────────────╮
             │ e.g. 10001 or Portland, OR                             │
             ╰────────────────────────────────────────────────────────╯

             ╭─ Recent Searches ──────────────────────────────────────╮
             │› 1 New York, NY 10001                 70°F ☀  5 min ago│
             │  2 Portland, OR 97201                   55°F ☀  2 h ago│
             │  3 Portland, ME 04101                                  │
             │                                                        │
             ╰────────────────────────────────────────────────────────╯
            """)
        #expect(cursor == nil)
    }

    @Test func suggestionsMessageAndLoading() {
        var state = F.typed("portland")
        state.suggestionIndex = 1
        state.message = .init("2 places match: choose one with ↑↓ and Enter.", isError: false)
        expectNoDifference(render(state, width: 60, height: 10).text, """
             ╭─ Search: ZIP code or City, ST ─────────────────────────╮
             │ portland                                               │
             ╰────────────────────────────────────────────────────────╯
              2 places match: choose one with ↑↓ and Enter.
             ╭┌─ Suggestions ────────────────────────────────────────┐╮
             ││  Portland, OR  97201  30 ZIPs                        ││
             ││› Portland, ME  04101  8 ZIPs                         ││
             │└──────────────────────────────────────────────────────┘│
             │                                                        │
             ╰────────────────────────────────────────────────────────╯
            """)
        state.loading = .init(place: F.portlandME, tick: 2)
        let loading = render(state, width: 60, height: 10)
        #expect(loading.text.contains("Loading the weather for Portland, ME…"))
        #expect(loading.text.contains("Esc cancel"))
        #expect(loading.cursor == nil)
    }

    @Test func keysBecomeActionsOnlyWhereTheyApply() {
        var sent: [HomeScreen.Action] = []
        var state = HomeScreen.State(recents: [F.recent(F.newYork)], now: F.now)
        let view = HomeView(store: ViewStore(state: { state }, send: { sent.append($0) }))
        // List focused: shortcuts act, `q` is left to the shell (quit).
        #expect(view.handle(.char("3")))
        #expect(view.handle(.char("d")))
        #expect(view.handle(.char("u")))
        #expect(!view.handle(.char("q")))
        #expect(!view.capturesText)
        // Prompt focused: the same keys are text.
        state.focus = .prompt
        #expect(view.handle(.char("q")))
        #expect(view.handle(.char("3")))
        #expect(view.capturesText)
        #expect(!view.handle(.char("?")))
        #expect(sent == [.didOpenRecent(number: 3), .didDeleteSelected, .didUndoDelete,
                         .didEditPrompt(.char("q")), .didEditPrompt(.char("3"))])
    }
}
