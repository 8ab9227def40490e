import CustomDump
import Testing

@testable import TerminalUI

@Suite struct BoxTests {
    @Test func roundedBoxWithTitleReturnsItsInside() {
        var buffer = Buffer(width: 16, height: 4)
        let inner = Box(title: "Recent").draw(into: &buffer, area: buffer.area)
        #expect(inner == Rect(x: 1, y: 1, width: 14, height: 2))
        expectNoDifference(
            buffer.text,
            """
            ╭─ Recent ─────╮
            │              │
            │              │
            ╰──────────────╯
            """)
    }

    @Test func titleIsTruncatedToLeaveTheCorners() {
        let box = Box(title: "Recent Searches", border: .plain)
        expectNoDifference(
            render(box, width: 12, height: 3).text,
            """
            ┌─ Recen… ─┐
            │          │
            └──────────┘
            """)
        // Too narrow for any title: just the border.
        expectNoDifference(
            render(box, width: 6, height: 2).text,
            """
            ┌────┐
            └────┘
            """)
    }

    @Test func wideTitleIsNeverSplit() {
        // Room for 5 title columns: "東京…" would be 5, "東京都" is 6.
        expectNoDifference(
            render(Box(title: "東京都の天気"), width: 11, height: 2).text,
            """
            ╭─ 東京… ─╮
            ╰─────────╯
            """)
    }

    @Test func asciiBorderAndFooter() {
        let box = Box(title: "Help", footer: "Esc", border: .ascii)
        expectNoDifference(
            render(box, width: 12, height: 3).text,
            """
            +- Help ---+
            |          |
            +- Esc ----+
            """)
    }

    @Test func focusedBoxUsesFocusedStyle() {
        let normal = render(Box(title: "A", focused: false), width: 8, height: 3)
        let focused = render(Box(title: "A", focused: true), width: 8, height: 3)
        #expect(normal.text == focused.text)
        #expect(normal[0, 0].style == .plain)
        #expect(focused[0, 0].style == Style(foreground: .cyan, attributes: .bold))
        #expect(focused[3, 0].style.attributes.contains(.bold))
    }

    @Test func drawsOnlyWithinItsArea() {
        var buffer = dotted(width: 8, height: 4)
        Box(border: .plain, clearsInside: true).render(into: &buffer, area: Rect(x: 1, y: 1, width: 5, height: 3))
        expectNoDifference(
            buffer.text,
            """
            ········
            ·┌───┐··
            ·│   │··
            ·└───┘··
            """)
    }

    @Test func aBorderDrawnOverHalfAWideCharacterBlanksTheOtherHalf() {
        // 東 sits in columns 0-1 and 京 in 4-5; the box covers columns 1-4, so each is cut in half.
        var buffer = Buffer(width: 6, height: 3)
        for y in 0..<3 { buffer.write("東  京", x: 0, y: y) }
        _ = Box(border: .plain).draw(into: &buffer, area: Rect(x: 1, y: 0, width: 4, height: 3))
        expectNoDifference(
            buffer.text,
            """
             ┌──┐
             │  │
             └──┘
            """)
        #expect(buffer[1, 0].style == .plain && buffer[1, 1].symbol == "│")
        #expect(!buffer[5, 1].isContinuation)
    }
}
