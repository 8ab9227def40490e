import Foundation
import Testing

@testable import WeatherCore

/// Every text the sources give the tables is there, in every language (issue 37): each `localized("…")` literal is
/// a row "ui:<English>", each key binding's `help: "…"` (and each key map's section title) a row
/// "help:<English>", with the same `{0}`… in every language. The sources are read from the repository, as tests may.
struct TextTableCompletenessTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// The Swift sources' text, file by file.
    static func files() throws -> [(name: String, text: String)] {
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        return try enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map {
            ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8))
        }
    }

    /// The string literals after each match of `pattern` (a regex ending where the literal's quote opens).
    static func literals(after pattern: String, in text: String) throws -> [String] {
        let regex = try Regex(pattern + #""((?:[^"\\]|\\.)*)""#)
        return text.matches(of: regex).compactMap { $0.output[1].substring.map(String.init) }
    }

    static func placeholders(_ text: String) -> Set<String> {
        Set((0..<6).map { "{\($0)}" }.filter { text.contains($0) })
    }

    static func expectRow(_ key: String, english: String, file: String) {
        #expect(!english.contains("\\("), "\(file): an interpolation in a key: \(english)")
        for language in AppLanguage.allCases {
            let text = TextTable.text(key, in: language) ?? ""
            #expect(!text.isEmpty && text == text.trimmed, "\(file): no \(language) for \(key)")
            #expect(placeholders(text) == placeholders(english), "\(file): \(language) \(key) arguments")
        }
        // The English column is the key, or has forms whose "other" is ("one:{0} day …|other:{0} days …").
        let column = TextTable.text(key, in: .en) ?? ""
        #expect(
            column == english || PluralForms.choose(column, count: nil, in: .en) == english,
            "\(file): the English column of \(key)")
    }

    @Test func everyLocalizedTextOfTheSourcesIsInEveryLanguage() throws {
        var count = 0
        for (name, text) in try Self.files() where name != "AppLanguage+Localized.swift" {
            for english in try Self.literals(after: #"localized\(\s*"#, in: text) {
                Self.expectRow("ui:" + english, english: english, file: name)
                count += 1
            }
        }
        #expect(count > 20)
    }

    @Test func everyHelpTextOfTheKeyMapsIsInEveryLanguage() throws {
        var count = 0
        for (name, text) in try Self.files() where text.contains("KeyBinding") || text.contains("KeySection") {
            let helps = try Self.literals(after: #"help:\s*"#, in: text)
            let titles =
                try Self.literals(after: #"KeySection\(\s*"#, in: text)
                + Self.literals(after: #"KeySection\(\s*\n\s*"#, in: text)
            for english in helps + titles {
                Self.expectRow("help:" + english, english: english, file: name)
                count += 1
            }
        }
        #expect(count > 40)
    }

    @Test func everyRowHasEveryLanguageAndASource() {
        for line in TextTable.text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            #expect(fields.count == AppLanguage.allCases.count + 2, "\(line)")
            #expect(fields.allSatisfy { !$0.isEmpty && $0 == $0.trimmed }, "\(line)")
        }
        // Every WMO code Open-Meteo sends, in every language.
        for code in WeatherCode.allKnown.map(\.rawValue) {
            #expect(AppLanguage.allCases.allSatisfy { TextTable.text("condition:\(code)", in: $0) != nil }, "\(code)")
        }
    }
}
