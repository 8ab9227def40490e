import CNCursesW
import LaunchWork

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal opening on a helper thread while the main thread builds the app. Opening ncurses (terminfo, the tty's
/// modes, the locale) was a quarter of the launch; meanwhile `TerminalRunner.run(program:opening:)` makes the first
/// frame at `expectedSize`, and draws it once `finish()` has the terminal.
@MainActor
public final class TerminalOpening {
    private let ahead: ReadAhead<Result<Terminal.Opened, TerminalError>>
    private var terminal: Terminal?
    /// The tty's window size as ncurses will find it; nil when it cannot be known in advance (the tty does not say,
    /// or `LINES`/`COLUMNS` override it), and the first frame waits for the terminal.
    public let expectedSize: TerminalSize?

    /// Begins opening the process's terminal (stdin/stdout, `TERM` from the environment) on `lane`, after the work
    /// already on it, or on a thread of its own; with the options `options` gives there (the app reads its saved
    /// mouse setting on the helper too).
    public init(on lane: WorkLane? = nil, options: @escaping @Sendable () -> Terminal.Options) {
        let environment: @Sendable (String) -> String? = { getenv($0).map { String(cString: $0) } }
        expectedSize = Self.windowSize(of: STDOUT_FILENO, environment: environment)
        ahead = ReadAhead(on: lane) {
            Result { () throws(TerminalError) in try Terminal.openProcessTerminal(options: options()) }
        }
    }

    /// The same on other streams, leaving signals alone: tests open a pseudo-terminal this way.
    init(
        input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>,
        environment: @escaping @Sendable (String) -> String?, on lane: WorkLane?,
        options: @escaping @Sendable () -> Terminal.Options
    ) {
        let streams = Streams(input: input, output: output)
        expectedSize = Self.windowSize(of: fileno(output), environment: environment)
        ahead = ReadAhead(on: lane) {
            Result { () throws(TerminalError) in
                try Terminal.open(
                    input: streams.input, output: streams.output, environment: environment, options: options(),
                    takesOverSignals: false)
            }
        }
    }

    /// The terminal, once open: waits for the helper, or opens it here if the helper has not begun. Throws what
    /// opening it threw (not a terminal, an unusable `TERM`); later calls return the same terminal.
    public func finish() throws(TerminalError) -> Terminal {
        if let terminal { return terminal }
        let terminal = Terminal(opened: try ahead.wait().get())
        self.terminal = terminal
        return terminal
    }

    /// The colours the terminal shows (waiting for it to open if need be); `.none` if it could not be opened. For
    /// the Map, which is made long after the first frame.
    nonisolated public var colorDepth: ColorDepth {
        guard case .success(let opened) = ahead.wait() else { return .none }
        return ColorDepth(colorCount: opened.colorCount)
    }

    /// The streams handed to the helper: only it uses them until `finish()`.
    private struct Streams: @unchecked Sendable {
        let input: UnsafeMutablePointer<FILE>
        let output: UnsafeMutablePointer<FILE>
    }

    private static func windowSize(of fd: Int32, environment: (String) -> String?) -> TerminalSize? {
        // ncurses takes these over the tty's own size (its use_env default).
        if environment("LINES") != nil || environment("COLUMNS") != nil { return nil }
        var rows: Int32 = 0
        var cols: Int32 = 0
        guard isatty(fd) != 0, lw_window_size(fd, &rows, &cols) == 0 else { return nil }
        return TerminalSize(width: Int(cols), height: Int(rows))
    }
}
