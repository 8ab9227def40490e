import CustomDump
import Testing

@testable import TerminalUI

@Suite struct TextLayoutTests {
    @Test func truncateEndsWithEllipsisInColumns() {
        #expect(TextLayout.truncate("Portland", toWidth: 8) == "Portland")
        #expect(TextLayout.truncate("Portland", toWidth: 5) == "Port…")
        #expect(TextLayout.truncate("Portland", toWidth: 1) == "…")
        #expect(TextLayout.truncate("Portland", toWidth: 0) == "")
    }

    @Test func truncateNeverSplitsAWideCharacter() {
        // 東京都 is 6 columns. In 4, "東" (2) + "…" (1) fits; "東京" + "…" would need 5.
        #expect(TextLayout.truncate("東京都", toWidth: 4) == "東…")
        #expect(TextLayout.truncate("東京都", toWidth: 5) == "東京…")
        #expect(TextLayout.truncate("☀️ Sunny", toWidth: 4) == "☀️ …")
        #expect(TextLayout.width(TextLayout.truncate("東京都", toWidth: 4)) == 3)
    }

    @Test func padAlignsInColumns() {
        #expect(TextLayout.pad("ab", toWidth: 6, alignment: .left) == "ab    ")
        #expect(TextLayout.pad("ab", toWidth: 6, alignment: .center) == "  ab  ")
        #expect(TextLayout.pad("ab", toWidth: 6, alignment: .right) == "    ab")
        #expect(TextLayout.pad("東京", toWidth: 8, alignment: .center) == "  東京  ")
        #expect(TextLayout.pad("東京", toWidth: 7, alignment: .right) == "   東京")
        #expect(TextLayout.pad("Portland", toWidth: 5) == "Port…")
    }

    @Test func wrapBreaksAtSpacesAndHardBreaksLongWords() {
        expectNoDifference(
            TextLayout.wrap("No forecast could be loaded for this place", width: 12),
            ["No forecast", "could be", "loaded for", "this place"]
        )
        expectNoDifference(TextLayout.wrap("abcdefghij", width: 4), ["abcd", "efgh", "ij"])
        expectNoDifference(TextLayout.wrap("one\n\ntwo", width: 10), ["one", "", "two"])
        expectNoDifference(TextLayout.wrap("", width: 5), [""])
    }

    @Test func wrapKeepsWideCharactersWhole() {
        // Width 3 holds one wide character per line, never half of the next.
        expectNoDifference(TextLayout.wrap("東京都", width: 3), ["東", "京", "都"])
        // A wide character in a 1-column line still makes progress rather than looping.
        expectNoDifference(TextLayout.wrap("東京", width: 1), ["東", "京"])
    }

    // The cases live with the one sanitizer (SafeTextTests); these show TextLayout.sanitize is that one, 8-bit
    // control strings included.
    @Test func sanitizeIsTheOneSanitizer() {
        #expect(TextLayout.sanitize("\u{1B}[31mRed\u{1B}[0m alert") == "Red alert")
        #expect(TextLayout.sanitize("a\u{90}1$r\u{9C}b\u{9F}apc\u{9C}c") == "abc")
        #expect(TextLayout.sanitize("one\r\ntwo", keepNewlines: true) == "one\ntwo")
    }

    @Test func lineTruncationKeepsSpanStyles() {
        let line = Line([Span("Hi ", style: .bold), Span("there", style: .dim)])
        let cut = line.truncated(toWidth: 6)
        #expect(cut.plainText == "Hi th…")
        #expect(cut.spans.map(\.style) == [.bold, .dim, .dim])
        #expect(line.truncated(toWidth: 8) == line)
    }

    @Test func writeLineAlignsAndTruncates() {
        var buffer = Buffer(width: 12, height: 3)
        buffer.write(line: "left", x: 1, y: 0, width: 10)
        buffer.write(line: "東京", x: 1, y: 1, width: 10, alignment: .right)
        buffer.write(line: "a long line of text", x: 1, y: 2, width: 10, alignment: .center)
        expectNoDifference(
            buffer.text,
            """
             left
                   東京
             a long li…
            """)
    }
}
