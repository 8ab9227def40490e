import CustomDump
import Foundation
import Lasso
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Home's loading and error states at both ends of the supported sizes (bodies of 80×24 and 40×12 terminals).
@MainActor
struct HomeViewStateTests {
    typealias F = HomeFixtures

    func render(_ state: HomeScreen.State, width: Int, height: Int) -> String {
        var buffer = Buffer(width: width, height: height)
        _ = HomeView(store: ViewStore(state: { state }, send: { _ in })).render(into: &buffer, area: buffer.area)
        return buffer.text
    }

    var failed: HomeScreen.State {
        var state = F.typed("10001")
        state.failure = .init(
            place: F.newYork,
            alert: AlertState(
                title: "Couldn't load New York, NY",
                message: WeatherError.http(status: 500, reason: "Something went wrong.").message,
                buttons: ["Retry", "Cancel"]))
        return state
    }

    @Test func errorAt80x22() {
        let text = render(failed, width: 80, height: 22)
        #expect(text.contains("╭─ Couldn't load New York, NY"))
        #expect(text.contains("[ Retry ]"))
        #expect(text.contains("[ Cancel ]"))
        #expect(text.contains("Something went wrong."))
    }

    @Test func errorAt40x10() {
        expectNoDifference(
            render(failed, width: 40, height: 10),
            HomeFixtures.screen40x10.replacingLines([
                1: " │ 10001                              │",
                2: "╭─ Couldn't load New York, NY ─────────╮",
                3: "│ The weather service had a problem    │",
                4: "│ (HTTP 500): Something went wrong.    │",
                5: "│                                      │",
                6: "│        [ Retry ]  [ Cancel ]         │",
                7: "╰──────────────────────────────────────╯",
            ]))
    }

    @Test func loadingAt40x10() {
        var state = F.typed("10001")
        state.loading = .init(place: F.newYork, tick: 0)
        expectNoDifference(
            render(state, width: 40, height: 10),
            HomeFixtures.screen40x10.replacingLines([
                1: " │ 10001                              │",
                2: " ╭─ Loading ──────────────────────────╮",
                3: " │ ⠋ Loading the weather for New Yor… │",
                4: " │                                    │",
                5: " │             Esc cancel             │",
                6: " ╰────────────────────────────────────╯",
            ]))
    }

    @Test func dataAt80x22() {
        let state = HomeScreen.State(recents: [F.recent(F.newYork, temperature: 70)], now: F.now)
        let text = render(state, width: 80, height: 22)
        let row = try! #require(text.split(separator: "\n").first { $0.contains("New York, NY 10001") })
        #expect(row.hasPrefix(" │› 1 New York, NY 10001 "))
        // Fresh: no age, and no column for one; the weather next to the name, the rest of the row blank.
        #expect(row.contains("New York, NY 10001             70°F ☀ Clear sky   "))
        #expect(row.hasSuffix(" │"))
        #expect(row.count == 79)  // the right border in the last-but-one column
    }
}
