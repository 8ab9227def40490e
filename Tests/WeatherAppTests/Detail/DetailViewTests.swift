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
            """
             New York, NY  10001                                           Sun 10:10 AM EST










                                        ⠋ Loading New York, NY…









                                                             Weather data by Open-Meteo.com
            """)
    }

    @Test func failedAt80x22() {
        expectNoDifference(
            renderDetail(DetailStates.failed, width: 80, height: 22).text,
            """
             New York, NY  10001                                           Sun 10:10 AM EST








                                      Couldn't load the forecast.
                       Could not reach the weather service at api.open-meteo.com
                         (connection refused); check your internet connection.
                                           Press r to retry.








                                                             Weather data by Open-Meteo.com
            """)
    }

    @Test func dataAt80x22() {
        let buffer = renderDetail(DetailStates.data, width: 80, height: 22)
        expectNoDifference(
            buffer.text,
            """
             New York, NY  10001                                           Sun 10:10 AM EST
             updated 3 min ago
             █▀▀ █ █ °F              Feels like 52°F      Wind     12 mph NW ↘
             ▀▀█ ▀▀█                 Humidity   62%       Gusts    22 mph
             ▀▀▀   ▀                 Clouds     40%       Pressure 30.01 inHg
             ☁ Partly cloudy         Precip     0.00 in   Rise/set 6:49 AM / 4:32 PM
             Next 48 hours ─────────────────────────────────────── ← Sun 10 AM – Mon 9 AM →
               60°          ⣀⣀⡠⠤⠒⠒⠉⠉⠉⠒⠒⠢⠤⣀⣀
                    ⠠⠤⠒⠒⠒⠉⠉⠉               ⠉⠉⠉⠒⠒⠒⠤⠤⢄⣀
                                                     ⠉⠉⠒⠒⠒⠤⠤⠤⣀⣀⡀                ⣀⣀⠤⠤⠤⠒⠒⠒⠉⠉
               48°                                             ⠈⠉⠒⠒⠤⠤⠤⣀⣀⣀⠤⠤⠤⠒⠒⠊⠉
             rain%       ▁▁ ▂▂ ▃▃ ▅▅ ▆▆ ▅▅ ▃▃ ▂▂ ▁▁          ▁▁ ▂▂ ▃▃ ▅▅ ▆▆ ▅▅ ▃▃ ▂▂ ▁▁
                         12 PM    3 PM     6 PM     9 PM     Mon      3 AM     6 AM
             Next 7 days ──────────────────────────────────────────────────────────────────
             Today ☁ Partly cloudy          47° ──────────────────━━━━━━━━━━━━━━━ 61°   10%
             Mon   ☁ Overcast               45° ───────────────╺━━━━━━━━━━━━━━─── 58°   30%
             Tue   ☂ Slight rain            44° ──────────────╺━━━━━━━━━━━━────── 55°   80%
             Wed   ☀ Clear sky              38° ────────╺━━━━━━━━━━━━╸─────────── 50°    0%
             Thu   ☼ Mainly clear           40° ──────────╺━━━━━━━━━━━━╸───────── 52°    5%
             Fri   ❄ Slight snowfall        30° ━━━━━━━━━━━────────────────────── 40°   60%
             Sat   ≋ Fog                    33° ───━━━━━━━━━━━━━───────────────── 45°   20%
                                                             Weather data by Open-Meteo.com
            """)
        // The current conditions' labels dim beside the bold temperature.
        expectNoDifference(
            buffer.styleDump(rows: 2...5),
            """
             █▀▀ █ █ °F              Feels like 52°F      Wind     12 mph NW ↘
             ▀▀█ ▀▀█                 Humidity   62%       Gusts    22 mph
             ▀▀▀   ▀                 Clouds     40%       Pressure 30.01 inHg
             ☁ Partly cloudy         Precip     0.00 in   Rise/set 6:49 AM / 4:32 PM
            row 2: 1..<8 bold "█▀▀ █ █"
            row 2: 9..<11 bold "°F"
            row 2: 25..<35 dim "Feels like"
            row 2: 46..<50 dim "Wind"
            row 3: 1..<8 bold "▀▀█ ▀▀█"
            row 3: 25..<33 dim "Humidity"
            row 3: 46..<51 dim "Gusts"
            row 4: 1..<8 bold "▀▀▀   ▀"
            row 4: 25..<31 dim "Clouds"
            row 4: 46..<54 dim "Pressure"
            row 5: 25..<31 dim "Precip"
            row 5: 46..<54 dim "Rise/set"
            """)
        // The 7-day table: lows cyan, highs red.
        expectNoDifference(
            buffer.styleDump(rows: 13...15),
            """
             Next 7 days ──────────────────────────────────────────────────────────────────
             Today ☁ Partly cloudy          47° ──────────────────━━━━━━━━━━━━━━━ 61°   10%
             Mon   ☁ Overcast               45° ───────────────╺━━━━━━━━━━━━━━─── 58°   30%
            row 13: 1..<12 bold "Next 7 days"
            row 13: 13..<79 dim "──────────────────────────────────────────────────────────────────"
            row 14: 1..<6 bold "Today"
            row 14: 32..<35 fg:cyan "47°"
            row 14: 36..<54 dim "──────────────────"
            row 14: 54..<69 bold "━━━━━━━━━━━━━━━"
            row 14: 70..<73 fg:red "61°"
            row 14: 76..<79 fg:blue "10%"
            row 15: 32..<35 fg:cyan "45°"
            row 15: 36..<51 dim "───────────────"
            row 15: 51..<66 bold "╺━━━━━━━━━━━━━━"
            row 15: 66..<69 dim "───"
            row 15: 70..<73 fg:red "58°"
            row 15: 76..<79 fg:blue "30%"
            """)
    }

    @Test func offlineAt80x22() {
        let buffer = renderDetail(DetailStates.offline, width: 80, height: 22)
        expectNoDifference(
            buffer.text,
            """
             New York, NY  10001                                           Sun 10:10 AM EST
             offline — data from 2 h ago · no connection
             █▀▀ █ █ °F              Feels like 52°F      Wind     12 mph NW ↘
             ▀▀█ ▀▀█                 Humidity   62%       Gusts    22 mph
             ▀▀▀   ▀                 Clouds     40%       Pressure 30.01 inHg
             ☁ Partly cloudy         Precip     0.00 in   Rise/set 6:49 AM / 4:32 PM
             Next 48 hours ─────────────────────────────────────── ← Sun 10 AM – Mon 9 AM →
               60°          ⣀⣀⡠⠤⠒⠒⠉⠉⠉⠒⠒⠢⠤⣀⣀
                    ⠠⠤⠒⠒⠒⠉⠉⠉               ⠉⠉⠉⠒⠒⠒⠤⠤⢄⣀
                                                     ⠉⠉⠒⠒⠒⠤⠤⠤⣀⣀⡀                ⣀⣀⠤⠤⠤⠒⠒⠒⠉⠉
               48°                                             ⠈⠉⠒⠒⠤⠤⠤⣀⣀⣀⠤⠤⠤⠒⠒⠊⠉
             rain%       ▁▁ ▂▂ ▃▃ ▅▅ ▆▆ ▅▅ ▃▃ ▂▂ ▁▁          ▁▁ ▂▂ ▃▃ ▅▅ ▆▆ ▅▅ ▃▃ ▂▂ ▁▁
                         12 PM    3 PM     6 PM     9 PM     Mon      3 AM     6 AM
             Next 7 days ──────────────────────────────────────────────────────────────────
             Today ☁ Partly cloudy          47° ──────────────────━━━━━━━━━━━━━━━ 61°   10%
             Mon   ☁ Overcast               45° ───────────────╺━━━━━━━━━━━━━━─── 58°   30%
             Tue   ☂ Slight rain            44° ──────────────╺━━━━━━━━━━━━────── 55°   80%
             Wed   ☀ Clear sky              38° ────────╺━━━━━━━━━━━━╸─────────── 50°    0%
             Thu   ☼ Mainly clear           40° ──────────╺━━━━━━━━━━━━╸───────── 52°    5%
             Fri   ❄ Slight snowfall        30° ━━━━━━━━━━━────────────────────── 40°   60%
             Sat   ≋ Fog                    33° ───━━━━━━━━━━━━━───────────────── 45°   20%
                                                             Weather data by Open-Meteo.com
            """)
        // The offline line in yellow.
        expectNoDifference(
            buffer.styleDump(rows: 0...1),
            """
             New York, NY  10001                                           Sun 10:10 AM EST
             offline — data from 2 h ago · no connection
            row 0: 1..<13 bold "New York, NY"
            row 0: 13..<20 dim "  10001"
            row 1: 1..<44 fg:yellow "offline — data from 2 h ago · no connection"
            """)
    }
}
