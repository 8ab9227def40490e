import CustomDump
import Foundation
import Lasso
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Detail's alerts banner and the Alerts screen, drawn at the 80×24 and 40×12 terminals' body sizes, text and
/// styles.
@MainActor
struct AlertsRenderTests {
    typealias A = AlertFixtures

    func detail(_ alerts: DetailScreen.AlertsStatus) -> DetailScreen.State {
        var state = DetailFixtures.state(snapshot: DetailFixtures.snapshot())
        state.alerts = alerts
        return state
    }

    func alertsScreen(reading: Int? = nil, width: Int, height: Int) -> Buffer {
        var state = WeatherAlertsScreen.State(
            place: DetailFixtures.place, alerts: A.snapshot, utcOffsetSeconds: A.offset, now: A.now)
        (state.width, state.height, state.reading) = (width, height, reading)
        var buffer = Buffer(width: width, height: height)
        _ = WeatherAlertsView(store: ViewStore(state: { state }, send: { _ in })).render(
            into: &buffer, area: buffer.area)
        return buffer
    }

    @Test func theBannerNamesTheMostSevereAlertInItsColourAt80() {
        expectNoDifference(
            renderDetail(detail(.loaded(A.snapshot)), width: 80, height: 22).styleDump(rows: 0...2),
            """
             New York, NY  10001                                           Sun 10:10 AM EST
             updated 3 min ago
             ⚠ Extreme Heat Warning until Sun 9:00 PM · +1 more  a details
            row 0: 1..<13 bold "New York, NY"
            row 0: 13..<20 dim "  10001"
            row 1: 1..<18 dim "updated 3 min ago"
            row 2: 1..<41 bold fg:red "⚠ Extreme Heat Warning until Sun 9:00 PM"
            row 2: 41..<51 bold " · +1 more"
            row 2: 51..<62 dim "  a details"
            """)
    }

    @Test func theBannerIsCutAt40() {
        expectNoDifference(
            renderDetail(detail(.loaded(A.snapshot)), width: 40, height: 10).styleDump(rows: 2...2),
            """
             ⚠ Extreme Heat Warning until Sun 9:00…
            row 2: 1..<39 bold fg:red "⚠ Extreme Heat Warning until Sun 9:00…"
            """)
    }

    @Test func noAlertsMeansNoBannerAndNoEmptyRow() {
        let none = AlertsSnapshot(alerts: [], fetchedAt: A.now)
        let withNone = renderDetail(detail(.loaded(none)), width: 80, height: 22)
        let pending = renderDetail(detail(.pending), width: 80, height: 22)
        #expect(withNone == pending)
        #expect(withNone.lines()[2].contains("°F"))  // the conditions follow the header directly
    }

    /// The failure and since when; in a narrow window, the failure alone.
    @Test func aFailureIsOneQuietLineWhereTheBannerWouldBe() {
        var failed = detail(.unavailable(.failed(.timedOut(seconds: 10)), since: DetailFixtures.now))
        failed.now = DetailFixtures.now.addingTimeInterval(4 * 60)
        expectNoDifference(
            renderDetail(failed, width: 80, height: 22).styleDump(rows: 2...2),
            """
             alerts unavailable: timed out, 4 min ago
            row 2: 1..<41 dim "alerts unavailable: timed out, 4 min ago"
            """)
        expectNoDifference(
            renderDetail(failed, width: 40, height: 22).styleDump(rows: 2...2),
            """
             alerts unavailable: timed out
            row 2: 1..<30 dim "alerts unavailable: timed out"
            """)
    }

    @Test func moderateIsYellowAndMinorPlain() {
        var moderate = A.heat
        moderate.severity = .moderate
        var minor = A.heat
        minor.severity = .minor
        for (alert, style) in [(moderate, Style(foreground: .yellow, attributes: .bold)), (minor, .bold)] {
            let buffer = renderDetail(
                detail(.loaded(AlertsSnapshot(alerts: [alert], fetchedAt: A.now))), width: 80, height: 22)
            #expect(buffer[1, 2].style == style)
            #expect(buffer.lines()[2] == " ⚠ Extreme Heat Warning until Sun 9:00 PM  a details")
        }
    }

    @Test func theListAt80() {
        expectNoDifference(
            alertsScreen(width: 80, height: 22).styleDump(rows: 0...10),
            """
             2 active alerts for New York, NY

             ▶ Extreme Heat Warning
               Extreme · Expected · Likely
               Sun 9:40 AM – Sun 9:00 PM · NWS New York NY
               New York (Manhattan); Kings (Brooklyn); Queens

               Severe Thunderstorm Warning
               Severe · Immediate · Observed
               Sun 10:00 AM – Sun 12:00 PM · NWS New York NY
               Queens, NY
            row 0: 1..<33 bold "2 active alerts for New York, NY"
            row 2: 1..<3 bold "▶ "
            row 2: 3..<23 bold reverse fg:red "Extreme Heat Warning"
            row 3: 1..<30 dim "  Extreme · Expected · Likely"
            row 5: 1..<49 dim "  New York (Manhattan); Kings (Brooklyn); Queens"
            row 7: 1..<3 bold "  "
            row 7: 3..<30 bold fg:red "Severe Thunderstorm Warning"
            row 8: 1..<32 dim "  Severe · Immediate · Observed"
            row 10: 1..<13 dim "  Queens, NY"
            """)
    }

