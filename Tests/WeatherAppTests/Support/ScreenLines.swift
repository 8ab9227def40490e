import TerminalUI
import Testing

/// A render test's expected screen, by lines: each screen has one full literal in its fixtures, and a variant of it
/// is that literal with the rows it changes replaced, so a change to the screen is made once.
///
///     DetailFixtures.screen80x22.replacingLines([1: " offline: no connection — data from 2 h ago"])
///
/// Rows count from 0, as in `Buffer.lines()`; a row the screen does not have is a test's mistake, recorded as an
/// issue where the test named it.
extension String {
    /// These lines with each row of `overrides` replaced by its line.
    func replacingLines(_ overrides: [Int: String], sourceLocation: SourceLocation = #_sourceLocation) -> String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (row, line) in overrides {
            guard lines.indices.contains(row) else {
                Issue.record("No row \(row) in a screen of \(lines.count) rows", sourceLocation: sourceLocation)
                continue
            }
            lines[row] = line
        }
        return lines.joined(separator: "\n")
    }

    /// These lines with `rows` replaced by the lines of `block`, as many as there are rows.
    func replacingLines(
        _ rows: ClosedRange<Int>, with block: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count == rows.count else {
            Issue.record("\(lines.count) lines for the \(rows.count) rows \(rows)", sourceLocation: sourceLocation)
            return self
        }
        return replacingLines(
            Dictionary(uniqueKeysWithValues: zip(rows, lines)), sourceLocation: sourceLocation)
    }

    /// These lines with `rows` blank.
    func blankingLines(_ rows: ClosedRange<Int>, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        replacingLines(Dictionary(uniqueKeysWithValues: rows.map { ($0, "") }), sourceLocation: sourceLocation)
    }

    /// Only the lines of `rows`.
    func lines(_ rows: ClosedRange<Int>) -> String {
        split(separator: "\n", omittingEmptySubsequences: false)[rows].joined(separator: "\n")
    }

    /// Each line with `columns` spaces before it: a part's literal where its screen draws it, that many columns in.
    func indentingLines(by columns: Int) -> String {
        let margin = String(repeating: " ", count: columns)
        return split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : margin + $0 }.joined(
            separator: "\n")
    }
}

extension Buffer {
    /// The cells of `rect` as a buffer of their own: a part of a screen, to compare with that part's own fixture.
    func cropped(to rect: Rect) -> Buffer {
        var part = Buffer(width: rect.width, height: rect.height)
        for y in 0..<rect.height {
            for x in 0..<rect.width { part[x, y] = self[rect.x + x, rect.y + y] }
        }
        return part
    }
}
