import CustomDump
import Testing

@testable import TerminalUI

@Suite struct BrailleCanvasTests {
    @Test func pointsSetTheRightBrailleBits() {
        var canvas = BrailleCanvas(width: 3, height: 1)
        canvas.set(x: 0, y: 0)  // dot 1
        canvas.set(x: 1, y: 3)  // dot 8
        for y in 0..<4 {
            canvas.set(x: 4, y: y)
            canvas.set(x: 5, y: y)
        }
        #expect(canvas.dotWidth == 6 && canvas.dotHeight == 4)
        #expect(canvas.isSet(x: 1, y: 3))
        #expect(!canvas.isSet(x: 1, y: 2))
        // The middle cell has no dots: a blank, not U+2800.
        expectNoDifference(render(canvas, width: 3, height: 1).text, "⢁ ⣿")
        #expect(render(canvas, width: 3, height: 1)[1, 0].symbol == " ")
    }

    @Test func pointsOutsideAreIgnored() {
        var canvas = BrailleCanvas(width: 1, height: 1)
        canvas.set(x: -1, y: 0)
        canvas.set(x: 2, y: 0)
        canvas.set(x: 0, y: 4)
        expectNoDifference(render(canvas, width: 1, height: 1).text, "")
    }

    @Test func linesUseBresenham() {
        var canvas = BrailleCanvas(width: 4, height: 3)
        canvas.line(from: (0, 0), to: (7, 3))  // a shallow staircase down the first row
        canvas.line(from: (0, 4), to: (0, 7))  // a vertical in the second row's left column
        canvas.line(from: (7, 11), to: (4, 8))  // a diagonal drawn right-to-left in the third row
        expectNoDifference(
            render(canvas, width: 4, height: 3).text,
            """
            ⠉⠒⠤⣀
            ⡇
              ⠑⢄
            """)
    }

    @Test func linesAreClippedAtTheEdges() {
        var canvas = BrailleCanvas(width: 2, height: 1)
        canvas.line(from: (-10, 0), to: (100, 0))
        canvas.line(from: (-5, -5), to: (-1, 90))  // entirely off the left edge
        expectNoDifference(render(canvas, width: 2, height: 1).text, "⠉⠉")
    }

    @Test func polylineJoinsPoints() {
        var canvas = BrailleCanvas(width: 2, height: 1)
        canvas.polyline([(0, 3), (1, 0), (2, 3), (3, 0)])
        // Each steep segment steps (0,3) (0,2) (1,1) (1,0): dots 7, 3, 5, 4 = 0x5C in both cells.
        #expect(
            canvas.isSet(x: 0, y: 3) && canvas.isSet(x: 1, y: 0) && canvas.isSet(x: 2, y: 3) && canvas.isSet(x: 3, y: 0)
        )
        expectNoDifference(render(canvas, width: 2, height: 1).text, "⡜⡜")
    }

    @Test func lastWriterSetsTheCellStyle() {
        var canvas = BrailleCanvas(width: 2, height: 1)
        canvas.set(x: 0, y: 0, style: Style(foreground: .red))
        canvas.set(x: 1, y: 1, style: Style(foreground: .blue))
        canvas.set(x: 2, y: 0, style: Style(foreground: .green))
        let buffer = render(canvas, width: 2, height: 1)
        #expect(buffer[0, 0].style == Style(foreground: .blue))
        #expect(buffer[1, 0].style == Style(foreground: .green))
    }

    @Test func labelsSitOverTheDotsInCellCoordinates() {
        var canvas = BrailleCanvas(width: 8, height: 2)
        for x in 0..<16 { canvas.set(x: x, y: 7) }
        canvas.set(x: 2, y: 0)
        canvas.label("● 東京", x: 1, y: 0, style: .bold)
        canvas.label("long label", x: 5, y: 1)
        let buffer = render(canvas, width: 8, height: 2)
        expectNoDifference(
            buffer.text,
            """
             ● 東京
            ⣀⣀⣀⣀⣀lon
            """)
        #expect(buffer[1, 0].style == .bold)
    }

    @Test func rendersOnlyWithinItsArea() {
        var canvas = BrailleCanvas(width: 4, height: 2)
        for y in 0..<8 { for x in 0..<8 { canvas.set(x: x, y: y) } }
        canvas.label("label", x: -2, y: 1)
        var buffer = dotted(width: 6, height: 4)
        canvas.render(into: &buffer, area: Rect(x: 1, y: 1, width: 3, height: 2))
        expectNoDifference(
            buffer.text,
            """
            ······
            ·⣿⣿⣿··
            ·bel··
            ······
            """)
    }
}
