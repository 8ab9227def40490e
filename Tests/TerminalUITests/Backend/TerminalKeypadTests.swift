import CNCursesW
import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// Keypad-transmit mode (terminfo's smkx/rmkx) and the cursor around the app's life, in-process on a
/// pseudo-terminal: on with the first frame and after a stop, off on every way out; the arrows read as arrows in
/// both cursor-key forms, since a key typed before smkx comes in the cursor form.
@MainActor
@Suite(.serialized, .oneTerminalAtATime) struct TerminalKeypadTests {
    /// xterm-256color's smkx and rmkx.
    static let keypadOn = "\u{1B}[?1h\u{1B}="
    static let keypadOff = "\u{1B}[?1l\u{1B}>"
    static let cursorHidden = "\u{1B}[?25l"

    private func open(_ pty: PseudoTerminal, term: String = "xterm-256color") throws(TerminalError) -> Terminal {
        try Terminal(
            input: pty.input, output: pty.output, environment: { $0 == "TERM" ? term : nil }, takesOverSignals: false)
    }

    private func written(_ pty: PseudoTerminal) -> String { String(decoding: pty.drain(), as: UTF8.self) }

    /// Whether keypad-transmit is on at the end of `output`: its last smkx comes after its last rmkx.
    private func keypadIsOn(after output: String) -> Bool {
        guard let on = lastOffset(of: Self.keypadOn, in: output) else { return false }
        guard let off = lastOffset(of: Self.keypadOff, in: output) else { return true }
        return on > off
    }

    private func lastOffset(of needle: String, in haystack: String) -> Int? {
        let bytes = Array(haystack.utf8)
        let target = Array(needle.utf8)
        guard bytes.count >= target.count else { return nil }
        return (0...(bytes.count - target.count)).last { bytes[$0..<($0 + target.count)].elementsEqual(target) }
    }

    private func drawFrame(_ terminal: Terminal, text: String = "Detail") {
        var buffer = Buffer(width: 20, height: 5)
        buffer.write(text, x: 0, y: 0)
        terminal.backend.draw(buffer)
        terminal.backend.flush()
    }

    @Test func keypadTransmitIsOnOnceTheFirstFrameIsOutBeforeAnyRead() throws {
        let pty = try #require(PseudoTerminal(width: 20, height: 5))
        let terminal = try open(pty)
        defer { terminal.close() }
        #expect(keypadIsOn(after: written(pty)))  // as the screen opens
        drawFrame(terminal)
        // The first refresh leaves curses mode right before it (rmkx): keypad-transmit is on again after it.
        let first = written(pty)
        #expect(first.contains("Detail"))
        #expect(keypadIsOn(after: first))
        drawFrame(terminal, text: "Again")
        #expect(!written(pty).contains(Self.keypadOff))  // later frames leave it alone
    }

