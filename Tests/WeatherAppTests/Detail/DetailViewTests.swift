import CustomDump
import Testing
import WeatherCore
@testable import WeatherApp

/// Detail rendered into the 80×24 terminal's body, in each state.
@MainActor
struct DetailViewTests {
    @Test func loadingAt80x22() {
        expectNoDifference(renderDetail(DetailStates.loading, width: 80, height: 22).text, """
         New York, NY  10001                                               Sun 10:10 AM










                                    ⠋ Loading New York, NY…









                                                         Weather data by Open-Meteo.com
        """)
    }

    @Test func failedAt80x22() {
        expectNoDifference(renderDetail(DetailStates.failed, width: 80, height: 22).text, """
         New York, NY  10001                                               Sun 10:10 AM








                                  Couldn't load the forecast.
                   Could not reach the weather service at api.open-meteo.com
                     (connection refused); check your internet connection.
                                       Press r to retry.








                                                         Weather data by Open-Meteo.com
        """)
    }

    @Test func dataAt80x22() {
        expectNoDifference(renderDetail(DetailStates.data, width: 80, height: 22).text, """
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
    }

    @Test func offlineAt80x22() {
        expectNoDifference(renderDetail(DetailStates.offline, width: 80, height: 22).text, """
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
    }
}
