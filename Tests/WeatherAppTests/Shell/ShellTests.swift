import CustomDump
import Foundation
import Lasso
import TerminalUI
import Testing
import WeatherAppTesting
import WeatherCore

@testable import WeatherApp

/// The whole app in memory: title bar, status bar, help, global keys and tiny windows.
@MainActor
@Suite(.serialEffects)
struct ShellTests {
    static func environment(recents: [RecentSearch] = []) -> AppEnvironment {
        var environment = AppEnvironment.test(clock: TestTime(start: HomeFixtures.now).appClock)
        environment.forecasts = .mock(HomeFixtures.snapshot())
        environment.alerts = .mock([])
        environment.recentSearches = .inMemory(recents)
        // A recent's reading is stale: Home refreshes it, here from a server that cannot be reached.
        environment.conditions = HomeFixtures.unreachableConditions
        return environment
    }

    func launch(width: Int = 80, height: Int = 24, recents: [RecentSearch] = []) -> TestTerminalHarness {
        TestTerminalHarness(
            program: WeatherShell(flow: WeatherFlow(environment: Self.environment(recents: recents))),
            width: width, height: height)
    }

    @Test func homeAt40x12() {
        let app = launch(width: 40, height: 12)
        expectNoDifference(
            app.text,
            """
             Weather
             ╭─ Search: ZIP code or place ────────╮
             │ e.g. 10001 or Portland, OR         │
             ╰────────────────────────────────────╯

             ╭─ Recent Searches ──────────────────╮
             │                                    │
             │ No recent searches yet. Type a ZIP │
             │    code above and press Enter.     │
             │                                    │
             ╰────────────────────────────────────╯
            ? help  Ctrl-C quit
            """)
        #expect(app.cursor?.x == 3 && app.cursor?.y == 2)
    }

    @Test func helpListsTheKeysOfTheScreenAndEscClosesIt() {
        let app = launch()
        app.press(.char("?"))
        #expect(app.text.contains("Keys · Weather"))
        #expect(app.text.contains("remove the selected place"))
        #expect(app.text.contains("↑↓ more"))
        app.press(.end)  // the shell's own keys come last
        #expect(app.text.split(separator: "\n").contains { $0.contains("Ctrl-C") && $0.contains("quit") })
        app.press(.home)
        #expect(app.text.contains("Search prompt"))
        app.press(.escape)
        #expect(!app.text.contains("Keys · Weather"))
        #expect(app.exitCode == nil)
    }

    @Test func tooSmallSaysWhatIsNeededAndComesBack() {
        let app = launch()
        app.resize(width: 30, height: 10)
        #expect(app.text.contains("Terminal too small: 30×10"))
        #expect(app.text.contains("40×12"))
        app.resize(width: 80, height: 24)
        #expect(app.text.contains("Recent Searches"))
    }

    @Test func escAndQOnHomeNeverQuitCtrlCDoes() {
        let app = launch(recents: [HomeFixtures.recent(HomeFixtures.newYork)])
        app.press(.escape, .escape, .char("q"))
        #expect(app.exitCode == nil)
        #expect(app.text.contains("│ q "))
        app.press(.ctrl("c"))
        #expect(app.exitCode == 0)
    }

    @Test func qInThePromptIsTextAndCtrlCQuits() {
        let app = launch()
        app.type("q")
        #expect(app.exitCode == nil)
        #expect(app.text.contains("│ q "))
        app.press(.ctrl("c"))
        #expect(app.exitCode == 0)
    }

    @Test func aKeystrokeRedrawsOnlyWhatChanged() {
        let app = launch()
        app.type("1")
        // The typed digit, the cursor cell, and the suggestion dropdown; never the whole screen.
        #expect(app.lastChangedCells < 80 * 24 / 4)
        #expect(app.lastChangedCells > 0)
    }
}

/// Problems the stores report (an unwritable directory) are shown in the app, not written over the screen.
@MainActor
struct ShellNoticeTests {
    @Test func aNoticeTakesARowAboveTheScreen() {
        let shell = WeatherShell(
            flow: WeatherFlow(environment: ShellTests.environment()),
            notices: { ["Can't save to /x: Permission denied; changes this session won't be kept."] })
        let app = TestTerminalHarness(program: shell, width: 80, height: 24)
        let lines = app.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == " ⚠ Can't save to /x: Permission denied; changes this session won't be kept.")
        #expect(lines[2].contains("Search: ZIP code"))
    }
}
