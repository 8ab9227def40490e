import CustomDump
import Testing
import WeatherCore

@testable import WeatherApp

/// Detail rendered into the smallest terminal's body (40×12): header, temperature and condition, a compact details line, footer, in each state.
@MainActor
struct DetailViewSmallTests {
    @Test func loadingAt40x10() {
        expectNoDifference(
            renderDetail(DetailStates.loading, width: 40, height: 10).text,
            """
             New York, NY  10001   Sun 10:10 AM EST




                    ⠋ Loading New York, NY…



                     Weather data by Open-Meteo.com
            """)
    }

    @Test func failedAt40x10() {
        expectNoDifference(
            renderDetail(DetailStates.failed, width: 40, height: 10).text,
            """
             New York, NY  10001   Sun 10:10 AM EST

                  Couldn't load the forecast.
             Could not reach the weather service at
                 api.open-meteo.com (connection
                 refused); check your internet
                          connection.
                       Press r to retry.

                     Weather data by Open-Meteo.com
            """)
    }

    @Test func dataAt40x10() {
        expectNoDifference(
            renderDetail(DetailStates.data, width: 40, height: 10).text,
            """
             New York, NY  10001   Sun 10:10 AM EST
             updated 3 min ago

             █▀▀ █ █ °F  ☁ Partly cloudy
             ▀▀█ ▀▀█     Feels like 52°F
             ▀▀▀   ▀     H 61° · L 47°
             Wind 12 mph NW ↘ · Humidity 62%
             Pressure 30.01 inHg · Gusts 22 mph

                     Weather data by Open-Meteo.com
            """)
    }

    @Test func offlineAt40x10() {
        expectNoDifference(
            renderDetail(DetailStates.offline, width: 40, height: 10).text,
            """
             New York, NY  10001   Sun 10:10 AM EST
             offline — 2 h ago · no connection

             █▀▀ █ █ °F  ☁ Partly cloudy
             ▀▀█ ▀▀█     Feels like 52°F
             ▀▀▀   ▀     H 61° · L 47°
             Wind 12 mph NW ↘ · Humidity 62%
             Pressure 30.01 inHg · Gusts 22 mph

                     Weather data by Open-Meteo.com
            """)
    }
}
