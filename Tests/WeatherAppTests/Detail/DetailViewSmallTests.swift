import CustomDump
import Testing
import WeatherCore

@testable import WeatherApp

/// Detail rendered into the smallest terminal's body (40×12): header, temperature and condition, compact details
/// lines, the hour cursor's readout (the chart has no room), footer, in each state.
@MainActor
struct DetailViewSmallTests {
    @Test func loadingAt40x10() {
        expectNoDifference(
            renderDetail(DetailStates.loading, width: 40, height: 10).text,
            DetailFixtures.screen40x10.blankingLines(1...8).replacingLines([
                5: "        ⠋ Loading New York, NY…"
            ]))
    }

    @Test func failedAt40x10() {
        expectNoDifference(
            renderDetail(DetailStates.failed, width: 40, height: 10).text,
            DetailFixtures.screen40x10.replacingLines(
                1...8,
                with: """

                          Couldn't load the forecast.
                     Could not reach the weather service at
                         api.open-meteo.com (connection
                         refused); check your internet
                                  connection.
                               Press r to retry.

                    """))
    }

    @Test func dataAt40x10() {
        expectNoDifference(
            renderDetail(DetailStates.data, width: 40, height: 10).text, DetailFixtures.screen40x10)
    }

    @Test func offlineAt40x10() {
        expectNoDifference(
            renderDetail(DetailStates.offline, width: 40, height: 10).text,
            DetailFixtures.screen40x10.replacingLines([1: " offline: no connection — 2 h ago"]))
    }

    /// No room for the chart: the cursor's hour is the one line of it, shortened to fit.
    @Test func theReadoutFollowsTheCursorAt40x10() {
        var moved = DetailStates.data
        for _ in 0..<29 { moved.moveHourCursor(.next) }
        expectNoDifference(
            renderDetail(moved, width: 40, height: 10).styleDump(rows: 8...8),
            """
             Mon 3 PM  ☂  60°F  precip 60%
            row 8: 1..<9 bold "Mon 3 PM"
            row 8: 14..<18 bold "60°F"
            row 8: 20..<27 dim "precip "
            """)
    }
}
