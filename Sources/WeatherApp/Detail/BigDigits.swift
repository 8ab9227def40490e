import TerminalUI

/// A number drawn three rows tall from half-block glyphs, for the current temperature:
///
///     ▀▀█ ▀▀█
///       █ █▀▀
///       ▀ ▀▀▀
struct BigDigits {
    static let height = 3

    private static let glyphs: [Character: [String]] = [
        "0": ["█▀█", "█ █", "▀▀▀"],
        "1": ["▀█ ", " █ ", "▀▀▀"],
        "2": ["▀▀█", "█▀▀", "▀▀▀"],
        "3": ["▀▀█", " ▀█", "▀▀▀"],
        "4": ["█ █", "▀▀█", "  ▀"],
        "5": ["█▀▀", "▀▀█", "▀▀▀"],
        "6": ["█▀▀", "█▀█", "▀▀▀"],
        "7": ["▀▀█", "  █", "  ▀"],
        "8": ["█▀█", "█▀█", "▀▀▀"],
        "9": ["█▀█", "▀▀█", "▀▀▀"],
        "-": ["   ", "▀▀▀", "   "],
    ]

    let text: String

    /// Whether every character has a glyph (a missing value "—" does not).
    var isDrawable: Bool { !text.isEmpty && text.allSatisfy { Self.glyphs[$0] != nil } }

    /// Columns taken: three per character, one between characters.
    var width: Int { text.isEmpty ? 0 : text.count * 4 - 1 }

    /// The three rows of text.
    var rows: [String] {
        (0..<Self.height).map { row in
            text.compactMap { Self.glyphs[$0]?[row] }.joined(separator: " ")
        }
    }

    func render(into buffer: inout Buffer, x: Int, y: Int, maxWidth: Int, style: Style) {
        for (i, row) in rows.enumerated() {
            buffer.write(row, x: x, y: y + i, maxWidth: maxWidth, style: style)
        }
    }
}
