/// The size of a terminal in columns and rows.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var description: String { "\(width)×\(height)" }
}

/// Where a frame goes: a real terminal (`NCursesBackend`) or memory (`MemoryBackend`, for tests).
/// Frames are sent as whole buffers; a backend writes only the cells that differ from the previous frame.
@MainActor
public protocol Backend: AnyObject {
    /// The current size; frames are rendered into a buffer of this size.
    var size: TerminalSize { get }
    /// Copies the cells of `buffer` that changed since the previous `draw` (all of them after a resize).
    func draw(_ buffer: Buffer)
    /// Puts the hardware cursor on a cell (the focus: a text field, a selected row), shown or hidden there; `nil`
    /// hides it and leaves it wherever drawing left it. Placed even when hidden: a screen reader follows it.
    func setCursor(_ position: (x: Int, y: Int)?, shown: Bool)
    /// Makes everything drawn since the last flush visible, in one update.
    func flush()
    /// Forgets the previous frame so the next `draw` sends every cell (after the screen was disturbed).
    func invalidate()
    /// Bytes for the terminal itself, not the screen (an alert's notification sequence, the bell), written as they
    /// are right after a frame's `flush`, so they never land inside a frame's output.
    func write(_ bytes: [UInt8])
}
