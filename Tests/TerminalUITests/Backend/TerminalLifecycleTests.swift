import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// Opening, reading from and restoring a terminal, in-process on a pseudo-terminal.
@MainActor
@Suite(.serialized, .oneTerminalAtATime) struct TerminalLifecycleTests {
    private func open(_ pty: PseudoTerminal, term: String? = "xterm-256color") throws(TerminalError) -> Terminal {
        try Terminal(
            input: pty.input, output: pty.output, environment: { $0 == "TERM" ? term : nil }, takesOverSignals: false)
    }

    private func error(_ body: () throws(TerminalError) -> Terminal) -> TerminalError? {
        do { _ = try body() } catch { return error }
        return nil
    }

    @Test func refusesPipesBeforeDrawingAnything() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let reader = try #require(fdopen(fds[0], "r"))
        let writer = try #require(fdopen(fds[1], "w"))
        defer {
            fclose(reader)
            fclose(writer)
        }
        let pty = try #require(PseudoTerminal(width: 20, height: 5))
        let asInput = error { () throws(TerminalError) in
            try Terminal(input: reader, output: pty.output, environment: { _ in "xterm" }, takesOverSignals: false)
        }
        #expect(asInput == .notATerminal(stream: "standard input"))
        let asOutput = error { () throws(TerminalError) in
            try Terminal(input: pty.input, output: writer, environment: { _ in "xterm" }, takesOverSignals: false)
        }
        #expect(asOutput == .notATerminal(stream: "standard output"))
        #expect(pty.drain().isEmpty)
    }

    @Test func refusesUnusableTermsWithAOneLineMessage() throws {
        let pty = try #require(PseudoTerminal(width: 20, height: 5))
        #expect(error { () throws(TerminalError) in try open(pty, term: nil) } == .unsupportedTerminal(term: ""))
        #expect(error { () throws(TerminalError) in try open(pty, term: "dumb") } == .unsupportedTerminal(term: "dumb"))
        let unknown = error { () throws(TerminalError) in try open(pty, term: "no-such-terminal-42") }
        #expect(unknown == .unknownTerminal(term: "no-such-terminal-42"))
        #expect(pty.drain().isEmpty)
        for failure in [
            TerminalError.notATerminal(stream: "standard input"), .unsupportedTerminal(term: ""),
            .unsupportedTerminal(term: "dumb"), .unknownTerminal(term: "x"),
        ] {
            #expect(!failure.message.contains("\n"))
            #expect(failure.message.count < 120)
        }
        #expect(unknown?.message.contains("no-such-terminal-42") == true)
    }

    @Test func restoreReturnsTheTtyToCanonicalEchoModeOnce() throws {
        let pty = try #require(PseudoTerminal(width: 20, height: 5))
        let terminal = try open(pty)
        #expect(terminal.isActive)
        #expect(pty.localFlags & tcflag_t(ICANON | ECHO) == 0)
        terminal.restore()
        #expect(!terminal.isActive)
        #expect(pty.localFlags & tcflag_t(ICANON) != 0)
        #expect(pty.localFlags & tcflag_t(ECHO) != 0)
        _ = pty.drain()
        terminal.restore()  // a second restore writes nothing
        #expect(pty.drain().isEmpty)
        terminal.close()
    }

    @Test func readsTypedKeysAsOneBatch() throws {
        let pty = try #require(PseudoTerminal(width: 20, height: 5))
        let terminal = try open(pty)
        defer { terminal.close() }
        #expect(terminal.readEvents() == nil)  // nothing typed yet
        pty.type("a日\r\u{7F}\u{15}\u{1B}OA\u{1B}[1~\u{1B}[4~\u{1B}[Z\u{1B}OP")
        let events = terminal.readEvents()
        #expect(
            events == [
                .key(.char("a")), .key(.char("日")), .key(.enter), .key(.backspace), .key(.ctrl("u")),
                .key(.up), .key(.home), .key(.end), .key(.backTab), .key(.function(1)),
            ])
        pty.type("\u{1B}")
        #expect(terminal.readEvents() == [.key(.escape)])
    }

    @Test func aBracketedPasteIsTextNeverKeys() throws {
        let pty = try #require(PseudoTerminal(width: 20, height: 5))
        let terminal = try open(pty)
        defer { terminal.close() }
        #expect(String(decoding: pty.drain(), as: UTF8.self).contains("\u{1B}[?2004h"))  // paste mode on
        pty.type("x\u{1B}[200~\u{1B}[32mdone\r\u{1B}[201~y")
        #expect(terminal.readEvents() == [.key(.char("x")), .paste("\u{1B}[32mdone\r"), .key(.char("y"))])
        terminal.restore()
        #expect(String(decoding: pty.drain(), as: UTF8.self).contains("\u{1B}[?2004l"))  // and off again
    }

    @Test func aPasteSplitAcrossReadsIsOnePaste() throws {
        let pty = try #require(PseudoTerminal(width: 20, height: 5))
        let terminal = try open(pty)
        defer { terminal.close() }
        pty.type("\u{1B}[200~1000")
        #expect(terminal.readEvents() == [])
        pty.type("1\u{1B}[201~")
        #expect(terminal.readEvents() == [.paste("10001")])
    }

    @Test func aPasteWhoseEndMarkerComesApartStillEnds() async throws {
        let pty = try #require(PseudoTerminal(width: 20, height: 5))
        let terminal = try open(pty)
        defer { terminal.close() }
        pty.type("\u{1B}[200~abc\u{1B}")
        var events = terminal.readEvents() ?? []
        try await Task.sleep(for: .milliseconds(100))  // past the escape delay: the rest is not taken for a key
        pty.type("[201~q")
        for _ in 0..<3 { events += terminal.readEvents() ?? [] }
        #expect(events == [.paste("abc"), .key(.char("q"))])
    }

    @Test func invalidUTF8IsSkippedWithoutLosingWhatFollows() throws {
        let pty = try #require(PseudoTerminal(width: 20, height: 5))
        let terminal = try open(pty)
        defer { terminal.close() }
        pty.type(bytes: [0x78, 0xFF, 0xFE, 0x79, 0x7A])
        var events: [TerminalEvent] = []
        // Whatever ncurses makes of the bad bytes, the text after them arrives (in this read or the next).
        for _ in 0..<3 { events += terminal.readEvents() ?? [] }
        let typed = events.compactMap { event -> Character? in
            if case .key(.char(let c)) = event { return c }
            return nil
        }
        #expect(String(typed) == "xyz")
    }

    @Test func resizeIsReportedOnce() throws {
        let pty = try #require(PseudoTerminal(width: 40, height: 10))
        let terminal = try open(pty)
        defer { terminal.close() }
        #expect(terminal.updateSize() == nil)
        pty.resize(width: 50, height: 12)
        #expect(terminal.updateSize() == TerminalSize(width: 50, height: 12))
        #expect(terminal.backend.size == TerminalSize(width: 50, height: 12))
        #expect(terminal.readEvents() ?? [] == [])  // resizeterm's own KEY_RESIZE is not a second event
        #expect(terminal.updateSize() == nil)
    }
}
