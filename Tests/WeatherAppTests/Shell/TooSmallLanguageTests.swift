import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The too-small screen in the app's language (issue 37): its wordings, long and short, with the sizes put in.
@MainActor
@Suite(.serialEffects)
struct TooSmallLanguageTests {
    @Test func theShellSaysItInTheLanguage() {
        var env = FlowFixtures.environment()
        env.language = .de
        let (_, app) = FlowFixtures.launchShell(env)
        app.resize(width: 30, height: 10)
        app.displayIfNeeded()
        #expect(app.text.contains("Terminal zu klein: 30×10"), "\(app.text)")
        #expect(app.text.contains("mindestens 40×12 nötig"), "\(app.text)")
        #expect(!app.text.contains("small"))
    }

    @Test func theShorterWordingsInJapanese() {
        let view = TooSmallView(words: WeatherShell.tooSmallWords(.ja))
        #expect(view.lines(width: 80, height: 1) == ["端末が小さすぎます: 80×1 — 40×12以上が必要です"])
        #expect(view.lines(width: 16, height: 2) == ["小さすぎ: 16×2", "40×12が必要"])
        for (width, height) in [(39, 11), (20, 3), (12, 2), (6, 1)] {
            for line in view.lines(width: width, height: height) { #expect(DisplayWidth.of(line) <= width) }
        }
        #expect(WeatherShell.tooSmallWords(.en) == .english)
    }
}