    @Test func theListAt40ShowsTheSelectedAlert() {
        expectNoDifference(
            alertsScreen(width: 40, height: 10).lines().prefix(6).joined(separator: "\n"),
            """
             2 active alerts for New York, NY

             ▶ Extreme Heat Warning
               Extreme · Expected · Likely
               Sun 9:40 AM – Sun 9:00 PM · NWS New…
               New York (Manhattan); Kings (Brookl…
            """)
    }

    @Test func theFullTextAt80() {
        expectNoDifference(
            alertsScreen(reading: 0, width: 80, height: 22).styleDump(rows: 0...13),
            """
             Extreme Heat Warning  Extreme · Expected · Likely
             Sun 9:40 AM – Sun 9:00 PM · NWS New York NY
             Extreme Heat Warning issued November 22 at 9:00AM EST until November 22 at
             9:00PM EST

             * WHAT...Dangerously hot conditions with heat index values up to 110.

             * WHERE...New York City.

             * WHEN...Until 9 PM EST this evening.

             What to do

             Drink plenty of fluids, stay in an air-conditioned room, stay out of the sun.
            row 0: 1..<21 bold fg:red "Extreme Heat Warning"
            row 0: 21..<50 dim "  Extreme · Expected · Likely"
            row 1: 1..<44 dim "Sun 9:40 AM – Sun 9:00 PM · NWS New York NY"
            row 2: 1..<75 bold "Extreme Heat Warning issued November 22 at 9:00AM EST until November 22 at"
            row 3: 1..<11 bold "9:00PM EST"
            row 11: 1..<11 bold "What to do"
            """)
    }

    @Test func theFullTextAt40SaysWhereYouAreInIt() {
        expectNoDifference(
            alertsScreen(reading: 0, width: 40, height: 10).text,
            """
             Extreme Heat Warning  Extreme · Expec…
             Sun 9:40 AM – Sun 9:00 PM · NWS New Y…
             Extreme Heat Warning issued November
             22 at 9:00AM EST until November 22 at
             9:00PM EST

             * WHAT...Dangerously hot conditions
             with heat index values up to 110.

                                 ▲▼ lines 1–7 of 16
            """)
    }

    @Test func emptyLoadingAndFailedStates() {
        func render(_ content: WeatherAlertsScreen.Content) -> String {
            var state = WeatherAlertsScreen.State(
                place: DetailFixtures.place, alerts: nil, utcOffsetSeconds: A.offset, now: A.now)
            state.content = content
            var buffer = Buffer(width: 40, height: 10)
            _ = WeatherAlertsView(store: ViewStore(state: { state }, send: { _ in }))
                .render(into: &buffer, area: buffer.area)
            return buffer.lines().filter { !$0.isEmpty }.map { $0.trimmingCharacters(in: .whitespaces) }
                .joined(separator: "\n")
        }
        #expect(
            render(.loaded(AlertsSnapshot(alerts: [A.ended], fetchedAt: A.now))) == "No active alerts for New York, NY")
        #expect(render(.loading) == "Loading alerts for New York, NY…")
        #expect(
            render(.failed(.failed(.http(status: 503, reason: nil)))).hasPrefix(
                "Couldn't load the alerts.\nThe weather service is overloaded"))
    }

    @Test func escapeSequencesFromTheServiceNeverReachTheScreen() {
        var hostile = A.heat
        hostile.event = "Heat\u{1B}[2J\u{1B}]0;pwned\u{07} Warning"
        hostile.description = "Line one\u{1B}[31m red\u{1B}[0m\n\nand \u{9B}2Jmore"
        var state = WeatherAlertsScreen.State(
            place: DetailFixtures.place, alerts: AlertsSnapshot(alerts: [hostile], fetchedAt: A.now),
            utcOffsetSeconds: A.offset, now: A.now)
        (state.width, state.height, state.reading) = (80, 22, 0)
        var buffer = Buffer(width: 80, height: 22)
        _ = WeatherAlertsView(store: ViewStore(state: { state }, send: { _ in })).render(
            into: &buffer, area: buffer.area)
        #expect(buffer.lines()[0].hasPrefix(" Heat Warning"))
        #expect(buffer.text.contains("Line one red"))
        #expect(buffer.text.contains("and more"))
        #expect(!buffer.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x9B })
    }
}
