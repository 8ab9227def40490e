import CustomDump
import Testing

@testable import TerminalUI

@Suite struct TooSmallViewTests {
    @Test func at30x10() {
        let buffer = render(TooSmallView(minWidth: 40, minHeight: 12), width: 30, height: 10)
        expectNoDifference(
            buffer.lines(),
            [
                "", "", "", "",
                "  Terminal too small: 30×10",
                "     need at least 40×12",
                "", "", "", "",
            ])
    }

    @Test func atOneLineWideEnough() {
        expectNoDifference(
            render(TooSmallView(), width: 50, height: 1).text, "  Terminal too small: 50×1 — need at least 40×12")
    }

    @Test func at5x2() {
        expectNoDifference(render(TooSmallView(), width: 5, height: 2).text, "40×12\n")
    }

    @Test func survivesEveryTinySize() {
        for w in 0...12 {
            for h in 0...4 {
                let buffer = render(TooSmallView(), width: w, height: h)
                #expect(buffer.lines().allSatisfy { DisplayWidth.of($0) <= w })
                if w > 0, h > 0 { #expect(buffer.lines().contains { !$0.isEmpty }) }
            }
        }
        expectNoDifference(render(TooSmallView(), width: 1, height: 1).text, "…")
        expectNoDifference(render(TooSmallView(), width: 12, height: 2).text, " Too small\n need 40×12")
    }
}