    @Test(arguments: ["xterm-256color", "tmux-256color", "linux"])
    func theArrowsReadAsArrowsInBothCursorKeyForms(term: String) throws {
        let pty = try #require(PseudoTerminal(width: 20, height: 5))
        let terminal = try open(pty, term: term)
        defer { terminal.close() }
        pty.type("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[Dx\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD")
        #expect(
            terminal.readEvents() == [
                .key(.up), .key(.down), .key(.right), .key(.left), .key(.char("x")),
                .key(.up), .key(.down), .key(.right), .key(.left),
            ])
    }

    @Test func theCursorFormIsDefinedForEveryArrowAndEscapeAloneIsStillEscape() throws {
        let pty = try #require(PseudoTerminal(width: 20, height: 5))
        let terminal = try open(pty)
        defer { terminal.close() }
        for (sequence, code) in [("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT)] {
            #expect(key_defined(sequence) == code)
        }
        #expect(key_defined("\u{1B}[D") == KEY_LEFT)
        #expect(key_defined("\u{1B}OC") == KEY_RIGHT)
        pty.type("\u{1B}")
        #expect(terminal.readEvents() == [.key(.escape)])
        pty.type("[C")
        #expect(terminal.readEvents() == [.key(.char("[")), .key(.char("C"))])
    }

    /// ncurses hands an unknown sequence back as Esc and then its characters, and Alt and a key as Esc and the key:
    /// each is one key (or none), and the prompt is neither cleared nor typed into.
    @Test func anUnknownSequenceIsNoKeyAndEscThenALetterIsAlt() throws {
        let pty = try #require(PseudoTerminal(width: 20, height: 5))
        let terminal = try open(pty)
        defer { terminal.close() }
        pty.type("a\u{1B}[2Jb\u{1B}[?1049h")
        #expect(terminal.readEvents() == [.key(.char("a")), .key(.char("b"))])
        pty.type("\u{1B}b\u{1B}\u{7F}\u{1B}[A")
        #expect(terminal.readEvents() == [.key(.alt(.char("b"))), .key(.alt(.backspace)), .key(.up)])
        // Alt-[ alone: ncurses waits the escape delay for the rest of an arrow, then it is nothing.
        pty.type("\u{1B}[")
        #expect(terminal.readEvents() == [])
        pty.type("A")
        #expect(terminal.readEvents() == [.key(.char("A"))])
    }

    @Test func restoreTurnsKeypadTransmitOff() throws {
        let pty = try #require(PseudoTerminal(width: 20, height: 5))
        let terminal = try open(pty)
        defer { terminal.close() }
        drawFrame(terminal)
        _ = pty.drain()
        terminal.restore()
        let out = written(pty)
        #expect(out.contains(Self.keypadOff))
        #expect(!keypadIsOn(after: out))
    }

    @Test func aStopTurnsKeypadTransmitOffAndAContinueOnWithTheCursorHiddenAgain() throws {
        let pty = try #require(PseudoTerminal(width: 20, height: 5))
        let terminal = try open(pty)
        defer { terminal.close() }
        drawFrame(terminal)  // no cursor: hidden
        _ = pty.drain()
        TerminalGuard.suspend()
        let stopped = written(pty)
        #expect(stopped.contains(Self.keypadOff) && !keypadIsOn(after: stopped))
        #expect(stopped.contains("\u{1B}[?25h"))  // the shell gets its cursor
        terminal.resumeModes()
        let resumed = written(pty)
        #expect(keypadIsOn(after: resumed))  // before any read, before the redraw
        #expect(resumed.contains(Self.cursorHidden))
        drawFrame(terminal)
        let redrawn = written(pty)
        #expect(redrawn.contains("Detail"))
        #expect(!redrawn.contains("\u{1B}[?25h"))
        pty.type("\u{1B}[C\u{1B}OC")
        #expect(terminal.readEvents() == [.key(.right), .key(.right)])
    }

    @Test func aCursorShownBeforeTheStopIsShownAfterIt() throws {
        let pty = try #require(PseudoTerminal(width: 20, height: 5))
        let terminal = try open(pty)
        defer { terminal.close() }
        terminal.backend.setCursor((x: 2, y: 1), shown: true)
        drawFrame(terminal)
        TerminalGuard.suspend()
        _ = pty.drain()
        terminal.resumeModes()
        drawFrame(terminal)
        let out = written(pty)
        #expect(!out.contains(Self.cursorHidden))
    }

    @Test func theCrashPathsBytesTurnKeypadTransmitOff() throws {
        let pty = try #require(PseudoTerminal(width: 20, height: 5))
        let terminal = try open(pty)
        defer { terminal.close() }
        let bytes = String(decoding: TerminalGuard.rescueBytes(mouse: true), as: UTF8.self)
        #expect(bytes.contains(Self.keypadOff))
        #expect(bytes.contains("\u{1B}[?1006l\u{1B}[?1002l") && bytes.contains("\u{1B}[?2004l"))
        #expect(bytes.contains("\u{1B}[?1049l"))  // rmcup
        #expect(bytes.contains("\u{1B}[?25h"))  // cnorm
        #expect(TerminalGuard.rescueBytes(mouse: true).count <= 256)  // LW_RESCUE_CAPACITY
    }
}
