import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The shell around the screens: the breadcrumb, the help overlay for the screen on top, and quitting.
@MainActor
@Suite(.serialEffects)
struct ShellChromeTests {
    @Test func theBreadcrumbFollowsTheJourneyHomeDetailMap() async {
        let (shell, app) = FlowFixtures.launchShell()
        #expect(FlowFixtures.titleLine(app) == " Weather")
        app.type("10001\n")
        await shell.stack.waitUntil("Detail is pushed") { $0.screens.count == 2 }
        app.displayIfNeeded()
        #expect(FlowFixtures.titleLine(app) == " Weather › New York, NY")
        app.press(.char("m"))
        #expect(FlowFixtures.titleLine(app) == " Weather › New York, NY › Map")
    }

    @Test func theBreadcrumbKeepsItsEndWhenNarrow() {
        let (s, narrow) = FlowFixtures.launchShell(width: 40, height: 12)
        s.stack.topStore(HomeScreen.self)?.dispatchOutput(
            .didChoosePlace(FlowFixtures.newYork, FlowFixtures.snapshot()))
        narrow.press(.char("m"))
        s.stack.topStore(MapScreen.self)?.dispatchOutput(.didSelectPlace(FlowFixtures.portland))
        narrow.displayIfNeeded()
        let title = FlowFixtures.titleLine(narrow)
        #expect(title.hasPrefix(" …"))
        #expect(title.hasSuffix("Map › Portland, OR"))
    }

    @Test func helpOnDetailListsDetailsKeys() {
        let (shell, app) = FlowFixtures.launchShell()
        shell.stack.topStore(HomeScreen.self)?.dispatchOutput(
            .didChoosePlace(FlowFixtures.newYork, FlowFixtures.snapshot()))
        app.press(.char("?"))
        #expect(app.text.contains("Keys · New York, NY"))
        #expect(app.text.contains("refresh now"))
        #expect(app.text.contains("switch imperial / metric"))
        #expect(!app.text.contains("zoom in"))
        #expect(!app.text.contains("undo the removal"))
        // Any other key closes it, and is not passed on.
        app.press(.char("m"))
        #expect(!app.text.contains("Keys ·"))
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self])
    }

    @Test func helpOnTheMapListsTheMapsKeys() {
        let (shell, app) = FlowFixtures.shellOnMap()
        app.press(.char("?"))
        #expect(app.text.contains("Keys · Map"))
        #expect(app.text.contains("zoom in"))
        #expect(app.text.contains("back to the place"))
        #expect(!app.text.contains("switch 7 / 16 days"))  // only the top screen's keys
        // Esc closes the help only; a second Esc goes back.
        app.press(.escape)
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self, MapScreen.self])
        app.press(.escape)
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self])
    }

    @Test func helpIsClosedWhenTheStackChanges() {
        let (shell, app) = FlowFixtures.shellOnMap()
        app.press(.char("?"))
        shell.stack.pop()
        app.displayIfNeeded()
        #expect(!app.text.contains("Keys ·"))
    }

    @Test func qQuitsFromDetail() {
        let (shell, app) = FlowFixtures.launchShell()
        shell.stack.topStore(HomeScreen.self)?.dispatchOutput(
            .didChoosePlace(FlowFixtures.newYork, FlowFixtures.snapshot()))
        app.press(.char("q"))
        #expect(app.exitCode == 0)
    }

    @Test func qQuitsFromTheMap() {
        let (_, app) = FlowFixtures.shellOnMap()
        app.press(.char("q"))
        #expect(app.exitCode == 0)
    }

    @Test(arguments: [0, 1, 2])
    func ctrlCQuitsFromEveryScreen(depth: Int) {
        let (shell, app) = FlowFixtures.shellOnMap()
        for _ in 0..<(2 - depth) { app.press(.escape) }
        #expect(shell.stack.screens.count == depth + 1)
        app.press(.ctrl("c"))
        #expect(app.exitCode == 0)
    }

    @Test func ctrlCQuitsWhileHomeIsLoadingAndWithHelpOpen() {
        let calls = ParkedCalls<String, ForecastSnapshot>()
        let (_, loading) = FlowFixtures.launchShell(FlowFixtures.environment(forecasts: FlowFixtures.parked(calls)))
        loading.type("10001\n")
        loading.press(.ctrl("c"))
        #expect(loading.exitCode == 0)

        let (_, help) = FlowFixtures.shellOnMap()
        help.press(.char("?"))
        help.press(.ctrl("c"))
        #expect(help.exitCode == 0)
    }
}
