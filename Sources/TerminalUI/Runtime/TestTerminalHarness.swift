/// Drives a `TerminalProgram` with a `MemoryBackend`: injected events and sizes, frames as text, no tty.
/// It makes frames exactly as `TerminalRunner` does (one per event batch), so whole-app tests see what a
/// user would. Frames requested by async work are drawn when the test calls `displayIfNeeded()`.
@MainActor
public final class TestTerminalHarness {
    public let backend: MemoryBackend
    private let driver: ProgramDriver

    /// Starts `program` at the given size and draws its first frame.
    public init(program: some TerminalProgram, width: Int = 80, height: Int = 24) {
        backend = MemoryBackend(width: width, height: height)
        driver = ProgramDriver(program: program, backend: backend)
        driver.start()
    }

    /// The last frame as text, trailing spaces trimmed.
    public var text: String { backend.text }
    /// The last frame, with styles.
    public var frame: Buffer { backend.frame }
    public var frameCount: Int { backend.frameCount }
    /// Cells the last frame changed.
    public var lastChangedCells: Int { backend.lastChangedCells }
    /// Where the hardware cursor is placed, or nil when it has no place.
    public var cursor: (x: Int, y: Int)? { backend.cursor }
    /// Whether it is seen there (false: placed but hidden).
    public var cursorShown: Bool { backend.cursorShown }
    /// The status the program quit with, or nil while it runs. Events after quitting are ignored.
    public var exitCode: Int32? { driver.exitCode }
    /// True when the program asked for a frame (`RunContext.setNeedsDisplay`) that has not been drawn yet.
    public var needsDisplay: Bool { driver.needsDisplay }

    /// Delivers one batch of events, then draws one frame (unless the program quit).
    public func send(_ events: [TerminalEvent]) {
        driver.handle(events)
    }

    public func send(_ events: TerminalEvent...) { send(events) }

    /// Presses keys, all in one batch.
    public func press(_ keys: Key...) { send(keys.map { .key($0) }) }

    /// Types text as one batch, like a paste: "\n" is Enter, "\t" is Tab.
    public func type(_ text: String) {
        send(
            text.map { ch -> TerminalEvent in
                switch ch {
                case "\n", "\r", "\r\n": return .key(.enter)
                case "\t": return .key(.tab)
                default: return .key(.char(ch))
                }
            })
    }

    /// Resizes the terminal, delivers the resize event and draws at the new size.
    public func resize(width: Int, height: Int) {
        backend.resize(width: width, height: height)
        send(.resize(width: backend.size.width, height: backend.size.height))
    }

    /// Draws the frame async work asked for, as the runner would on its next main-queue turn.
    @discardableResult
    public func displayIfNeeded() -> Bool { driver.displayIfNeeded() }
}
