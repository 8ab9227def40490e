import Foundation
import TerminalUI
import Testing
import WeatherAppTesting
import WeatherCore

@testable import WeatherApp

/// The status bar's hints in the app's language (issue 37): every hint the sources give is in the table, in every
/// language, and the shell draws them so, the keys unchanged.
@MainActor
struct HintWordsTests {
    /// Every `hint: "…"` literal under Sources/WeatherApp (read from the repository, as the tests may) is one of
    /// the table's English hints, and every language has a word for each.
    @Test func everyHintOfTheSourcesIsInTheTable() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/WeatherApp")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var found: Set<String> = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("hint: ") {
                // The quoted words after `hint: ` (both sides of a `?:`), up to the next argument's label.
                var tail = line[line.range(of: "hint: ")!.upperBound...]
                if let next = tail.range(of: #", [a-zA-Z]+: "#, options: .regularExpression) {
                    tail = tail[..<next.lowerBound]
                }
                let parts = tail.split(separator: "\"", omittingEmptySubsequences: false)
                for index in stride(from: 1, to: parts.count, by: 2) { found.insert(String(parts[index])) }
            }
        }
        #expect(found.count > 20)
        for hint in found {
            for language in AppLanguage.allCases {
                let word = TextTable.text("hint:" + hint, in: language) ?? ""
                #expect(!word.isEmpty && word == word.trimmed, "\(hint) in \(language)")
            }
        }
    }

    @Test func theShellDrawsTheHintsInTheLanguage() {
        var environment = ShellTests.environment(recents: [])
        environment.language = .de
        let app = TestTerminalHarness(program: WeatherShell(flow: WeatherFlow(environment: environment)))
        let status = app.text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(status.contains("Hilfe") && status.contains("beenden"), "\(status)")
        #expect(!status.contains("help") && !status.contains("quit"))
        #expect(HintWords.word("help", in: .en) == "help" && HintWords.word("nonsense", in: .fr) == "nonsense")
    }
}
