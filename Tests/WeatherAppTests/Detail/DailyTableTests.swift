import CustomDump
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The 7-day table alone: lows cyan, highs red, chances blue, today bold, the range bar bold on a dim track.
@MainActor
struct DailyTableTests {
    let table = sections(DetailStates.data).body.daily

    @Test func wideWithConditions() {
        let buffer = renderSection(table, width: 78, height: 8)
        expectNoDifference(
            buffer.text,
            """
            Next 7 days ──────────────────────────────────────────────────────────────────
            Today ☁ Partly cloudy          47° ──────────────────━━━━━━━━━━━━━━━ 61°   10%
            Mon   ☁ Overcast               45° ───────────────╺━━━━━━━━━━━━━━─── 58°   30%
            Tue   ☂ Slight rain            44° ──────────────╺━━━━━━━━━━━━────── 55°   80%
            Wed   ☀ Clear sky              38° ────────╺━━━━━━━━━━━━╸─────────── 50°    0%
            Thu   ☼ Mainly clear           40° ──────────╺━━━━━━━━━━━━╸───────── 52°    5%
            Fri   ❄ Slight snowfall        30° ━━━━━━━━━━━────────────────────── 40°   60%
            Sat   ≋ Fog                    33° ───━━━━━━━━━━━━━───────────────── 45°   20%
            """)
        expectNoDifference(
            buffer.styleDump(rows: 0...2),
            """
            Next 7 days ──────────────────────────────────────────────────────────────────
            Today ☁ Partly cloudy          47° ──────────────────━━━━━━━━━━━━━━━ 61°   10%
            Mon   ☁ Overcast               45° ───────────────╺━━━━━━━━━━━━━━─── 58°   30%
            row 0: 0..<11 bold "Next 7 days"
            row 0: 12..<78 dim "──────────────────────────────────────────────────────────────────"
            row 1: 0..<5 bold "Today"
            row 1: 31..<34 fg:cyan "47°"
            row 1: 35..<53 dim "──────────────────"
            row 1: 53..<68 bold "━━━━━━━━━━━━━━━"
            row 1: 69..<72 fg:red "61°"
            row 1: 75..<78 fg:blue "10%"
            row 2: 31..<34 fg:cyan "45°"
            row 2: 35..<50 dim "───────────────"
            row 2: 50..<65 bold "╺━━━━━━━━━━━━━━"
            row 2: 65..<68 dim "───"
            row 2: 69..<72 fg:red "58°"
            row 2: 75..<78 fg:blue "30%"
            """)
    }

    @Test func narrowDropsTheCondition() {
        expectNoDifference(
            renderSection(table, width: 38, height: 4).styleDump(),
            """
            Next 7 days ──────────────────────────
            Today ☁  47° ────────━━━━━━━ 61°   10%
            Mon   ☁  45° ───────━━━━━━━─ 58°   30%
            Tue   ☂  44° ──────╺━━━━━╸── 55°   80%
            row 0: 0..<11 bold "Next 7 days"
            row 0: 12..<38 dim "──────────────────────────"
            row 1: 0..<5 bold "Today"
            row 1: 9..<12 fg:cyan "47°"
            row 1: 13..<21 dim "────────"
            row 1: 21..<28 bold "━━━━━━━"
            row 1: 29..<32 fg:red "61°"
            row 1: 35..<38 fg:blue "10%"
            row 2: 9..<12 fg:cyan "45°"
            row 2: 13..<20 dim "───────"
            row 2: 20..<27 bold "━━━━━━━"
            row 2: 27..<28 dim "─"
            row 2: 29..<32 fg:red "58°"
            row 2: 35..<38 fg:blue "30%"
            row 3: 9..<12 fg:cyan "44°"
            row 3: 13..<19 dim "──────"
            row 3: 19..<26 bold "╺━━━━━╸"
            row 3: 26..<28 dim "──"
            row 3: 29..<32 fg:red "55°"
            row 3: 35..<38 fg:blue "80%"
            """)
    }

    @Test func noIconsLeaveNoGap() {
        var plain = table
        plain.iconSet = .none
        expectNoDifference(
            renderSection(plain, width: 38, height: 4).styleDump(),
            """
            Next 7 days ──────────────────────────
            Today  47° ─────────━━━━━━━━ 61°   10%
            Mon    45° ────────━━━━━━━╸─ 58°   30%
            Tue    44° ───────╺━━━━━━─── 55°   80%
            row 0: 0..<11 bold "Next 7 days"
            row 0: 12..<38 dim "──────────────────────────"
            row 1: 0..<5 bold "Today"
            row 1: 7..<10 fg:cyan "47°"
            row 1: 11..<20 dim "─────────"
            row 1: 20..<28 bold "━━━━━━━━"
            row 1: 29..<32 fg:red "61°"
            row 1: 35..<38 fg:blue "10%"
            row 2: 7..<10 fg:cyan "45°"
            row 2: 11..<19 dim "────────"
            row 2: 19..<27 bold "━━━━━━━╸"
            row 2: 27..<28 dim "─"
            row 2: 29..<32 fg:red "58°"
            row 2: 35..<38 fg:blue "30%"
            row 3: 7..<10 fg:cyan "44°"
            row 3: 11..<18 dim "───────"
            row 3: 18..<25 bold "╺━━━━━━"
            row 3: 25..<28 dim "───"
            row 3: 29..<32 fg:red "55°"
            row 3: 35..<38 fg:blue "80%"
            """)
    }

    @Test func noDaysSaySo() {
        var empty = table
        empty.days = []
        #expect(empty.preferredHeight == 2)
        expectNoDifference(
            renderSection(empty, width: 38, height: 3).styleDump(),
            """
            Next 7 days ──────────────────────────
            No daily forecast.

            row 0: 0..<11 bold "Next 7 days"
            row 0: 12..<38 dim "──────────────────────────"
            row 1: 0..<18 dim "No daily forecast."
            """)
    }

    /// Columns one space apart; the condition takes 40% of what the fixed ones leave (at most 24), the bar the
    /// rest (at most 40), and anything beyond stays empty at the end.
    @Test func columns() {
        func spans(_ width: Int, _ iconSet: IconSet) -> [Range<Int>] {
            let c = DailyTable.columns(Rect(x: 0, y: 0, width: width, height: 1), iconSet: iconSet)
            return [c[.day], c[.icon], c[.condition], c[.low], c[.bar], c[.high], c[.chance]].map { $0.x..<$0.maxX }
        }
        #expect(spans(78, .unicode) == [0..<5, 6..<7, 8..<29, 30..<34, 35..<68, 69..<73, 74..<78])
        #expect(spans(38, .none) == [0..<5, 5..<5, 5..<5, 6..<10, 11..<28, 29..<33, 34..<38])
        #expect(spans(150, .ascii) == [0..<5, 6..<7, 8..<31, 32..<36, 37..<77, 78..<82, 83..<87])
    }
}
