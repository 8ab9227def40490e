import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The shell's mouse routing: breadcrumbs go back, key hints press their key, the help closes on a click, and the
/// rest reaches the screen on top.
@MainActor
@Suite(.serialEffects)
struct ShellMouseTests {
    typealias F = FlowFixtures

    /// Where `text` is on screen (column, row).
    private func find(_ text: String, in app: TestTerminalHarness) -> (x: Int, y: Int)? {
        for (y, line) in app.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: text) { return (DisplayWidth.of(String(line[..<range.lowerBound])), y) }
        }
        return nil
    }

    private func click(_ text: String, in app: TestTerminalHarness, offset: Int = 0) throws {
        let at = try #require(find(text, in: app), "\(text) on screen")
        app.send(.mouse(MouseEvent(.press(.left), column: at.x + offset, row: at.y)))
    }

    @Test func aClickOnABreadcrumbGoesBackToThatScreen() throws {
        let (shell, app) = F.shellOnMap()
        #expect(F.titleLine(app) == " Weather › New York, NY › Map")
        try click("Map", in: app)  // where you are: nothing
        try click(" › ", in: app, offset: 1)  // a separator: nothing
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self, MapScreen.self])
        try click("New York", in: app, offset: 4)
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self])
        app.press(.char("m"))
        try click("Weather", in: app)
        assertStack(shell.stack, [HomeScreen.self])
        #expect(app.text.contains("Search: ZIP code or place"))
    }

    @Test func aCutBreadcrumbStillKnowsItsSegments() {
        let bar = TitleBar(crumbs: ["Weather", "Saint Petersburg, FL", "Map"])
        let area = Rect(x: 0, y: 0, width: 20, height: 1)
        var buffer = Buffer(width: 20, height: 1)
        bar.render(into: &buffer, area: area)
        #expect(buffer.text == " …ersburg, FL › Map")
        #expect(bar.crumb(atColumn: 1, in: area) == nil)  // the ellipsis
        #expect(bar.crumb(atColumn: 2, in: area) == 1)
        #expect(bar.crumb(atColumn: 12, in: area) == 1)
        #expect(bar.crumb(atColumn: 14, in: area) == nil)
        #expect(bar.crumb(atColumn: 16, in: area) == 2)
        #expect(bar.crumb(atColumn: 19, in: area) == nil)
    }

    @Test func aClickOnAKeyHintPressesItsKey() throws {
        let (shell, app) = F.shellOnMap()
        // At 80 columns the Map's hints give way to help and quit before "Esc back" fits: a wider window has all.
        app.resize(width: 100, height: 24)
        let status = try #require(app.text.split(separator: "\n", omittingEmptySubsequences: false).last)
        #expect(status.contains("Esc back"))
        try click("? help", in: app, offset: 3)  // on the label, not only the key
        #expect(app.text.contains("Keys · Map"))
        app.send(.mouse(MouseEvent(.press(.left), column: 40, row: 10)))  // a click anywhere closes the help
        #expect(!app.text.contains("Keys · Map"))
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self, MapScreen.self])
        try click("+ - zoom", in: app)
        #expect(shell.stack.topStore(MapScreen.self)?.state.zoom == MapZoom.defaultIndex + 1)
        try click("Esc back", in: app)
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self])
        try click("q quit", in: app)
        #expect(app.exitCode == 0)
    }

    @Test func hintColumnsFollowTheDrawnHints() {
        let bar = StatusBar(hints: [KeyHint("q", "quit"), KeyHint("?", "help"), KeyHint("Enter", "open all")])
        let area = Rect(x: 2, y: 0, width: 20, height: 1)
        #expect(bar.hintColumns(in: area) == [2..<8, 10..<16, nil])  // the third does not fit, as drawn
        var buffer = Buffer(width: 22, height: 1)
        bar.render(into: &buffer, area: area)
        #expect(buffer.text == "  q quit  ? help")
    }

    @Test func hintColumnsSkipTheHintsDroppedBeforeThePinnedOnes() {
        let bar = StatusBar(
            hints: [KeyHint("r", "refresh"), KeyHint("m", "map"), KeyHint("?", "help"), KeyHint("q", "quit")],
            pinned: [2, 3])
        let area = Rect(x: 0, y: 0, width: 26, height: 1)
        // "r refresh  ? help  q quit": the map's hint is dropped, so help and quit keep their own columns.
        #expect(bar.hintColumns(in: area) == [0..<9, nil, 11..<17, 19..<25])
        var buffer = Buffer(width: 26, height: 1)
        bar.render(into: &buffer, area: area)
        #expect(buffer.text == "r refresh  ? help  q quit")
    }

    @Test func otherClicksReachTheScreenOnTop() throws {
        let env = F.environment(recents: [F.recent(F.portland), F.recent(F.newYork)])
        let (shell, app) = F.launchShell(env)
        try click("New York", in: app)
        #expect(shell.stack.topStore(HomeScreen.self)?.state.loading?.place == F.newYork)
    }
}
