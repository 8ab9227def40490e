/// A backend that keeps frames in memory, so whole programs run in tests without a terminal.
/// It counts frames and changed cells, which is how tests check that a key redraws only what it changed.
@MainActor
public final class MemoryBackend: Backend {
    public private(set) var size: TerminalSize
    /// The last frame drawn (blank before the first).
    public private(set) var frame: Buffer
    /// Number of `draw` calls.
    public private(set) var frameCount = 0
    /// Cells the last `draw` changed.
    public private(set) var lastChangedCells = 0
    /// Cells changed over all frames.
    public private(set) var totalChangedCells = 0
    /// Number of `flush` calls.
    public private(set) var flushCount = 0
    /// Where the cursor is placed, or nil when it has no place.
    public private(set) var cursor: (x: Int, y: Int)?
    /// Whether the placed cursor is seen (false: placed for a screen reader, but hidden).
    public private(set) var cursorShown = false
    /// Every byte written to the terminal itself (`write`), in order, and the frame count each came after.
    public private(set) var written: [UInt8] = []
    public private(set) var writtenAfterFrame: Int?
    private var previous: Buffer?

    public init(width: Int = 80, height: Int = 24) {
        size = TerminalSize(width: width, height: height)
        frame = Buffer(width: size.width, height: size.height)
    }

    /// The last frame as text (trailing spaces trimmed), for multi-line string comparisons.
    public var text: String { frame.text }

    /// Simulates the user resizing the terminal; the next frame is drawn in full.
    public func resize(width: Int, height: Int) {
        size = TerminalSize(width: width, height: height)
    }

    public func draw(_ buffer: Buffer) {
        let changed = buffer.changes(from: previous).count
        frameCount += 1
        lastChangedCells = changed
        totalChangedCells += changed
        frame = buffer
        previous = buffer
    }

    public func setCursor(_ position: (x: Int, y: Int)?, shown: Bool) {
        cursor = position
        cursorShown = position != nil && shown
    }

    public func flush() {
        flushCount += 1
    }

    public func invalidate() {
        previous = nil
    }

    public func write(_ bytes: [UInt8]) {
        written += bytes
        writtenAfterFrame = frameCount
    }
}
