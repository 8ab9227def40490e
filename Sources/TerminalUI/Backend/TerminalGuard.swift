import CNCursesW
import CTerminalRescue

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Process-wide guarantee that the terminal is restored exactly once: on `Terminal.restore()`, at `exit()`
/// (an atexit hook) and on a crash. The crash path cannot use curses (`endwin` is not async-signal-safe): its
/// handler (CTerminalRescue) writes reset bytes prepared here in advance and puts back the tty modes saved before
/// curses changed them, then hands the signal to the previous handler (such as Swift's backtracer).
enum TerminalGuard {
    nonisolated(unsafe) private static var activeScreen: OpaquePointer?
    /// The terminal's output descriptor, for the mode resets written on the way out.
    nonisolated(unsafe) private static var outputFD: Int32 = 1
    nonisolated(unsafe) private static var atexitRegistered = false
    nonisolated(unsafe) private static var crashHandlersInstalled = false
    /// Whether this screen's crash path is armed (the process's own terminal, not a test's pseudo-terminal).
    nonisolated(unsafe) private static var rescueArmed = false
    /// Whether mouse reporting was turned on, so the way out turns it off (and, with it off, writes nothing).
    nonisolated(unsafe) private static var mouseEnabled = false

    /// SIGQUIT too: Ctrl-\ raises it (cbreak keeps the tty's signal keys), and its default action dumps core
    /// with the terminal still in mouse reporting and bracketed paste.
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGQUIT]

    /// Saves the tty's modes for the crash path; call before curses changes them.
    static func saveModesForCrash(_ fd: Int32) {
        _ = lw_rescue_save_modes(fd)
    }

    static var isActive: Bool { activeScreen != nil }

    /// Records the open screen; from now on exit and crashes restore it.
    static func activate(_ screen: OpaquePointer, output: Int32, crashHandlers: Bool) {
        activeScreen = screen
        outputFD = output
        if !atexitRegistered {
            atexitRegistered = true
            atexit { TerminalGuard.restore() }
        }
        rescueArmed = crashHandlers
        if crashHandlers {
            armRescue()
            if !crashHandlersInstalled {
                crashHandlersInstalled = true
                for signo in crashSignals { lw_rescue_install(signo) }
            }
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
        lw_rescue_disarm()
        rescueArmed = false
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
        if rescueArmed { armRescue() }
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
        guard let screen = activeScreen else { return }
        set_term(screen)
        writeRaw(bracketedPasteOn)
        if mouseEnabled { writeRaw(mouseOn) }
        transmitKeypad()
    }

    /// Keypad-transmit mode (terminfo's smkx) on now, flushed. `endwin` turns it off (rmkx) and ncurses turns it
    /// back on only at its next read, so until a key has been read the terminal would send the arrows in the
    /// cursor form (ESC [ C) rather than terminfo's (ESC O C under xterm). Called wherever curses mode resumes: the
    /// first refresh (`NCursesBackend.flush`) and SIGCONT. The way out (`endwin`) sends rmkx.
    static func transmitKeypad() {
        guard activeScreen != nil, let win = lw_stdscr() else { return }
        keypad(win, true)
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

    /// Bytes made at run time (a notification), all of them: a short write goes on from where it stopped.
    static func writeRaw(bytes: [UInt8]) {
        guard activeScreen != nil else { return }
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let written = write(outputFD, buffer.baseAddress! + done, buffer.count - done)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                done += written
            }
        }
    }

    /// What a crash writes, prepared now (the handler may not allocate): mouse reporting and bracketed paste off,
    /// keypad-transmit off (terminfo's rmkx), the normal screen back (rmcup) and the cursor on (cnorm). The current
    /// screen's terminfo.
    static func rescueBytes(mouse: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        if mouse { bytes += mouseOff.bytes }
        bytes += bracketedPasteOff.bytes
        for name in ["rmkx", "rmcup", "cnorm"] { bytes += terminfoString(name) }
        return bytes
    }

    private static func armRescue() {
        let bytes = rescueBytes(mouse: mouseEnabled)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { lw_rescue_arm(outputFD, $0.baseAddress, $0.count) }
        }
    }

    /// A string capability's bytes; none when the terminal lacks it (nil) or it is not a string ((char *)-1).
    private static func terminfoString(_ name: String) -> [UInt8] {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1
        else { return [] }
        return Array(String(cString: value).utf8)
    }
}

extension StaticString {
    fileprivate var bytes: [UInt8] { Array(UnsafeBufferPointer(start: utf8Start, count: utf8CodeUnitCount)) }
}
