import Foundation
import TerminalUI
import Testing
import WeatherAppTesting
import WeatherCore

@testable import WeatherApp

/// The terminal's cursor is placed on the focus on every frame (a screen reader follows it): seen on Home's prompt
/// and, in screen-reader mode, everywhere; elsewhere placed but hidden.
@MainActor
@Suite(.serialEffects)
struct FocusCursorTests {
    static let recents = [HomeFixtures.newYork, HomeFixtures.portland, HomeFixtures.portlandME].map {
        HomeFixtures.recent($0)
    }

    func launch(screenReader: Bool = false) -> TestTerminalHarness {
        var environment = ShellTests.environment(recents: Self.recents)
        environment.screenReader = screenReader
        return TestTerminalHarness(program: WeatherShell(flow: WeatherFlow(environment: environment)))
    }

    /// The row a recent place is drawn on (below the prompt, whose example names Portland too).
    static func row(of city: String, in app: TestTerminalHarness) -> Int? {
        let lines = app.text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.dropFirst(5).first { lines[$0].contains(city) }
    }

    @Test func eachDownPutsTheCursorOnTheSelectedRecentRowAndTypingGivesItBackToThePrompt() throws {
        let app = launch()
        #expect(app.cursor?.x == 3 && app.cursor?.y == 2)
        #expect(app.cursorShown)
        app.press(.down)
        #expect(app.cursor?.y == Self.row(of: "Portland, OR", in: app))
        #expect(app.cursor?.x == 2)  // the row's first cell, inside the list's box
        #expect(!app.cursorShown)  // placed for a screen reader, not seen
        app.press(.down)
        #expect(app.cursor?.y == Self.row(of: "Portland, ME", in: app))
        app.press(.up)
        #expect(app.cursor?.y == Self.row(of: "Portland, OR", in: app))
        app.press(.char("1"))
        #expect(app.cursor?.x == 4 && app.cursor?.y == 2)
        #expect(app.cursorShown)
    }

    @Test func inScreenReaderModeTheCursorIsSeenOnTheSelectedRow() {
        let app = launch(screenReader: true)
        app.press(.down)
        #expect(app.cursor?.y == Self.row(of: "Portland, OR", in: app))
        #expect(app.cursorShown)
    }

    /// While the help is up the cursor is on its first line (a reader reads the help, not the screen under it),
    /// hidden off words and seen in them; closing it gives the focus back.
    @Test func theHelpOverlayHoldsTheCursorOnItsFirstLine() throws {
        for screenReader in [false, true] {
            let app = launch(screenReader: screenReader)
            app.press(.down)
            let row = Self.row(of: "Portland, OR", in: app)
            app.press(.char("?"))
            let cursor = try #require(app.cursor)
            let lines = app.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let title = try #require(lines.firstIndex { $0.contains("Keys · ") })
            #expect(cursor.y == title + 1, "the line under the box's title")
            let line = Array(lines[cursor.y])
            #expect(cursor.x > 0 && line[cursor.x - 2] == "│" && line[cursor.x] != " ")
            #expect(app.cursorShown == screenReader)
            app.press(.escape)
            #expect(app.cursor?.y == row)
        }
    }

    /// In words a screen's status leads the status line (the cursor stays on the focus); off words the line is the
    /// hints alone.
    @Test func inScreenReaderModeTheStatusIsWordsOnTheStatusLine() {
        for screenReader in [true, false] {
            let app = launch(screenReader: screenReader)
            app.press(.down)
            app.press(.delete)
            let lines = app.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let status = lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            #expect(status.hasPrefix(" Removed ") == screenReader, "\(screenReader): \(status)")
            if screenReader { #expect(app.cursor?.y == Self.row(of: "Portland, OR", in: app)) }
        }
    }
}
