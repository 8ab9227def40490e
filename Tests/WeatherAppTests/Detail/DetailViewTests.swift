import CustomDump
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Detail rendered into the 80×24 terminal's body, in each state; the styles of its parts where they say something.
@MainActor
struct DetailViewTests {
    @Test func loadingAt80x22() {
        expectNoDifference(
            renderDetail(DetailStates.loading, width: 80, height: 22).text,
            DetailFixtures.screen80x22.blankingLines(1...20).replacingLines([
                11: "                            ⠋ Loading New York, NY…"
            ]))
    }

    @Test func failedAt80x22() {
        expectNoDifference(
            renderDetail(DetailStates.failed, width: 80, height: 22).text,
            DetailFixtures.screen80x22.blankingLines(1...20).replacingLines([
                9: "                          Couldn't load the forecast.",
                10: "           Could not reach the weather service at api.open-meteo.com",
                11: "             (connection refused); check your internet connection.",
                12: "                               Press r to retry.",
            ]))
    }

    @Test func dataAt80x22() {
        let buffer = renderDetail(DetailStates.data, width: 80, height: 22)
        expectNoDifference(
            buffer.text, DetailFixtures.screen80x22)
        // The current conditions' labels dim beside the bold temperature; the UV index green (low).
        expectNoDifference(
            buffer.styleDump(rows: 2...5),
            """
             █▀▀ █ █ °F              Feels like 52°F      Wind     12 mph NW ↘         UV 2
             ▀▀█ ▀▀█                 Humidity   62%       Gusts    22 mph
             ▀▀▀   ▀                 Clouds     40%       Pressure 30.01 inHg
             ☁ Partly cloudy         Precip     0.00 in   Rise/set 6:49 AM / 4:32 PM
            row 2: 1..<8 bold "█▀▀ █ █"
            row 2: 9..<11 bold "°F"
            row 2: 25..<35 dim "Feels like"
            row 2: 46..<50 dim "Wind"
            row 2: 75..<77 dim "UV"
            row 2: 78..<79 fg:green "2"
            row 3: 1..<8 bold "▀▀█ ▀▀█"
            row 3: 25..<33 dim "Humidity"
            row 3: 46..<51 dim "Gusts"
            row 4: 1..<8 bold "▀▀▀   ▀"
            row 4: 25..<31 dim "Clouds"
            row 4: 46..<54 dim "Pressure"
            row 5: 25..<31 dim "Precip"
            row 5: 46..<54 dim "Rise/set"
            """)
        // The hour cursor's readout: time and temperature bold, labels dim.
        expectNoDifference(
            buffer.styleDump(rows: 12...12),
            """
             Sun 10 AM  ☁ Partly cloudy  55°F feels 52°F  precip 0% 0.00 in  wind 8 mph NW
            row 12: 1..<10 bold "Sun 10 AM"
            row 12: 29..<33 bold "55°F"
            row 12: 34..<40 dim "feels "
            row 12: 46..<53 dim "precip "
            row 12: 65..<70 dim "wind "
            """)
        // The 7-day table in its own styles (lows cyan, highs red, the UV index by its category), and nothing
        // beside it styled.
        let table = DetailFixtures.dailyTable80x22
        expectNoDifference(buffer.cropped(to: table).styleDump(rows: 0...2), DailyTableTests.sevenDaysStyles)
        #expect(
            buffer.styleRuns(rows: table.y...(table.y + 2)).allSatisfy {
                $0.columns.clamped(to: table.x..<table.maxX) == $0.columns
            })
    }

    @Test func offlineAt80x22() {
        let buffer = renderDetail(DetailStates.offline, width: 80, height: 22)
        expectNoDifference(
            buffer.text,
            DetailFixtures.screen80x22.replacingLines([1: " offline: no connection — data from 2 h ago"]))
        // The offline line in yellow.
        expectNoDifference(
            buffer.styleDump(rows: 0...1),
            """
             New York, NY  10001                                           Sun 10:10 AM EST
             offline: no connection — data from 2 h ago
            row 0: 1..<13 bold "New York, NY"
            row 0: 13..<20 dim "  10001"
            row 1: 1..<43 fg:yellow "offline: no connection — data from 2 h ago"
            """)
    }

    /// The cursor moved to Monday 3 PM (29 hours on): the chart scrolled to keep it in view, its column reversed on
    /// the curve and its bar bold yellow, and the readout says what that hour holds.
    @Test func theCursorAndItsReadoutAt80x22() {
        var moved = DetailStates.data
        moved.sectionSizes = DetailScreen.SectionSizes(chartWidth: 72, dayRows: 7)
        for _ in 0..<29 { moved.moveHourCursor(.next) }
        expectNoDifference(
            renderDetail(moved, width: 80, height: 22).styleDump(rows: 6...12),
            """
             Next 48 hours ──────────────────────────────────────── ← Sun 4 PM – Mon 3 PM →
               60°  ⠐⠒⠤⠤⠤⣀⣀⣀                                                   ⣀⣀⣀⠤⠤⠤⠒⠒⠒⠉⠉
                            ⠉⠉⠉⠒⠒⠒⠤⠤⠤⠤⠤⠤⣀⣀⣀                     ⣀⣀⣀⠤⠤⠤⠤⠤⠤⠒⠒⠒⠉⠉⠉
               48°                         ⠉⠉⠉⠒⠒⠒⠤⠤⠤⣀⣀⣀⠤⠤⠤⠒⠒⠒⠉⠉⠉
             rain% ▆▆ ▅▅ ▃▃ ▂▂ ▁▁          ▁▁ ▂▂ ▃▃ ▅▅ ▆▆ ▅▅ ▃▃ ▂▂ ▁▁          ▁▁ ▂▂ ▃▃ ▅▅
                         6 PM     9 PM     Mon      3 AM     6 AM     9 AM     12 PM
             Mon 3 PM  ☂ Slight rain  60°F feels 57°F  precip 60% 0.02 in  wind 12 mph NW
            row 6: 1..<14 bold "Next 48 hours"
            row 6: 15..<79 dim "──────────────────────────────────────── ← Sun 4 PM – Mon 3 PM →"
            row 7: 1..<6 dim "  60°"
            row 7: 8..<16 fg:yellow "⠐⠒⠤⠤⠤⣀⣀⣀"
            row 7: 67..<76 fg:yellow "⣀⣀⣀⠤⠤⠤⠒⠒⠒"
            row 7: 76..<78 reverse fg:yellow "⠉⠉"
            row 8: 16..<31 fg:yellow "⠉⠉⠉⠒⠒⠒⠤⠤⠤⠤⠤⠤⣀⣀⣀"
            row 8: 52..<67 fg:yellow "⣀⣀⣀⠤⠤⠤⠤⠤⠤⠒⠒⠒⠉⠉⠉"
            row 8: 76..<78 reverse "  "
            row 9: 1..<6 dim "  48°"
            row 9: 31..<52 fg:yellow "⠉⠉⠉⠒⠒⠒⠤⠤⠤⣀⣀⣀⠤⠤⠤⠒⠒⠒⠉⠉⠉"
            row 9: 76..<78 reverse "  "
            row 10: 1..<6 dim "rain%"
            row 10: 7..<9 fg:blue "▆▆"
            row 10: 10..<12 fg:blue "▅▅"
            row 10: 13..<15 fg:blue "▃▃"
            row 10: 16..<18 fg:blue "▂▂"
            row 10: 19..<21 fg:blue "▁▁"
            row 10: 31..<33 fg:blue "▁▁"
            row 10: 34..<36 fg:blue "▂▂"
            row 10: 37..<39 fg:blue "▃▃"
            row 10: 40..<42 fg:blue "▅▅"
            row 10: 43..<45 fg:blue "▆▆"
            row 10: 46..<48 fg:blue "▅▅"
            row 10: 49..<51 fg:blue "▃▃"
            row 10: 52..<54 fg:blue "▂▂"
            row 10: 55..<57 fg:blue "▁▁"
            row 10: 67..<69 fg:blue "▁▁"
            row 10: 70..<72 fg:blue "▂▂"
            row 10: 73..<75 fg:blue "▃▃"
            row 10: 76..<78 bold fg:yellow "▅▅"
            row 11: 13..<17 dim "6 PM"
            row 11: 22..<26 dim "9 PM"
            row 11: 31..<34 bold "Mon"
            row 11: 40..<44 dim "3 AM"
            row 11: 49..<53 dim "6 AM"
            row 11: 58..<62 dim "9 AM"
            row 11: 67..<72 dim "12 PM"
            row 12: 1..<9 bold "Mon 3 PM"
            row 12: 26..<30 bold "60°F"
            row 12: 31..<37 dim "feels "
            row 12: 43..<50 dim "precip "
            row 12: 63..<68 dim "wind "
            """)
    }

    @Test func sixteenDaysScrolledToTheEndAt80x22() {
        var long = DetailFixtures.state(snapshot: DetailFixtures.snapshot(days: .sixteen), days: .sixteen)
        long.sectionSizes = DetailScreen.SectionSizes(chartWidth: 72, dayRows: 7)
        long.dayScroll = 9
        let buffer = renderDetail(long, width: 80, height: 22)
        expectNoDifference(
            buffer.text,
            DetailFixtures.screen80x22.replacingLines(
                13...20,
                with: """
                     Next 16 days ──────────────────────────────────────────────────────── ↑ 9 more
                     Tue 1  ☀ Clear sky           33° ──╺━━━━━━━━━━━╸────────────── 45°   45%  UV 2
                     Wed 2  ☁ Overcast            34° ───╺━━━━━━━━━━━────────────── 46°   50%  UV 3
                     Thu 3  ❄ Slight snowfall     35° ────╺━━━━━━━━━━━───────────── 47°   55%  UV 4
                     Fri 4  ☀ Clear sky           36° ─────╺━━━━━━━━━━━──────────── 48°   60%  UV 1
                     Sat 5  ☁ Overcast            37° ──────╺━━━━━━━━━━━─────────── 49°   65%  UV 2
                     Sun 6  ❄ Slight snowfall     38° ───────━━━━━━━━━━━━────────── 50°   70%  UV 3
                     Mon 7  ☀ Clear sky           39° ────────━━━━━━━━━━━━───────── 51°   75%  UV 4
                    """))
        expectNoDifference(
            buffer.styleDump(rows: 13...14),
            """
             Next 16 days ──────────────────────────────────────────────────────── ↑ 9 more
             Tue 1  ☀ Clear sky           33° ──╺━━━━━━━━━━━╸────────────── 45°   45%  UV 2
            row 13: 1..<13 bold "Next 16 days"
            row 13: 14..<79 dim "──────────────────────────────────────────────────────── ↑ 9 more"
            row 14: 30..<33 fg:cyan "33°"
            row 14: 34..<36 dim "──"
            row 14: 36..<49 bold "╺━━━━━━━━━━━╸"
            row 14: 49..<63 dim "──────────────"
            row 14: 64..<67 fg:red "45°"
            row 14: 70..<73 fg:blue "45%"
            row 14: 75..<78 dim "UV "
            row 14: 78..<79 fg:green "2"
            """)
    }
}
