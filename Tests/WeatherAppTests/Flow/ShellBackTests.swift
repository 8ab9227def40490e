import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Going back through the shell's keys: Esc and Backspace pop, the root stays, and what leaves the stack stops.
@MainActor
@Suite(.serialEffects)
struct ShellBackTests {
    @Test func escFromTheMapThenBackspaceFromDetailReturnHome() {
        let (shell, app) = FlowFixtures.shellOnMap()
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self, MapScreen.self])

        app.press(.escape)
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self])
        #expect(FlowFixtures.titleLine(app) == " Weather › New York, NY")

        app.press(.backspace)
        assertStack(shell.stack, [HomeScreen.self])
        #expect(FlowFixtures.titleLine(app) == " Weather")
        #expect(app.text.contains("Search: ZIP code or place"))
        #expect(app.exitCode == nil)
    }

    @Test func backspaceFromTheMapAndEscFromDetailReturnHomeToo() {
        let (shell, app) = FlowFixtures.shellOnMap()
        app.press(.backspace)
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self])
        app.press(.escape)
        assertStack(shell.stack, [HomeScreen.self])
    }

    @Test func escOnHomeNeverPopsTheRootNorQuits() {
        let env = FlowFixtures.environment(recents: [FlowFixtures.recent(FlowFixtures.portland)])
        let (shell, app) = FlowFixtures.launchShell(env)
        app.press(.escape, .escape, .backspace, .escape)
        assertStack(shell.stack, [HomeScreen.self])
        #expect(app.exitCode == nil)
        #expect(app.text.contains("Portland"))
    }

    @Test func escOnHomeAfterComingBackStaysOnHome() {
        let (shell, app) = FlowFixtures.shellOnMap()
        app.press(.escape, .escape, .escape, .escape)
        assertStack(shell.stack, [HomeScreen.self])
        #expect(app.exitCode == nil)
    }

    @Test func aPoppedDetailStopsItsLoadInFlight() async {
        let calls = ParkedCalls<String, ForecastSnapshot>()
        let env = FlowFixtures.environment(
            forecasts: FlowFixtures.parked(calls), conditions: HomeFixtures.unreachableConditions)
        let (shell, app) = FlowFixtures.launchShell(env, initialQuery: "10001")
        guard let detail = shell.stack.topStore(DetailScreen.self) else { return }
        #expect(detail.state.status == .loading)
        await calls.waitForCalls(1)
        #expect(detail.runningEffectCount > 0)

        app.press(.escape)
        assertStack(shell.stack, [HomeScreen.self])
        #expect(detail.runningEffectCount == 0)
        await calls.waitForCancellations(1)
        #expect(await calls.cancelled == ["10001"])
        #expect(await calls.parkedCount == 0)
        // A dismantled store starts nothing new, even if something still sends to it.
        detail.send(.didPressRefresh)
        #expect(detail.runningEffectCount == 0)
        #expect(await calls.calls == ["10001"])
    }

    @Test func poppingTheMapAndThenDetailDismantlesBoth() async {
        let calls = ParkedCalls<String, ForecastSnapshot>()
        let env = FlowFixtures.environment(
            forecasts: FlowFixtures.parked(calls), conditions: HomeFixtures.unreachableConditions)
        let (shell, app) = FlowFixtures.launchShell(env, initialQuery: "10001")
        app.press(.char("m"))
        guard let map = shell.stack.topStore(MapScreen.self) else { return }
        let detail = shell.stack.screens.compactMap { $0 as? any ModuleScreen<DetailScreen> }.first?.store
        await calls.waitForCalls(1)
        // Covered, Detail keeps loading: only leaving the stack stops a screen.
        #expect(detail?.isEffectRunning(id: DetailStore.CancelID.load) == true)

        app.press(.escape)
        #expect(map.runningEffectCount == 0)
        #expect(detail?.runningEffectCount ?? 0 > 0)
        app.press(.backspace)
        #expect(detail?.runningEffectCount == 0)
        await calls.waitForCancellations(1)
        #expect(await calls.cancelled == ["10001"])
    }

    @Test func escOnHomeWhileLoadingCancelsTheLoadAndStaysOnHome() async {
        let calls = ParkedCalls<String, ForecastSnapshot>()
        let (shell, app) = FlowFixtures.launchShell(FlowFixtures.environment(forecasts: FlowFixtures.parked(calls)))
        app.type("10001\n")
        let home = shell.stack.topStore(HomeScreen.self)
        #expect(home?.state.loading != nil)
        await calls.waitForCalls(1)

        app.press(.escape)
        assertStack(shell.stack, [HomeScreen.self])
        #expect(home?.state.loading == nil)
        #expect(home?.isEffectRunning(id: HomeStore.CancelID.load) == false)
        #expect(home?.isEffectRunning(id: HomeStore.CancelID.spinner) == false)
        // What runs on is Home's refresh timer, for as long as Home is on screen.
        #expect(home?.isEffectRunning(id: HomeStore.CancelID.refreshTimer) == true)
        #expect(app.exitCode == nil)
        await calls.waitForCancellations(1)
        #expect(await calls.cancelled == ["10001"])
    }

    @Test func backOnHomeTheOpenedPlaceTopsTheRecentList() async {
        let (shell, app) = FlowFixtures.launchShell()
        app.type("10001\n")
        await shell.stack.waitUntil("Detail is pushed") { $0.screens.count == 2 }
        app.press(.escape)
        assertStack(shell.stack, [HomeScreen.self])
        let home = shell.stack.topStore(HomeScreen.self)
        await home?.waitUntil("Home has reloaded its recent searches") { $0.recents.isEmpty == false }
        app.displayIfNeeded()
        #expect(home?.state.recents.first?.place == FlowFixtures.newYork)
        #expect(home?.state.prompt.isEmpty == true)
        #expect(home?.state.listHasKeys == true)
        #expect(app.text.contains("New York"))
    }
}
