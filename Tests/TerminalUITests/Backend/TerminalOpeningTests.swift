import LaunchWork
import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal opened on a helper thread (as the app's launch does) and taken over by the main actor.
@MainActor
@Suite(.serialized, .oneTerminalAtATime) struct TerminalOpeningTests {
    private func opening(_ pty: PseudoTerminal, term: String?, lines: String? = nil) -> TerminalOpening {
        let lane = WorkLane()
        defer { lane.close() }
        return TerminalOpening(
            input: pty.input, output: pty.output,
            environment: { name in
                switch name {
                case "TERM": term
                case "LINES": lines
                default: nil
                }
            }, on: lane, options: { Terminal.Options(mouse: false) })
    }

    @Test func opensOnTheHelperAndDrawsOnTheMainActorOnce() throws {
        let pty = try #require(PseudoTerminal(width: 30, height: 6))
        let opening = opening(pty, term: "xterm-256color")
        #expect(opening.expectedSize == TerminalSize(width: 30, height: 6))
        let terminal = try opening.finish()
        defer { terminal.close() }
        #expect(try opening.finish() === terminal)
        #expect(terminal.size == TerminalSize(width: 30, height: 6))
        #expect(opening.colorDepth == terminal.colorDepth)
        #expect(terminal.colorDepth != ColorDepth.none)
        var buffer = Buffer(width: 30, height: 6)
        buffer.write("Recent Searches", x: 2, y: 1)
        terminal.backend.draw(buffer)
        terminal.backend.flush()
        let written = String(decoding: pty.drain(), as: UTF8.self)
        #expect(written.contains("Recent Searches"))
        #expect(written.contains("\u{1B}[?2004h"))  // bracketed paste, turned on by the helper
        #expect(!written.contains("\u{1B}[?1002h"))  // the options it was given: no mouse
    }

    @Test func aTerminalThatCannotBeOpenedIsThrownByFinishAndHasNoColours() throws {
        let pty = try #require(PseudoTerminal(width: 30, height: 6))
        let opening = opening(pty, term: "no-such-terminal-42")
        #expect(throws: TerminalError.unknownTerminal(term: "no-such-terminal-42")) { try opening.finish() }
        #expect(opening.colorDepth == ColorDepth.none)
        #expect(pty.drain().isEmpty)
    }

    @Test func linesFromTheEnvironmentLeaveTheSizeUnknownUntilOpen() throws {
        let pty = try #require(PseudoTerminal(width: 30, height: 6))
        let opening = opening(pty, term: "xterm-256color", lines: "10")
        #expect(opening.expectedSize == nil)
        let terminal = try opening.finish()
        terminal.close()
    }
}
