import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The hour cursor through the whole app in the in-memory terminal: the shell's layout pass tells the store the
/// chart's width, and one → redraws only the cells it changes (the backends send only those).
@MainActor
@Suite(.serialEffects)
struct DetailCursorFrameTests {
    /// The app at `width`×`height` with New York's Detail on top, its forecast in hand, at the fixtures' time.
    func detail(width: Int = 80, height: Int = 24) -> (shell: WeatherShell, app: TestTerminalHarness) {
        let env = FlowFixtures.environment(
            forecasts: .mock(DetailFixtures.snapshot()), time: TestTime(start: DetailFixtures.now))
        let (shell, app) = FlowFixtures.launchShell(env, width: width, height: height)
        shell.stack.topStore(HomeScreen.self)?.dispatchOutput(
            .didChoosePlace(DetailFixtures.place, DetailFixtures.snapshot()))
        app.displayIfNeeded()
        return (shell, app)
    }

    @Test func theLayoutPassReportsTheChartsWidthBeforeTheFirstFrameIsDrawn() {
        let (shell, app) = detail()
        // 80 columns: the body's 78, less the gutter, is 72 for the hours.
        #expect(shell.stack.topStore(DetailScreen.self)?.state.sectionSizes == .init(chartWidth: 72, dayRows: 7))
        app.resize(width: 120, height: 30)
        #expect(shell.stack.topStore(DetailScreen.self)?.state.sectionSizes.chartWidth == 112)
    }

    @Test func oneRightArrowChangesOnlyTheMarkerColumnsAndTheReadout() throws {
        let (_, app) = detail()
        let before = app.frame
        #expect(before.lines()[13].hasPrefix(" Sun 10 AM  ☁ Partly cloudy  55°F"))
        app.press(.right)
        let after = app.frame
        #expect(after.lines()[13].hasPrefix(" Sun 11 AM  ☁ Partly cloudy  56°F"))
        let changed = after.changes(from: before)
        #expect(app.lastChangedCells == changed.count)
        // The chart's curve rows are screen rows 8–10; 3 columns an hour from x 7: the old marker's two columns
        // (7, 8) lose their reverse, the new one's (10, 11) gain it. The rest is the readout on row 13.
        let chartCells = Set(changed.filter { $0.y != 13 }.map { "\($0.x),\($0.y)" })
        #expect(chartCells == Set([7, 8, 10, 11].flatMap { x in (8...10).map { "\(x),\($0)" } }))
        let readout = changed.filter { $0.y == 13 }
        #expect(!readout.isEmpty && readout.count < 20)
        #expect(after[10, 8].style.attributes.contains(.reverse) && !after[7, 8].style.attributes.contains(.reverse))
    }

    @Test func endScrollsTheChartAndHomeBringsItBack() {
        let (shell, app) = detail()
        app.press(.end)
        #expect(app.frame.lines()[7].hasSuffix("← Mon 10 AM – Tue 9 AM"))
        #expect(app.frame.lines()[13].hasPrefix(" Tue 9 AM"))
        #expect(shell.stack.topStore(DetailScreen.self)?.state.cursorIndex == 47)
        app.press(.home)
        #expect(app.frame.lines()[7].hasSuffix(" Sun 10 AM – Mon 9 AM →"))
        #expect(app.frame.lines()[13].hasPrefix(" Sun 10 AM"))
    }

    /// At 40×12 there is no room for the chart: the readout is the cursor's one line, and the status bar keeps
    /// help and quit, then the screen's hints that fit.
    @Test func theSmallestTerminalShowsTheReadoutAndShortHints() {
        let (_, app) = detail(width: 40, height: 12)
        app.press(.right, .right)
        let lines = app.frame.lines()
        #expect(lines[9] == " Sun 12 PM  ☁  57°F  precip 10%")
        #expect(lines[11] == "r refresh  ←→ hour  ? help  q quit")
    }
}
