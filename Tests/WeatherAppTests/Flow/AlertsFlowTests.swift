import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Alerts through the whole app: Detail's banner, `a` to the Alerts screen, one alert in full, back out, and
/// Home's marker for the place afterwards.
@MainActor
@Suite(.serialEffects)
struct AlertsFlowTests {
    typealias F = FlowFixtures
    typealias A = AlertFixtures

    @Test func detailToAlertsToTheFullTextAndBack() async {
        // The app's clock at the alerts' "now": the advisory that ended an hour ago is not shown anywhere.
        let env = F.environment(alerts: .mock(A.snapshot.alerts, at: A.now), time: TestTime(start: A.now))
        let (shell, app) = F.launchShell(env)
        shell.stack.topStore(HomeScreen.self)?.dispatchOutput(.didChoosePlace(F.newYork, F.snapshot()))
        let detail = shell.stack.topStore(DetailScreen.self)
        await detail?.waitUntil("the alerts arrive") { $0.alerts != .pending }
        app.displayIfNeeded()
        let rows = app.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[3].hasPrefix(" ⚠ Extreme Heat Warning until "))
        #expect(rows.last?.contains("a alerts") == true)

        app.press(.char("a"))
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self, WeatherAlertsScreen.self])
        #expect(F.titleLine(app) == " Weather › New York, NY › Alerts")
        #expect(app.text.contains("2 active alerts for New York, NY"))

        app.press(.down, .enter)
        #expect(app.text.contains("At 10:00 AM EST, a severe thunderstorm was located over Queens"))
        // Esc closes the text now: the status bar offers that, not the shell's "back".
        let status = app.text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(status.contains("Esc list") && !status.contains("Esc back"))
        app.press(.escape)  // closes the text, not the screen
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self, WeatherAlertsScreen.self])
        #expect(app.text.contains("▶ Severe Thunderstorm Warning"))
        app.press(.escape)
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self])
    }

    @Test func homeMarksAPlaceWhoseAlertsWereSeen() async {
        let env = F.environment(
            alerts: .mock([A.storm], at: A.now), time: TestTime(start: A.now),
            conditions: HomeFixtures.unreachableConditions)
        let (shell, app) = F.launchShell(env)
        app.type("10001\n")
        await shell.stack.waitUntil("Detail is pushed") { $0.screens.count == 2 }
        await shell.stack.topStore(DetailScreen.self)?.waitUntil("the alerts arrive") { $0.alerts != .pending }
        app.press(.escape)
        let home = shell.stack.topStore(HomeScreen.self)
        await home?.waitUntil("Home has the alerts seen") { $0.recents.first?.lastAlerts != nil }
        app.displayIfNeeded()
        let row = app.text.split(separator: "\n").first { $0.contains("New York, NY") }.map(String.init) ?? ""
        #expect(row.contains("⚠ 72°F"))
        let x = row.distance(from: row.startIndex, to: row.firstIndex(of: "⚠")!)
        let y = app.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.contains("New York, NY")
        }!
        #expect(app.frame[x, y].style.foreground == .red)
    }

    @Test func alertsArrivingBeforeTheForecastStillMarkThePlace() async {
        let calls = ParkedCalls<String, ForecastSnapshot>()
        let env = F.environment(
            forecasts: F.parked(calls), alerts: .mock([A.storm], at: A.now), time: TestTime(start: A.now))
        let (shell, _) = F.launchShell(env, initialQuery: "10001")
        await shell.stack.topStore(DetailScreen.self)?.waitUntil("the alerts arrive") { $0.alerts != .pending }
        await calls.waitForCalls(1)  // the forecast is still parked: the place is not a recent search from it
        let recents = env.recentSearches.all()
        #expect(recents.map(\.place.zip) == ["10001"])
        #expect(recents.first?.lastAlerts?.severity == .severe)
    }

    @Test func aFailingAlertsServiceLeavesTheForecastAndSaysSoQuietly() async {
        let env = F.environment(alerts: .mock(error: .failed(.http(status: 500, reason: "boom"))))
        let (shell, app) = F.launchShell(env)
        shell.stack.topStore(HomeScreen.self)?.dispatchOutput(.didChoosePlace(F.newYork, F.snapshot()))
        await shell.stack.topStore(DetailScreen.self)?.waitUntil("the alerts fail") { $0.alerts != .pending }
        app.displayIfNeeded()
        #expect(app.text.contains("alerts unavailable: HTTP 500"))
        #expect(app.text.contains("72°F") || app.text.contains("█"))
        #expect(!app.text.contains("a alerts"))
    }
}
