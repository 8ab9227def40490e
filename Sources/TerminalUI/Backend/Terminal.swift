import CNCursesW

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Owns the terminal's lifecycle: checks it is usable, opens ncurses in the app's modes, and restores it.
/// All ncurses calls happen on the main actor; the rest of the app only sees `Backend` and `TerminalEvent`.
@MainActor
public final class Terminal {
    public struct Options: Sendable {
        /// Milliseconds ncurses waits after Esc for the rest of an escape sequence (its default is 1000).
        public var escapeDelay: Int32
        /// Mouse reporting: on unless turned off (`--no-mouse`, the saved setting), so the terminal's own text
        /// selection works. Off, the modes are never written.
        public var mouse: Bool
        public init(escapeDelay: Int32 = 25, mouse: Bool = true) {
            self.escapeDelay = escapeDelay
            self.mouse = mouse
        }
    }

    /// Signals the runner turns into graceful events; ignored until its dispatch sources take them, so that
    /// ncurses installs no handlers of its own (its SIGINT handler would exit with status 1).
    /// SIGTSTP too: ncurses' own Ctrl-Z handler would leave mouse reporting and bracketed paste on in the shell.
    nonisolated static let takenOverSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP]

    /// The screen as opening left it: made on any thread (`open`), then taken over by the main actor once.
    struct Opened: @unchecked Sendable {
        let screen: OpaquePointer
        let output: UnsafeMutablePointer<FILE>
        let colorCount: Int
        let pairCapacity: Int
        let defaultColors: Bool
    }

    public let backend: NCursesBackend
    /// False when colours are off: `NO_COLOR` is set or the terminal has none. Attributes still show.
    public let colorsEnabled: Bool
    /// How many colours there are to draw with; `.none` when colours are off.
    public let colorDepth: ColorDepth
    private let screen: OpaquePointer
    private let output: UnsafeMutablePointer<FILE>
    /// The size last reported as an event: resizeterm also queues KEY_RESIZE, which must not count twice.
    private var reportedSize = TerminalSize(width: 0, height: 0)
    /// Pastes, mouse reports and characters under way (each may span reads).
    private var input = TerminalInputDecoder()

    /// Opens the process's terminal (stdin/stdout, `TERM` from the environment) and takes over its signals.
    public convenience init(options: Options = Options()) throws(TerminalError) {
        self.init(opened: try Terminal.openProcessTerminal(options: options))
    }

    /// Opens a terminal on the given streams; tests pass a pseudo-terminal and leave signals alone.
    convenience init(
        input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>,
        environment: (String) -> String?, options: Options = Options(), takesOverSignals: Bool
    ) throws(TerminalError) {
        self.init(
            opened: try Terminal.open(
                input: input, output: output, environment: environment, options: options,
                takesOverSignals: takesOverSignals))
    }

    /// Takes over a screen `open` made (on this thread or another).
    init(opened: Opened) {
        screen = opened.screen
        output = opened.output
        colorsEnabled = opened.colorCount >= 8
        colorDepth = ColorDepth(colorCount: opened.colorCount)
        backend = NCursesBackend(
            colorCount: opened.colorCount, pairCapacity: opened.pairCapacity, defaultColors: opened.defaultColors)
        reportedSize = backend.size
    }

    /// The process's terminal, opened as `init(options:)` opens it; any thread may call this.
    nonisolated static func openProcessTerminal(options: Options) throws(TerminalError) -> Opened {
        try open(
            input: lw_stdin(), output: lw_stdout(), environment: { getenv($0).map { String(cString: $0) } },
            options: options, takesOverSignals: true)
    }

    /// Checks the terminal is usable, opens ncurses in the app's modes and turns on bracketed paste and the mouse.
    /// It touches only ncurses, the tty and process-wide settings (locale, signal dispositions), so any one thread
    /// may run it: the launch opens the terminal on a helper thread while the main thread builds the app.
    nonisolated static func open(
        input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>,
        environment: (String) -> String?, options: Options, takesOverSignals: Bool
    ) throws(TerminalError) -> Opened {
        if isatty(fileno(input)) == 0 { throw .notATerminal(stream: "standard input") }
        if isatty(fileno(output)) == 0 { throw .notATerminal(stream: "standard output") }
        let term = environment("TERM") ?? ""
        if term.isEmpty || term == "dumb" { throw .unsupportedTerminal(term: term) }
        Terminal.useUTF8Locale()
        if takesOverSignals {
            for signo in Terminal.takenOverSignals { signal(signo, SIG_IGN) }
            TerminalGuard.saveModesForCrash(fileno(output))
        }
        guard let screen = newterm(term, output, input) else {
            if takesOverSignals { for signo in Terminal.takenOverSignals { signal(signo, SIG_DFL) } }
            throw .unknownTerminal(term: term)
        }
        let win = lw_stdscr()
        cbreak()  // Ctrl-C still raises SIGINT, which the runner turns into a graceful quit.
        noecho()
        nonl()
        intrflush(win, false)
        keypad(win, true)
        nodelay(win, true)  // get_wch returns ERR when input runs dry: the runner drains, never blocks.
        typeahead(-1)  // input is batched before drawing, so each frame is sent whole.
        set_escdelay(options.escapeDelay)
        Terminal.defineAlternativeKeys()
        define_key("\u{1B}[200~", TerminalInputDecoder.pasteStart)
        define_key("\u{1B}[201~", TerminalInputDecoder.pasteEnd)
        // Replaces terminfo's kmous where it is `\E[<` (ncurses would otherwise decode the report itself, and
        // only with its own mouse support on).
        define_key("\u{1B}[<", TerminalInputDecoder.mouseStart)
        curs_set(0)
        leaveok(win, true)

        let noColor = !(environment("NO_COLOR") ?? "").isEmpty
        var colorCount = 0
        var defaultColors = true
        if !noColor, has_colors() {
            start_color()
            defaultColors = use_default_colors() == OK
            colorCount = Int(lw_colors())
        }
        TerminalGuard.activate(screen, output: fileno(output), crashHandlers: takesOverSignals)
        // Bracketed paste on: a paste arrives between markers, so it is never taken for keys. Every exit path
        // turns it off again (TerminalGuard.restore).
        TerminalGuard.writeRaw(TerminalGuard.bracketedPasteOn)
        // Button-event tracking with SGR coordinates: no motion reports without a button down, so an idle app
        // gets no input. Every exit path turns it off again.
        if options.mouse { TerminalGuard.enableMouse() }
        return Opened(
            screen: screen, output: output, colorCount: colorCount, pairCapacity: Int(lw_color_pairs()),
            defaultColors: defaultColors)
    }

    public var isActive: Bool { TerminalGuard.isActive }
    public var size: TerminalSize { backend.size }

    /// Leaves curses mode and shows the cursor; the tty is back to how it was. Runs once.
    public func restore() {
        TerminalGuard.restore()
        fflush(output)
    }

    /// Ctrl-Z: the terminal back to the shell's modes (no mouse reporting, no bracketed paste, keypad-transmit off,
    /// the cursor shown), then stopped until SIGCONT, then the app's modes again (keypad-transmit on, the cursor as
    /// the app last had it). The caller redraws everything afterwards. A process group no job-control shell can
    /// continue (orphaned) is not stopped, as the kernel would not stop it either.
    public func suspend() {
        guard TerminalGuard.isActive, Suspension.canStop() else { return }
        TerminalGuard.suspend()
        fflush(output)
        raise(SIGSTOP)
        resumeModes()
    }

    /// After SIGCONT (or a test's stand-in for it): the app's modes, as `suspend` found them.
    func resumeModes() {
        TerminalGuard.resume()
        backend.restoreCursorVisibility()
        backend.invalidate()
    }

    /// Restores the terminal and frees ncurses' screen (tests open several in one process).
    func close() {
        restore()
        delscreen(screen)
    }

    /// Everything typed since the last call, decoded. Never blocks (nodelay); a paste comes back as one batch.
    /// Nil when nothing at all could be read (end of input, or half an escape sequence so far).
    public func readEvents() -> [TerminalEvent]? {
        var events: [TerminalEvent] = []
        var readAny = false
        while true {
            // Bytes, not get_wch: get_wch gives up at an invalid UTF-8 byte and the text after it is lost.
            let code = wgetch(lw_stdscr())
            if code == ERR { break }
            readAny = true
            if input.feed(code, into: &events), let size = sizeIfChanged() {
                events.append(.resize(width: size.width, height: size.height))
            }
        }
        input.finishRead(into: &events)
        return readAny ? events : nil
    }

    /// After SIGWINCH: reads the real size from the tty and resizes ncurses' screens to it.
    /// Returns the new size, or nil when it is the size already reported.
    public func updateSize() -> TerminalSize? {
        var rows: Int32 = 0
        var cols: Int32 = 0
        if lw_window_size(fileno(output), &rows, &cols) == 0, rows != lw_lines() || cols != lw_cols() {
            resizeterm(rows, cols)
        }
        return sizeIfChanged()
    }

    private func sizeIfChanged() -> TerminalSize? {
        let current = size
        guard current != reportedSize else { return nil }
        reportedSize = current
        return current
    }

    /// Key sequences that some terminals send but whose terminfo entry lacks: Home/End (tmux and the Linux console
    /// send ESC[1~ and ESC[4~ even under TERM=xterm-256color; rxvt sends ESC[7~ and ESC[8~), and the arrows in
    /// both cursor-key modes. Terminfo has the arrows in the keypad-transmit form (ESC O C under xterm), which the
    /// terminal sends only after `smkx`; a key typed before that (during the launch, or while stopped by Ctrl-Z)
    /// arrives in the cursor form (ESC [ C), which would otherwise read as Esc and then `[C`.
    nonisolated static let alternativeKeys: [(sequence: String, code: Int32)] = [
        ("\u{1B}[1~", KEY_HOME), ("\u{1B}[4~", KEY_END), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[8~", KEY_END),
        ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END), ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END),
        ("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT),
        ("\u{1B}OA", KEY_UP), ("\u{1B}OB", KEY_DOWN), ("\u{1B}OC", KEY_RIGHT), ("\u{1B}OD", KEY_LEFT),
    ]

    nonisolated private static func defineAlternativeKeys() {
        for key in alternativeKeys where key_defined(key.sequence) == 0 { define_key(key.sequence, key.code) }
    }

    /// Makes sure wide characters print: the user's locale, or C.UTF-8 when that one is not UTF-8.
    nonisolated private static func useUTF8Locale() {
        setlocale(LC_ALL, "")
        let codeset = String(cString: lw_codeset())
        if codeset != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
    }
}
