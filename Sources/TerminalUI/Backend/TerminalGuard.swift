import CNCursesW

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Process-wide guarantee that the terminal is restored exactly once: on `Terminal.restore()`, at `exit()`
/// (an atexit hook) and on a crash (chained handlers that call `endwin()` and hand the signal back to the
/// previous handler, such as Swift's backtracer). Signal handlers cannot reach actors, hence plain globals.
enum TerminalGuard {
    nonisolated(unsafe) private static var activeScreen: OpaquePointer?
    /// The terminal's output descriptor, for the mode resets written on the way out.
    nonisolated(unsafe) private static var outputFD: Int32 = 1
    nonisolated(unsafe) private static var atexitRegistered = false
    nonisolated(unsafe) private static var crashHandlersInstalled = false
    /// Whether mouse reporting was turned on, so the way out turns it off (and, with it off, writes nothing).
    nonisolated(unsafe) private static var mouseEnabled = false
    /// Previous actions, indexed by signal number; allocated once so the crash handler never allocates.
    nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    /// SIGQUIT too: Ctrl-\ raises it (cbreak keeps the tty's signal keys), and its default action dumps core
    /// with the terminal still in mouse reporting and bracketed paste.
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGQUIT]

    static var isActive: Bool { activeScreen != nil }

    /// Records the open screen; from now on exit and crashes restore it.
    static func activate(_ screen: OpaquePointer, output: Int32, crashHandlers: Bool) {
        activeScreen = screen
        outputFD = output
        if !atexitRegistered {
            atexitRegistered = true
            atexit { TerminalGuard.restore() }
        }
        if crashHandlers, !crashHandlersInstalled {
            crashHandlersInstalled = true
            for signo in crashSignals { installCrashHandler(signo) }
        }
    }

    /// Forgets `screen` without restoring it (the caller already did).
    static func deactivate(_ screen: OpaquePointer) {
        if activeScreen == screen { activeScreen = nil }
    }

    /// Shows the cursor and leaves curses mode, once. Safe to call again; later calls do nothing.
    static func restore() {
        guard let screen = activeScreen else { return }
        activeScreen = nil
        set_term(screen)
        writeRaw(bracketedPasteOff)
        if mouseEnabled { writeRaw(mouseOff) }
        mouseEnabled = false
        curs_set(1)
        endwin()
    }

    /// Turns mouse reporting on; `restore` turns it off.
    static func enableMouse() {
        mouseEnabled = true
        writeRaw(mouseOn)
    }

    /// Before a stop (Ctrl-Z): the shell gets its terminal back as `restore` leaves it, but the screen stays open.
    static func suspend() {
        guard let screen = activeScreen else { return }
        set_term(screen)
        writeRaw(bracketedPasteOff)
        if mouseEnabled { writeRaw(mouseOff) }
        curs_set(1)
        endwin()
    }

    /// After SIGCONT: the app's modes again (curses mode itself comes back with the next refresh).
    static func resume() {
        guard activeScreen != nil else { return }
        writeRaw(bracketedPasteOn)
        if mouseEnabled { writeRaw(mouseOn) }
    }

    static let bracketedPasteOn: StaticString = "\u{1B}[?2004h"
    static let bracketedPasteOff: StaticString = "\u{1B}[?2004l"
    /// Button-event tracking (1002) with SGR coordinates (1006); turned off in the reverse order.
    static let mouseOn: StaticString = "\u{1B}[?1002h\u{1B}[?1006h"
    static let mouseOff: StaticString = "\u{1B}[?1006l\u{1B}[?1002l"

    /// Writes a mode sequence straight to the terminal, bypassing ncurses' buffers; async-signal-safe, so the crash
    /// handler may use it.
    static func writeRaw(_ sequence: StaticString) {
        _ = write(outputFD, sequence.utf8Start, sequence.utf8CodeUnitCount)
    }

    private static func installCrashHandler(_ signo: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { signo, info, _ in TerminalGuard.crashed(signo, info) }
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        sigemptyset(&action.sa_mask)
        sigaction(signo, &action, previous + Int(signo))
    }

    private static func crashed(_ signo: Int32, _ info: UnsafeMutablePointer<siginfo_t>?) {
        restore()
        sigaction(signo, previous + Int(signo), nil)
        // A hardware fault re-runs the faulting instruction on return, reaching the previous handler with its
        // real context. A sent signal (kill, raise, abort) or a trap that resumes past itself is sent again.
        let sent = (info?.pointee.si_code ?? 0) <= 0
        if sent || signo == SIGTRAP || signo == SIGABRT { raise(signo) }
    }
}
