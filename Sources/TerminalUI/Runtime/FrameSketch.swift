/// Where the runner draws the first frame while the terminal is still opening: it keeps the frame and the cursor
/// as they are, for the terminal's backend to draw once open (`ProgramDriver.move(to:showing:)`).
@MainActor
final class FrameSketch: Backend {
    let size: TerminalSize
    private(set) var frame: Buffer?
    private(set) var cursor: (x: Int, y: Int)?
    private(set) var cursorShown = false
    /// Bytes for the terminal, kept until it is open.
    private(set) var written: [UInt8] = []

    init(size: TerminalSize) {
        self.size = size
    }

    func draw(_ buffer: Buffer) {
        frame = buffer
    }

    func setCursor(_ position: (x: Int, y: Int)?, shown: Bool) {
        cursor = position
        cursorShown = shown
    }

    func flush() {}

    func invalidate() {
        frame = nil
    }

    func write(_ bytes: [UInt8]) {
        written += bytes
    }
}
