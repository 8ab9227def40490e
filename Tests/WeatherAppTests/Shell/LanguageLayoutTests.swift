import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Every screen in every language at 80×24 and 40×12 (issue 37): German runs long, Japanese and Chinese are
/// double-width, and the pseudo-locale a third longer than English; the screens keep their rows and columns.
@MainActor
@Suite(.serialEffects)
struct LanguageLayoutTests {
    /// The app walked through its screens in `language` at `width`×`height`: each screen's name and text.
    static func walk(_ language: AppLanguage, width: Int, height: Int) async -> [(name: String, text: String)] {
        let walk = ScreenWalk(language, width: width, height: height)
        await walk.walkEveryScreen()
        return walk.screens
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The rows that show a temperature ("12°"): a table that lost or moved a row shows fewer or more.
    static func temperatureRows(_ text: String) -> [Int] {
        lines(text).enumerated().filter { $0.element.contains(/[0-9]°/) }.map(\.offset)
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func everyScreenKeepsItsRowsInEveryLanguage(width: Int, height: Int) async {
        let english = await Self.walk(.en, width: width, height: height)
        for language in AppLanguage.allCases.dropFirst() + [.pseudo] {
            let screens = await Self.walk(language, width: width, height: height)
            #expect(screens.map(\.name) == english.map(\.name))
            for ((name, text), (_, englishText)) in zip(screens, english) {
                let rows = Self.lines(text)
                #expect(rows.count == height, "\(language) \(name)")
                for row in rows {
                    #expect(DisplayWidth.of(row) <= width, "\(language) \(name) at \(width): \(row)")
                }
                if language == .pseudo {
                    #expect(PseudoLocaleTests.cutWithoutEllipsis(text).isEmpty, "\(name) at \(width): \(text)")
                }
                // The status bar keeps help and quit, in the language.
                let status = rows.last ?? ""
                #expect(
                    status.contains("?") && status.contains(HintWords.word("quit", in: language)),
                    "\(language) \(name): \(status)")
                // Temperatures stay on the rows English has them on (the help overlay and the text cover some).
                if name != "help" {
                    #expect(
                        Self.temperatureRows(text) == Self.temperatureRows(englishText),
                        "\(language) \(name) at \(width)×\(height):\n\(text)\n--- English:\n\(englishText)")
                }
            }
        }
    }
}
