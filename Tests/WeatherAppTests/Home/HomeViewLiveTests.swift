import CustomDump
import Foundation
import Lasso
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Home's live rows at the bodies of 80×24 and 40×12 terminals: each place's temperature, condition and today's
/// high/low in aligned columns, stale rows dimmed with their age, a placeholder for a place never seen, and the
/// quiet word on the list's border while a refresh runs or after one failed.
@MainActor
struct HomeViewLiveTests {
    typealias F = HomeFixtures

    func render(_ state: HomeScreen.State, width: Int, height: Int) -> Buffer {
        var buffer = Buffer(width: width, height: height)
        _ = HomeView(store: ViewStore(state: { state }, send: { _ in })).render(into: &buffer, area: buffer.area)
        return buffer
    }

    /// New York just refreshed, with an alert in force; Portland, OR's refresh failed 2 hours after its last
    /// reading; Portland, ME never seen.
    var live: HomeScreen.State {
        var newYork = F.updated(
            F.recent(F.newYork), F.conditions(71.6, code: 2, high: 75.2, low: 60.4, minutesAgo: 2))
        newYork.lastAlerts = AlertsSummary(severity: .severe, count: 2, until: nil)
        let portland = F.updated(F.recent(F.portland), F.conditions(55.4, code: 61, high: 58, low: 49, minutesAgo: 130))
        var state = HomeScreen.State(recents: [newYork, portland, F.recent(F.portlandME)], now: F.now)
        state.refreshProblem = "no connection"
        return state
    }

    @Test func liveRowsAt80x22() {
        expectNoDifference(
            render(live, width: 80, height: 22).styleDump(rows: 4...7) + "\n"
                + render(live, width: 80, height: 22).styleDump(rows: 21...21),
            """
             ╭─ Recent Searches ──────────────────────────────────────────────────────────╮
             │› 1 New York, NY 10001            ⚠ 72°F ☁ Partly cloudy H 75° L 60°        │
             │  2 Portland, OR 97201              55°F ☂ Slight rain   H 58° L 49° 2 h ago│
             │  3 Portland, ME 04101                 —                                    │
            row 4: 3..<20 bold " Recent Searches "
            row 5: 2..<3 bold reverse "›"
            row 5: 3..<4 reverse " "
            row 5: 4..<5 dim reverse "1"
            row 5: 5..<6 reverse " "
            row 5: 6..<18 bold reverse "New York, NY"
            row 5: 18..<24 dim reverse " 10001"
            row 5: 24..<36 reverse "            "
            row 5: 36..<38 bold reverse fg:red "⚠ "
            row 5: 38..<42 bold reverse "72°F"
            row 5: 42..<78 reverse " ☁ Partly cloudy H 75° L 60°        "
            row 6: 4..<5 dim "2"
            row 6: 6..<18 bold "Portland, OR"
            row 6: 18..<24 dim " 97201"
            row 6: 38..<42 dim "55°F"
            row 6: 43..<44 dim "☂"
            row 6: 45..<56 dim "Slight rain"
            row 6: 59..<70 dim "H 58° L 49°"
            row 6: 71..<78 dim "2 h ago"
            row 7: 4..<5 dim "3"
            row 7: 6..<18 bold "Portland, ME"
            row 7: 18..<24 dim " 04101"
            row 7: 41..<42 dim "—"
             ╰─────────────────────────────────────────────── not updated: no connection ─╯
            row 21: 49..<77 dim " not updated: no connection "
            """)
    }

    @Test func narrowRowsDropTheWordsAndHighLowFirstAt40x10() {
        let buffer = render(live, width: 40, height: 10)
        expectNoDifference(
            buffer.text,
            HomeFixtures.screen40x10.replacingLines([
                5: " │› 1 New York, NY    ⚠ 72°F ☁        │",
                6: " │  2 Portland, OR      55°F ☂ 2 h ago│",
                7: " │  3 Portland, ME         —          │",
                9: " ╰─────── not updated: no connection ─╯",
            ]))
        expectNoDifference(
            buffer.styleDump(rows: 6...6),
            """
             │  2 Portland, OR      55°F ☂ 2 h ago│
            row 6: 4..<5 dim "2"
            row 6: 6..<18 bold "Portland, OR"
            row 6: 24..<28 dim "55°F"
            row 6: 29..<30 dim "☂"
            row 6: 31..<38 dim "2 h ago"
            """)
    }

    @Test func whileARefreshRunsTheBorderSaysSoQuietly() {
        var state = live
        state.refreshing = ["97201", "04101"]
        for (width, height) in [(80, 22), (40, 10)] {
            let buffer = render(state, width: width, height: height)
            let border = buffer.styleDump(rows: (height - 1)...(height - 1))
            #expect(border.contains(#"dim " updating… ""#), "\(width)×\(height): \(border)")
            #expect(!buffer.text.contains("not updated"))
            // The rows keep their last data meanwhile.
            #expect(buffer.text.contains("55°F"))
        }
    }

    @Test func theProblemGoesOnceNoRowIsStale() {
        var state = live
        state.recents.removeSubrange(1...)
        #expect(!render(state, width: 80, height: 22).text.contains("not updated"))
    }

    @Test func readingsAreShownInTheChosenUnits() {
        var state = live
        state.units = .metric
        let text = render(state, width: 80, height: 22).text
        #expect(text.contains("⚠ 22°C ☁ Partly cloudy H 24° L 16°"))
        #expect(text.contains("13°C ☂ Slight rain   H 14° L 9° "))
    }

    @Test func twentyRowsScrollWithoutCoveringTheLastColumn() {
        let places = (0..<20).map { index in
            Place(
                zip: String(format: "%05d", 10_001 + index), city: "Town \(index + 1)", state: "NY",
                latitude: 40 + Double(index) / 10, longitude: -74)
        }
        let recents = places.enumerated().map { index, place in
            F.updated(F.recent(place), F.conditions(50 + Double(index), minutesAgo: Double(index) * 30))
        }
        let buffer = render(HomeScreen.State(recents: recents, now: F.now), width: 80, height: 22)
        let lines = buffer.text.split(separator: "\n", omittingEmptySubsequences: false)
        // 16 rows fit; the scroll mark takes the last column inside the border. Only 1–9 are numbered. The
        // weather stays next to the names (at most 12 blank cells after the widest), the rest blank at the end.
        #expect(lines[5] == " │› 1 Town 1, NY 10001              50°F ☀ Clear sky                          │")
        #expect(lines[20] == " │    Town 16, NY 10016             65°F ☀ Clear sky    7 h ago              ▼│")
    }
}
