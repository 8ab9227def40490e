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

    func render(_ state: HomeScreen.State, width: Int = 80, height: Int = 22) -> (
        text: String, cursor: (x: Int, y: Int)?
    ) {
        let (buffer, cursor) = renderBuffer(state, width: width, height: height)
        return (buffer.text, cursor)
    }

    func renderBuffer(_ state: HomeScreen.State, width: Int, height: Int) -> (Buffer, cursor: (x: Int, y: Int)?) {
        var buffer = Buffer(width: width, height: height)
        let view = HomeView(store: ViewStore(state: { state }, send: { _ in }))
        let cursor = view.render(into: &buffer, area: buffer.area)
        return (buffer, cursor)
    }

    @Test func emptyAt40x10() {
        let (text, cursor) = render(HomeScreen.State(now: F.now), width: 40, height: 10)
        expectNoDifference(
            text,
            HomeFixtures.screen40x10)
        #expect(cursor?.x == 3 && cursor?.y == 1)
    }

    @Test func recentsWithTemperaturesAndAges() {
        let state = HomeScreen.State(
            recents: [
                F.recent(F.newYork, temperature: 70), F.recent(F.portland, temperature: 55.4, minutesAgo: 150),
                F.recent(F.portlandME),
            ],
            now: F.now)
        let (text, cursor) = render(state, width: 60, height: 10)
        expectNoDifference(
            text,
            HomeFixtures.screen60x10)
        // The prompt always has the text cursor, even while the arrows move through the list.
        #expect(cursor?.x == 3 && cursor?.y == 1)
        // The selected row reversed, with a bold marker; names bold, numbers and ZIPs dim; a fresh temperature bold,
        // a reading older than 10 minutes dim with its age; no reading at all a dim dash.
        expectNoDifference(
            renderBuffer(state, width: 60, height: 10).0.styleDump(rows: 5...7),
            """
             │› 1 New York, NY 10001          70°F ☀ Clear sky        │
             │  2 Portland, OR 97201          55°F ☀ Clear sky 2 h ago│
             │  3 Portland, ME 04101             —                    │
            row 5: 2..<3 bold reverse "›"
            row 5: 3..<4 reverse " "
            row 5: 4..<5 dim reverse "1"
            row 5: 5..<6 reverse " "
            row 5: 6..<18 bold reverse "New York, NY"
            row 5: 18..<24 dim reverse " 10001"
            row 5: 24..<34 reverse "          "
            row 5: 34..<38 bold reverse "70°F"
            row 5: 38..<58 reverse " ☀ Clear sky        "
            row 6: 4..<5 dim "2"
            row 6: 6..<18 bold "Portland, OR"
            row 6: 18..<24 dim " 97201"
            row 6: 34..<38 dim "55°F"
            row 6: 39..<40 dim "☀"
            row 6: 41..<50 dim "Clear sky"
            row 6: 51..<58 dim "2 h ago"
            row 7: 4..<5 dim "3"
            row 7: 6..<18 bold "Portland, ME"
            row 7: 18..<24 dim " 04101"
            row 7: 37..<38 dim "—"
            """)
    }

    @Test func suggestionsMessageAndLoading() {
        var state = F.typed("portland")
        state.suggestionIndex = 1
        state.message = .init("2 places match: choose one with ↑↓ and Enter.", isError: false)
        expectNoDifference(
            render(state, width: 60, height: 10).text,
            HomeFixtures.screen60x10.replacingLines([
                1: " │ portland                                               │",
                3: "  2 places match: choose one with ↑↓ and Enter.",
                4: " ╭┌─ Suggestions ────────────────────────────────────────┐╮",
                5: " ││  Portland, OR  97201  30 ZIPs                        ││",
                6: " ││› Portland, ME  04101  8 ZIPs                         ││",
                7: " │└──────────────────────────────────────────────────────┘│",
            ]))
        // The message green; the selected suggestion reversed.
        expectNoDifference(
            renderBuffer(state, width: 60, height: 10).0.styleDump(rows: 3...6),
            """
              2 places match: choose one with ↑↓ and Enter.
             ╭┌─ Suggestions ────────────────────────────────────────┐╮
             ││  Portland, OR  97201  30 ZIPs                        ││
             ││› Portland, ME  04101  8 ZIPs                         ││
            row 3: 2..<47 fg:green "2 places match: choose one with ↑↓ and Enter."
            row 4: 4..<17 bold " Suggestions "
            row 5: 5..<17 bold "Portland, OR"
            row 5: 17..<33 dim "  97201  30 ZIPs"
            row 6: 3..<4 bold reverse "›"
            row 6: 4..<5 reverse " "
            row 6: 5..<17 bold reverse "Portland, ME"
            row 6: 17..<32 dim reverse "  04101  8 ZIPs"
            row 6: 32..<57 reverse "                         "
            """)
        state.loading = .init(place: F.portlandME, tick: 2)
        let loading = render(state, width: 60, height: 10)
        #expect(loading.text.contains("Loading the weather for Portland, ME…"))
        #expect(loading.text.contains("Esc cancel"))
        #expect(loading.cursor == nil)
    }

    @Test func anInlineErrorIsRed() {
        var state = F.typed("00000")
        state.message = .init("No ZIP code 00000.", isError: true)
        expectNoDifference(
            renderBuffer(state, width: 40, height: 10).0.styleDump(rows: 0...4),
            """
             ╭─ Search: ZIP code or place ────────╮
             │ 00000                              │
             ╰────────────────────────────────────╯
              No ZIP code 00000.
             ╭─ Recent Searches ──────────────────╮
            row 0: 1..<39 bold fg:cyan "╭─ Search: ZIP code or place ────────╮"
            row 1: 1..<2 bold fg:cyan "│"
            row 1: 8..<9 reverse " "
            row 1: 38..<39 bold fg:cyan "│"
            row 2: 1..<39 bold fg:cyan "╰────────────────────────────────────╯"
            row 3: 2..<20 fg:red "No ZIP code 00000."
            row 4: 3..<20 bold " Recent Searches "
            """)
    }

    @Test func onAWideWindowTheWeatherStaysNextToTheNames() throws {
        let state = HomeScreen.State(
            recents: [F.recent(F.newYork, temperature: 70), F.recent(F.portland, temperature: 55, minutesAgo: 90)],
            now: F.now)
        let rows = render(state, width: 200, height: 10).text.split(separator: "\n").map(String.init)
        let newYork = try #require(rows.first { $0.contains("New York, NY 10001") })
        let name = try #require(newYork.range(of: "10001"))
        let temperature = try #require(newYork.range(of: "70°F"))
        // The widest name and ZIP, at most 12 blank cells, then the temperature: not 150 columns away.
        let gap = newYork.distance(from: name.upperBound, to: temperature.lowerBound)
        #expect(gap <= RecentColumns.nameGap + 4)
        #expect(newYork.hasSuffix("│"))
    }

    @Test func keysBecomeActionsOnlyWhereTheyApply() {
        var sent: [HomeScreen.Action] = []
        var state = HomeScreen.State(recents: [F.recent(F.newYork)], now: F.now)
        let view = HomeView(store: ViewStore(state: { state }, send: { sent.append($0) }))
        // Prompt empty: letters and digits are text all the same (no place name can delete, open or quit); the
        // list has the keys no name contains; `/` is taken untyped and `?` is left to the shell (help).
        #expect(view.capturesText)
        #expect(view.handle(.char("3")))
        #expect(view.handle(.char("d")))
        #expect(view.handle(.char("q")))
        #expect(view.handle(.delete))
        #expect(view.handle(.down))
        #expect(view.handle(.char("/")))
        #expect(!view.handle(.char("?")))
        // Text typed: `?`, `/` and Delete edit the text; ↓ moves through the suggestions.
        state.prompt.setText("Biel")
        #expect(view.handle(.char("/")))
        #expect(view.handle(.char("?")))
        #expect(view.handle(.delete))
        #expect(view.handle(.down))
        #expect(view.handle(.escape))
        #expect(
            sent == [
                .prompt(.didEdit(.char("3"))), .prompt(.didEdit(.char("d"))), .prompt(.didEdit(.char("q"))),
                .recents(.didToggleRemoval), .recents(.didMoveSelection(.down)), .prompt(.didPressSearchKey),
                .prompt(.didEdit(.char("/"))), .prompt(.didEdit(.char("?"))), .prompt(.didEdit(.delete)),
                .prompt(.didMoveSuggestion(1)), .prompt(.didClear),
            ])
    }

    @Test func theAltWordKeysEditThePromptAndNoOtherAltKeyIsTaken() {
        var sent: [HomeScreen.Action] = []
        var state = HomeScreen.State(recents: [F.recent(F.newYork)], now: F.now)
        state.prompt.setText("Portland, OR")
        let view = HomeView(store: ViewStore(state: { state }, send: { sent.append($0) }))
        let words: [Key] = [.alt(.char("b")), .alt(.char("f")), .alt(.char("d")), .alt(.backspace)]
        for key in words { #expect(view.handle(key), "\(key)") }
        // Not taken, and no shell key either: neither typed nor Esc (which clears the prompt).
        for key in [Key.alt(.char("x")), .alt(.char("q")), .alt(.escape), .alt(.up), .alt(.enter)] {
            #expect(!view.handle(key), "\(key)")
            #expect(WeatherShell.keyMap(canGoBack: false, capturesText: true).action(for: key) == nil, "\(key)")
        }
        #expect(sent == words.map { .prompt(.didEdit($0)) })
    }
}
