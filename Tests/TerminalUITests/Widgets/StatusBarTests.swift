import CustomDump
import Testing

@testable import TerminalUI

@Suite struct StatusBarTests {
    let bar = StatusBar([
        (key: "/", label: "search"), (key: "↑↓", label: "move"), (key: "?", label: "help"), (key: "q", label: "quit"),
    ])

    @Test func laysOutHintsLeftToRight() {
        let buffer = render(bar, width: 40, height: 1)
        expectNoDifference(buffer.text, "/ search  ↑↓ move  ? help  q quit")
        #expect(buffer[0, 0].style.attributes == [.reverse, .bold])
        #expect(buffer[2, 0].style == .dim)
    }

    @Test func dropsWholeHintsThatDoNotFit() {
        // "/ search  ↑↓ move" is 17 columns; "  ? help" would need 8 more.
        expectNoDifference(render(bar, width: 24, height: 1).text, "/ search  ↑↓ move")
        expectNoDifference(render(bar, width: 17, height: 1).text, "/ search  ↑↓ move")
        expectNoDifference(render(bar, width: 16, height: 1).text, "/ search")
        expectNoDifference(render(bar, width: 7, height: 1).text, "")
    }

    @Test func pinnedHintsStayAndTheOthersGoFromTheEnd() {
        let pinned = StatusBar(hints: bar.hints, pinned: [2, 3])
        expectNoDifference(render(pinned, width: 40, height: 1).text, "/ search  ↑↓ move  ? help  q quit")
        // 33 columns in all: one short drops "↑↓ move", not "q quit".
        expectNoDifference(render(pinned, width: 32, height: 1).text, "/ search  ? help  q quit")
        expectNoDifference(render(pinned, width: 23, height: 1).text, "? help  q quit")
        // Too narrow even for both: the pinned ones go from the end too.
        expectNoDifference(render(pinned, width: 13, height: 1).text, "? help")
    }

    @Test func aLaterShortHintDoesNotJumpAheadOfALongerOneDropped() {
        let hints = [KeyHint("a", "a long description"), KeyHint("b", "b"), KeyHint("?", "help")]
        let bar = StatusBar(hints: hints, pinned: [2])
        expectNoDifference(render(bar, width: 15, height: 1).text, "? help")
    }

    @Test func trailingTextIsRightAlignedWhenThereIsRoom() {
        let withTrailing = StatusBar(hints: [KeyHint("q", "quit")], trailing: "updated 3 min ago")
        expectNoDifference(render(withTrailing, width: 30, height: 1).text, "q quit       updated 3 min ago")
        expectNoDifference(render(withTrailing, width: 20, height: 1).text, "q quit")
    }
}
