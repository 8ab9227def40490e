import CustomDump
import Testing

@testable import TerminalUI

@Suite struct SpinnerTests {
    @Test func framesCycleWithTheTick() {
        #expect(Spinner.frame(at: 0) == "⠋")
        #expect(Spinner.frame(at: 1) == "⠙")
        #expect(Spinner.frame(at: 10) == "⠋")
        #expect(Spinner.frame(at: -1) == "⠏")
        #expect((0..<4).map { Spinner.frame(at: $0, frames: Spinner.ascii) } == ["|", "/", "-", "\\"])
        #expect(Spinner.frame(at: 3, frames: []) == "")
    }

    @Test func rendersFrameAndLabel() {
        var buffer = Buffer(width: 20, height: 2)
        Spinner(tick: 2, label: "Loading Portland, OR").render(into: &buffer, area: buffer.area.row(0))
        Spinner(tick: 5, label: "Loading", frames: Spinner.ascii).render(into: &buffer, area: buffer.area.row(1))
        expectNoDifference(
            buffer.text,
            """
            ⠹ Loading Portland,…
            / Loading
            """)
        #expect(buffer[0, 0].style == Style(foreground: .cyan))
    }
}
