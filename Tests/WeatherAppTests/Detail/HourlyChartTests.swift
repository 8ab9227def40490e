import CustomDump
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The 48-hour chart alone: a yellow curve, dim gutter labels left of it, blue rain bars, and the hour axis.
@MainActor
struct HourlyChartTests {
    let chart = sections(DetailStates.data).body.hourly

    @Test func everyHourFitsAt78Columns() {
        #expect(chart.hours.count == 48 && chart.offset == 0)
        expectNoDifference(
            renderSection(chart, width: 78, height: 8).styleDump(),
            """
            Next 48 hours ─────────────────────────────────────── ← Sun 10 AM – Mon 9 AM →
              60°           ⣀⣀⠤⠤⠔⠒⠉⠑⠒⠤⠤⣀⣀⡀
                    ⢀⣀⠤⠤⠒⠒⠊⠉             ⠈⠉⠒⠒⠤⠤⢄⣀
                   ⠈⠁                            ⠉⠑⠒⠤⠤⣀⣀⡀                            ⣀⣀⠤⠤
                                                        ⠈⠉⠒⠒⠤⠤⢄⣀             ⢀⣀⠤⠤⠒⠒⠊⠉
              48°                                               ⠉⠉⠒⠒⠢⠤⣀⡠⠤⠒⠒⠉⠉⠁
            rain%       ▁▁ ▂▂ ▃▃ ▅▅ ▆▆ ▅▅ ▃▃ ▂▂ ▁▁          ▁▁ ▂▂ ▃▃ ▅▅ ▆▆ ▅▅ ▃▃ ▂▂ ▁▁
                        12 PM    3 PM     6 PM     9 PM     Mon      3 AM     6 AM
            row 0: 0..<13 bold "Next 48 hours"
            row 0: 14..<78 dim "─────────────────────────────────────── ← Sun 10 AM – Mon 9 AM →"
            row 1: 0..<5 dim "  60°"
            row 1: 16..<30 fg:yellow "⣀⣀⠤⠤⠔⠒⠉⠑⠒⠤⠤⣀⣀⡀"
            row 2: 8..<16 fg:yellow "⢀⣀⠤⠤⠒⠒⠊⠉"
            row 2: 29..<37 fg:yellow "⠈⠉⠒⠒⠤⠤⢄⣀"
            row 3: 7..<9 fg:yellow "⠈⠁"
            row 3: 37..<45 fg:yellow "⠉⠑⠒⠤⠤⣀⣀⡀"
            row 3: 73..<77 fg:yellow "⣀⣀⠤⠤"
            row 4: 44..<52 fg:yellow "⠈⠉⠒⠒⠤⠤⢄⣀"
            row 4: 65..<73 fg:yellow "⢀⣀⠤⠤⠒⠒⠊⠉"
            row 5: 0..<5 dim "  48°"
            row 5: 52..<66 fg:yellow "⠉⠉⠒⠒⠢⠤⣀⡠⠤⠒⠒⠉⠉⠁"
            row 6: 0..<5 dim "rain%"
            row 6: 12..<14 fg:blue "▁▁"
            row 6: 15..<17 fg:blue "▂▂"
            row 6: 18..<20 fg:blue "▃▃"
            row 6: 21..<23 fg:blue "▅▅"
            row 6: 24..<26 fg:blue "▆▆"
            row 6: 27..<29 fg:blue "▅▅"
            row 6: 30..<32 fg:blue "▃▃"
            row 6: 33..<35 fg:blue "▂▂"
            row 6: 36..<38 fg:blue "▁▁"
            row 6: 48..<50 fg:blue "▁▁"
            row 6: 51..<53 fg:blue "▂▂"
            row 6: 54..<56 fg:blue "▃▃"
            row 6: 57..<59 fg:blue "▅▅"
            row 6: 60..<62 fg:blue "▆▆"
            row 6: 63..<65 fg:blue "▅▅"
            row 6: 66..<68 fg:blue "▃▃"
            row 6: 69..<71 fg:blue "▂▂"
            row 6: 72..<74 fg:blue "▁▁"
            row 7: 12..<17 dim "12 PM"
            row 7: 21..<25 dim "3 PM"
            row 7: 30..<34 dim "6 PM"
            row 7: 39..<43 dim "9 PM"
            row 7: 48..<51 bold "Mon"
            row 7: 57..<61 dim "3 AM"
            row 7: 66..<70 dim "6 AM"
            """)
    }

    @Test func narrowScrollsByTheOffsetItIsGiven() {
        var scrolled = chart
        scrolled.offset = 12
        expectNoDifference(
            renderSection(scrolled, width: 40, height: 6).styleDump(),
            """
            Next 48 hours ──────────────────────────
              60°               ⣀⠤⠒⠉⠒⠤⣀
                  ⠠⣀       ⣀⠤⠤⠒⠉       ⠉⠒⠤⠤⣀       ⣀
              48°   ⠉⠒⠤⣀⠤⠒⠉                 ⠉⠒⠤⣀⠤⠒⠉
            rain%   ▁▂▃▅▆▅▃▂▁   ▁▂▃▅▆▅▃▂▁   ▁▂▃▅▆▅▃▂
                    Mon         12 PM       Tue
            row 0: 0..<13 bold "Next 48 hours"
            row 0: 14..<40 dim "──────────────────────────"
            row 1: 0..<5 dim "  60°"
            row 1: 20..<27 fg:yellow "⣀⠤⠒⠉⠒⠤⣀"
            row 2: 6..<8 fg:yellow "⠠⣀"
            row 2: 15..<20 fg:yellow "⣀⠤⠤⠒⠉"
            row 2: 27..<32 fg:yellow "⠉⠒⠤⠤⣀"
            row 2: 39..<40 fg:yellow "⣀"
            row 3: 0..<5 dim "  48°"
            row 3: 8..<15 fg:yellow "⠉⠒⠤⣀⠤⠒⠉"
            row 3: 32..<39 fg:yellow "⠉⠒⠤⣀⠤⠒⠉"
            row 4: 0..<5 dim "rain%"
            row 4: 8..<17 fg:blue "▁▂▃▅▆▅▃▂▁"
            row 4: 20..<29 fg:blue "▁▂▃▅▆▅▃▂▁"
            row 4: 32..<40 fg:blue "▁▂▃▅▆▅▃▂"
            row 5: 8..<11 bold "Mon"
            row 5: 20..<25 dim "12 PM"
            row 5: 32..<35 bold "Tue"
            """)
    }

    @Test func noHoursSaySo() {
        var empty = chart
        empty.hours = []
        expectNoDifference(
            renderSection(empty, width: 40, height: 6).styleDump(),
            """
            Next 48 hours ──────────────────────────

                  No hourly forecast.



            row 0: 0..<13 bold "Next 48 hours"
            row 0: 14..<40 dim "──────────────────────────"
            row 2: 6..<25 dim "No hourly forecast."
            """)
    }
}
