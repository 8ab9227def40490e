import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Small and odd terminals (issue 25): the hint bar at 80 columns and at 40×12, help that wraps, ASCII mode, and
/// Detail's chart on a tall window.
@MainActor
@Suite(.serialEffects)
struct SmallTerminalTests {
    typealias F = FlowFixtures
    typealias A = AlertFixtures

    static func rows(_ app: TestTerminalHarness) -> [String] {
        app.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static func statusRow(_ app: TestTerminalHarness) -> String { rows(app).last ?? "" }

    /// The app on New York's Detail with its 16 days and two alerts in force, at `width`×`height`.
    static func detail(
        width: Int = 80, height: Int = 24, textMode: TextMode = .unicode
    ) async -> (shell: WeatherShell, app: TestTerminalHarness) {
        var env = F.environment(alerts: .mock(A.active.alerts, at: A.now), time: TestTime(start: A.now))
        env.settings = .inMemory(Settings(forecastDays: .sixteen))
        env.textMode = textMode
        let (shell, app) = F.launchShell(env, width: width, height: height)
        let snapshot = DetailFixtures.snapshot(days: .sixteen)
        shell.stack.topStore(HomeScreen.self)?.dispatchOutput(.didChoosePlace(F.newYork, snapshot))
        await shell.stack.topStore(DetailScreen.self)?.waitUntil("the alerts arrive") { $0.alerts != .pending }
        app.displayIfNeeded()
        return (shell, app)
    }

    @Test func at80ColumnsTheHintBarKeepsHelpAndQuitWhenTheOthersDoNotFit() async throws {
        let (shell, app) = await Self.detail()
        let top = try #require(shell.stack.top?.content)
        let all = top.keyHints + shell.shellKeys(for: top).hints
        // The screen offers more than 80 columns of hints here: some must go.
        #expect(StatusBar(hints: all).line(width: 1000).width > 80)
        let status = Self.statusRow(app)
        #expect(status.hasPrefix("r refresh"))
        #expect(status.hasSuffix("? help  q quit"))
        #expect(DisplayWidth.of(status) <= 80)
        // The kept hints still answer clicks: quit's columns are where it is drawn.
        let quitColumn = DisplayWidth.of(status) - 4
        app.send(.mouse(MouseEvent(.press(.left), column: quitColumn, row: 23)))
        #expect(app.exitCode == 0)
    }

    @Test func everyScreenKeepsHelpAndAQuitKeyAt80And40Columns() async {
        for (width, height) in [(80, 24), (40, 12)] {
            let (shell, app) = await Self.detail(width: width, height: height)
            var seen: [String] = []
            func check(_ screen: String) {
                let status = Self.statusRow(app)
                seen.append(status)
                #expect(status.contains("? help"), "\(screen) at \(width)×\(height): \(status)")
                #expect(status.hasSuffix(" quit"), "\(screen) at \(width)×\(height): \(status)")
            }
            check("Detail")
            app.press(.char("a"))
            check("Alerts")
            app.press(.escape, .char("m"))
            check("Map")
            shell.stack.pop(toCount: 1)
            app.displayIfNeeded()
            check("Home")
            app.type("Spring")
            check("Home's prompt")
            #expect(seen.count == 5)
        }
    }

    @Test func at40x12TheHintBarOffersOnlyKeysThatActThere() async {
        let (shell, app) = await Self.detail(width: 40, height: 12)
        // No chart and no daily table at this size: neither the table's keys (`d`, ↑↓) nor the chart's are
        // offered; what is offered acts here (refresh, the alerts named in the banner), then help and quit.
        #expect(!app.text.contains("Next 48 hours") && !app.text.contains("Next 16 days"))
        #expect(Self.statusRow(app) == "r refresh  a alerts  ? help  q quit")
        app.press(.char("m"))
        #expect(Self.statusRow(app) == "←↑↓→ pan  + - zoom  ? help  q quit")
        shell.stack.pop()
        app.displayIfNeeded()
        app.press(.char("a"))
        #expect(Self.statusRow(app).hasSuffix("? help  q quit"))
        #expect(DisplayWidth.of(Self.statusRow(app)) <= 40)
    }

    @Test func helpWrapsItsLinesRatherThanCuttingThem() async {
        let (_, app) = await Self.detail(width: 40, height: 12)
        app.press(.char("?"))
        let text = app.text
        #expect(text.contains("│ a             the active weather     │"))
        #expect(text.contains("│               alerts, in full        │"))
        #expect(!text.contains("…"))
        // Scrolling reaches the last row, the shell's Ctrl-C.
        app.press(.end)
        #expect(app.text.contains("Ctrl-C"))
    }

    @Test func asciiModeDrawsTheChartAndEverythingElseInASCII() async throws {
        let (_, app) = await Self.detail(textMode: .ascii)
        let rows = Self.rows(app)
        for (y, row) in rows.enumerated() {
            #expect(row.unicodeScalars.allSatisfy { $0.isASCII }, "row \(y): \(row)")
        }
        let chart = try #require(rows.firstIndex { $0.contains("Next 48 hours") })
        #expect(rows[chart].hasPrefix(" Next 48 hours ---"))
        // The curve is drawn with plotting characters, and not left out.
        let curve = rows[(chart + 1)...(chart + 3)].joined()
        #expect(curve.contains("'") || curve.contains("-") || curve.contains("."))
        #expect(rows.contains { $0.contains("% Partly cloudy") })  // the ASCII icon set's icon
        #expect(rows[0] == " Weather > New York, NY")
    }

    @Test func asciiModeLeavesTheSavedIconSetAlone() async {
        var env = F.environment()
        env.textMode = .ascii
        let settings = SettingsClient.inMemory()
        env.settings = settings
        let flow = WeatherFlow(environment: env)
        #expect(flow.environment.settings.load().iconSet == .ascii)
        flow.environment.settings.update { $0.units = .metric }
        #expect(settings.load().iconSet == .unicode)
        #expect(settings.load().units == .metric)
        // A choice of no icons stays no icons.
        settings.update { $0.iconSet = IconSet.none }
        #expect(flow.environment.settings.load().iconSet == IconSet.none)
    }

    @Test func unicodeModeIsTodaysDrawing() async {
        let (_, app) = await Self.detail()
        #expect(app.text.contains("Next 48 hours ─"))
        #expect(app.text.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
    }

    @Test func onATallWindowTheChartStopsGrowingAndTheDailyTableGetsTheRows() async throws {
        let (_, app) = await Self.detail(width: 120, height: 60)
        let rows = Self.rows(app)
        let chart = try #require(rows.firstIndex { $0.contains("Next 48 hours") })
        let daily = try #require(rows.firstIndex { $0.contains("Next 16 days") })
        #expect(daily - chart - 1 <= HourlyChart.maximumHeight)
        #expect(HourlyChart.maximumHeight <= 17)
        // All 16 days fit: no scrolling, no "more" in the table's title.
        #expect(!rows[daily].contains("more"))
        #expect(rows[(daily + 1)...].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count >= 16)
    }

    @Test func theLayoutCapsTheChartAndKeepsTheSpareBelow() throws {
        let state = DetailFixtures.state(snapshot: DetailFixtures.snapshot(days: .sixteen), days: .sixteen)
        let layout = DetailLayout(area: Rect(x: 0, y: 0, width: 200, height: 80), body: DetailSections(state).body)
        let hourly = try #require(layout.hourly)
        let daily = try #require(layout.daily)
        #expect(hourly.height == HourlyChart.maximumHeight)
        #expect(daily.height == 17)  // the title and every day
    }
}
