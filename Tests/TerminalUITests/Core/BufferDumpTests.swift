import CustomDump
import Testing

@testable import TerminalUI

/// The style dump render tests compare, and the buffer initializer that states an expected buffer.
@Suite struct BufferDumpTests {
    @Test func dumpListsTextThenStyledRunsLeavingPlainOnesOut() {
        var buffer = Buffer(width: 12, height: 3)
        buffer.write("Error:", x: 0, y: 0, style: Style(foreground: .red, attributes: .bold))
        buffer.write(" disk", x: 6, y: 0)
        buffer.write("ok", x: 1, y: 2, style: Style.dim.bg(.blue))
        buffer.setStyle(.reverse, in: Rect(x: 8, y: 2, width: 4, height: 1))
        expectNoDifference(
            buffer.styleDump(),
            """
            Error: disk

             ok
            row 0: 0..<6 bold fg:red "Error:"
            row 2: 1..<3 dim bg:blue "ok"
            row 2: 8..<12 reverse "    "
            """)
    }

    @Test func dumpOfSomeRowsKeepsTheBuffersRowNumbers() {
        var buffer = Buffer(width: 6, height: 4)
        for y in 0..<4 { buffer.write("line \(y)", x: 0, y: y, style: .underline) }
        expectNoDifference(
            buffer.styleDump(rows: 2...3),
            """
            line 2
            line 3
            row 2: 0..<6 underline "line 2"
            row 3: 0..<6 underline "line 3"
            """)
        #expect(buffer.styleDump(rows: 5...9) == "")
    }

    @Test func wideCharactersCountTwoColumnsAndEveryAttributeAndColourIsNamed() {
        var buffer = Buffer(width: 8, height: 1)
        buffer.write("東京", x: 0, y: 0, style: Style(foreground: .indexed(208), attributes: [.italic, .bold]))
        buffer.write(
            "x", x: 5, y: 0,
            style: Style(foreground: .brightCyan, background: .black, attributes: [.reverse, .underline, .dim]))
        expectNoDifference(
            buffer.styleDump(),
            """
            東京 x
            row 0: 0..<4 bold italic fg:indexed(208) "東京"
            row 0: 5..<6 dim underline reverse fg:brightCyan bg:black "x"
            """)
        #expect(Style.plain.description == "plain")
    }

    @Test func initializerFromLinesAndRunsMatchesADrawnBuffer() {
        var drawn = Buffer(width: 10, height: 2)
        drawn.write("Today", x: 0, y: 0, style: .bold)
        drawn.write("47°", x: 6, y: 0, style: Style(foreground: .cyan))
        drawn.write("Mon   45°", x: 0, y: 1)
        drawn.setStyle(Style(foreground: .cyan), in: Rect(x: 6, y: 1, width: 3, height: 1))
        let expected = Buffer(
            lines: ["Today 47°", "Mon   45°"],
            styles: [
                .init(row: 0, 0..<5, .bold),
                .init(row: 0, 6..<9, Style(foreground: .cyan)),
                .init(row: 1, 6..<9, Style(foreground: .cyan)),
            ])
        #expect(expected.width == 9 && expected.height == 2)
        expectNoDifference(drawn.styleDump(), expected.styleDump())
        #expect(drawn.styleRuns() == expected.styleRuns())
    }

    @Test func initializerSizesToTheWidestLineInColumns() {
        let buffer = Buffer(lines: ["ab", "東京都", ""])
        #expect(buffer.width == 6 && buffer.height == 3)
        #expect(buffer.text == "ab\n東京都\n")
        #expect(buffer.styleRuns().isEmpty)
        #expect(Buffer(lines: []).area.isEmpty)
    }
}
