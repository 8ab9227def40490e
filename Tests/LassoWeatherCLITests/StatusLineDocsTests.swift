import Foundation
import StatusLineFormat
import Testing

@testable import LassoWeatherCommands

/// Every placeholder is documented where users look: `now --help` (and so the man page) and the README's table.
struct StatusLineDocsTests {
    @Test func nowHelpListsEveryPlaceholderOneALine() {
        let lines = NowCommand.helpMessage(columns: 200).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        func listed(_ placeholder: String, _ text: String) -> Bool {
            lines.contains { $0.hasPrefix(placeholder + " ") && $0.hasSuffix("- " + text) }
        }
        for field in StatusField.allCases {
            #expect(listed("%\(field.rawValue)", field.meaning), "%\(field.rawValue)")
        }
        #expect(listed("%%", "a percent sign"))
    }

    @Test func theHelpListsThePlaceholdersInTheirOrderThenPercent() {
        #expect(StatusFormatArgument.allValueStrings == StatusField.allCases.map { "%\($0.rawValue)" } + ["%%"])
    }

    /// generate-manual writes each placeholder as an mdoc argument unescaped, so one named like an mdoc reference
    /// macro (`.It Ar %A`) would run the macro instead of printing.
    @Test func noPlaceholderIsAnMdocMacro() {
        let macros: Set = ["%A", "%B", "%C", "%D", "%I", "%J", "%N", "%O", "%P", "%Q", "%R", "%T", "%U", "%V"]
        #expect(macros.isDisjoint(with: StatusFormatArgument.allValueStrings))
    }

    @Test func theReadmeTableListsEveryPlaceholder() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let header = try #require(readme.range(of: "| placeholder | prints | example |\n"))
        let rest = readme[header.upperBound...]
        let table = String(rest[..<(rest.range(of: "\n\n")?.lowerBound ?? rest.endIndex)])
        for field in StatusField.allCases {
            #expect(table.contains("| `%\(field.rawValue)` |"), "README lacks %\(field.rawValue)")
            #expect(
                table.contains("| `\(StatusLineTests.expected[field]!)` |"), "README's example for %\(field.rawValue)")
        }
        #expect(table.contains("| `%%` |"))
    }
}
