import Testing

@testable import TerminalUI

/// Bytes for the terminal itself (a notification) go out after a whole frame, never inside one, and ask for it.
@MainActor
struct TerminalOutputTests {
    final class Program: TerminalProgram {
        var context: RunContext?
        func start(_ context: RunContext) { self.context = context }
        func render(into buffer: inout Buffer) { buffer.write(line: Line("hello"), in: buffer.area) }
        func handle(_ event: TerminalEvent) -> RunDecision { .continue }
        var cursorPosition: (x: Int, y: Int)? { nil }
    }

    @Test func bytesSentAreWrittenRightAfterTheNextFrame() throws {
        let program = Program()
        let harness = TestTerminalHarness(program: program)
        let context = try #require(program.context)
        context.sendToTerminal([0x1B, 0x5D, 0x07])
        #expect(harness.backend.written.isEmpty)
        #expect(harness.needsDisplay)
        harness.displayIfNeeded()
        #expect(harness.backend.written == [0x1B, 0x5D, 0x07])
        #expect(harness.backend.writtenAfterFrame == harness.frameCount)
        // Sent once: the next frame writes nothing more.
        harness.press(.char("x"))
        #expect(harness.backend.written.count == 3)
    }
}
