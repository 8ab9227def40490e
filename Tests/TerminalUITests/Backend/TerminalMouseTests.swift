import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// Mouse reports through the same byte path a real terminal uses (ncurses' wgetch on a pseudo-terminal), and the
/// modes written on the way in and out.
@MainActor
@Suite(.serialized, .oneTerminalAtATime) struct TerminalMouseTests {
    private func open(_ pty: PseudoTerminal, term: String = "xterm-256color", mouse: Bool = true) throws(TerminalError)
        -> Terminal
    {
        try Terminal(
            input: pty.input, output: pty.output, environment: { $0 == "TERM" ? term : nil },
            options: Terminal.Options(mouse: mouse), takesOverSignals: false)
    }

    private func written(_ pty: PseudoTerminal) -> String { String(decoding: pty.drain(), as: UTF8.self) }

    @Test(arguments: ["xterm-256color", "tmux-256color", "screen-256color", "xterm"])
    func reportsDecodeWhateverTerminfoSaysKmousIs(term: String) throws {
        let pty = try #require(PseudoTerminal(width: 80, height: 24))
        let terminal = try open(pty, term: term)
        defer { terminal.close() }
        pty.type("a\u{1B}[<0;5;3M\u{1B}[<32;6;3M\u{1B}[<0;6;3m\u{1B}[<65;300;2Mb\u{1B}[<20;1;1M")
        #expect(
            terminal.readEvents() == [
                .key(.char("a")), .mouse(MouseEvent(.press(.left), column: 4, row: 2)),
                .mouse(MouseEvent(.drag(.left), column: 5, row: 2)), .mouse(MouseEvent(.release, column: 5, row: 2)),
                .mouse(MouseEvent(.wheel(.down), column: 299, row: 1)), .key(.char("b")),
                .mouse(MouseEvent(.press(.left), column: 0, row: 0, modifiers: [.shift, .control])),
            ])
    }

    @Test func aReportSplitAcrossReadsStillDecodes() throws {
        let pty = try #require(PseudoTerminal(width: 80, height: 24))
        let terminal = try open(pty)
        defer { terminal.close() }
        pty.type("\u{1B}[<0;2")
        #expect(terminal.readEvents() == [])
        pty.type("50;4")
        #expect(terminal.readEvents() == [])
        pty.type("0Mq")
        #expect(terminal.readEvents() == [.mouse(MouseEvent(.press(.left), column: 249, row: 39)), .key(.char("q"))])
    }

    @Test func malformedAndOverlongReportsLeakNoKeys() throws {
        let pty = try #require(PseudoTerminal(width: 80, height: 24))
        let terminal = try open(pty)
        defer { terminal.close() }
        let overlong = String(repeating: "9", count: 80)
        pty.type("\u{1B}[<0;x;5M\u{1B}[<\(overlong);1;1M\u{1B}[<0;1M\u{1B}[<1;2;3;4Mz")
        #expect(terminal.readEvents() == [.key(.char("z"))])
    }

    @Test func aTruncatedReportEndsAtTheNextControlByte() throws {
        let pty = try #require(PseudoTerminal(width: 80, height: 24))
        let terminal = try open(pty)
        defer { terminal.close() }
        // Cut short, then a new report: the first is dropped, the second decodes; Enter still arrives after a cut.
        pty.type("\u{1B}[<0;12\u{1B}[<2;3;4M\u{1B}[<0;1\r")
        #expect(terminal.readEvents() == [.mouse(MouseEvent(.press(.right), column: 2, row: 3)), .key(.enter)])
    }

    @Test func modesGoOnAtStartAndOffOnRestore() throws {
        let pty = try #require(PseudoTerminal(width: 20, height: 5))
        let terminal = try open(pty)
        defer { terminal.close() }
        #expect(written(pty).contains("\u{1B}[?1002h\u{1B}[?1006h"))
        terminal.restore()
        #expect(written(pty).contains("\u{1B}[?1006l\u{1B}[?1002l"))
    }

    @Test func withTheMouseOffNoModeIsWritten() throws {
        let pty = try #require(PseudoTerminal(width: 20, height: 5))
        let terminal = try open(pty, mouse: false)
        defer { terminal.close() }
        terminal.restore()
        let out = written(pty)
        #expect(out.contains("\u{1B}[?2004l"))  // the restore did write
        #expect(!out.contains("\u{1B}[?1002") && !out.contains("\u{1B}[?1006"))
    }

    @Test func suspendTurnsTheModesOffAndResumeOnAgain() throws {
        let pty = try #require(PseudoTerminal(width: 20, height: 5))
        let terminal = try open(pty)
        defer { terminal.close() }
        _ = pty.drain()
        TerminalGuard.suspend()
        let off = written(pty)
        #expect(off.contains("\u{1B}[?1006l\u{1B}[?1002l") && off.contains("\u{1B}[?2004l"))
        TerminalGuard.resume()
        let on = written(pty)
        #expect(on.contains("\u{1B}[?1002h\u{1B}[?1006h") && on.contains("\u{1B}[?2004h"))
    }
}
