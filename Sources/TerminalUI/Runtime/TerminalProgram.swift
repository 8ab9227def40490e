/// What a program decides after handling an event.
public enum RunDecision: Hashable, Sendable {
    case `continue`
    /// Quit: the terminal is restored and the process exits with this status.
    case exit(Int32)
}

/// A full-screen program driven by `TerminalRunner` (a real terminal) or `TestTerminalHarness` (memory).
/// After every batch of events (a paste is one batch) the runner draws one frame.
@MainActor
public protocol TerminalProgram: AnyObject {
    /// Called once before the first frame; keep `context` to request frames after async work.
    func start(_ context: RunContext)
    /// Render the whole frame; the buffer is sized to the terminal.
    func render(into buffer: inout Buffer)
    /// React to input; return .exit(code) to quit.
    func handle(_ event: TerminalEvent) -> RunDecision
    /// Where the hardware cursor goes (the focus: a text field, a selected row), or nil to leave it unplaced.
    var cursorPosition: (x: Int, y: Int)? { get }
    /// Whether the cursor is seen where it is placed; when false it is placed but hidden (a screen reader still
    /// follows it). Optional: shown.
    var showsCursor: Bool { get }
    /// Called once just before the terminal is restored and the process exits (quit, Ctrl-C, SIGTERM,
    /// SIGHUP): the place to save state. Optional.
    func willExit(code: Int32)
}

extension TerminalProgram {
    public func willExit(code: Int32) {}
    public var showsCursor: Bool { true }
}
