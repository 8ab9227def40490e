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

    @Test func trailingTextIsRightAlignedWhenThereIsRoom() {
        let withTrailing = StatusBar(hints: [KeyHint("q", "quit")], trailing: "updated 3 min ago")
        expectNoDifference(render(withTrailing, width: 30, height: 1).text, "q quit       updated 3 min ago")
        expectNoDifference(render(withTrailing, width: 20, height: 1).text, "q quit")
    }
}
