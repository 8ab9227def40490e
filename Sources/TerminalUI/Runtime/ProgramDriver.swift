/// The one place frames are made, shared by the real runner and the test harness: handle a batch of events,
/// then render the program into a fresh buffer and hand it to the backend (which sends only changed cells).
@MainActor
final class ProgramDriver {
    let program: any TerminalProgram
    private(set) var backend: any Backend
    private(set) var exitCode: Int32?
    private(set) var needsDisplay = false
    private(set) lazy var context = RunContext(driver: self)
    /// Arranges a `displayIfNeeded()` on a later main-queue turn; nil when the caller draws (tests).
    var scheduleDisplay: (() -> Void)?
    /// Runs once when the program ends, after `willExit`.
    var onExit: ((Int32) -> Void)?
    /// Bytes for the terminal itself, written after the next frame.
    private var pendingOutput: [UInt8] = []

    init(program: any TerminalProgram, backend: any Backend) {
        self.program = program
        self.backend = backend
    }

    /// Starts the program and draws its first frame.
    func start() {
        program.start(context)
        if exitCode == nil { renderFrame() }
    }

    /// Handles every event of one batch, then draws once. Ctrl-C always quits: the program sees it first and
    /// may choose the status with `.exit(code)`; otherwise the status is 0.
    func handle(_ events: [TerminalEvent]) {
        guard exitCode == nil, !events.isEmpty else { return }
        for event in events {
            if case .exit(let code) = program.handle(event) { return finish(code) }
            if event == .key(.ctrl("c")) { return finish(0) }
            if exitCode != nil { return }  // the program called context.exit while handling
        }
        renderFrame()
    }

    /// Queues bytes for the terminal and asks for a frame, after which they are written.
    func send(_ bytes: [UInt8]) {
        guard exitCode == nil, !bytes.isEmpty else { return }
        pendingOutput += bytes
        setNeedsDisplay()
    }

    func setNeedsDisplay() {
        guard exitCode == nil, !needsDisplay else { return }
        needsDisplay = true
        scheduleDisplay?()
    }

    /// Draws if a frame was requested and none was drawn since. Returns whether it drew.
    @discardableResult
    func displayIfNeeded() -> Bool {
        guard needsDisplay, exitCode == nil else { return false }
        renderFrame()
        return true
    }

    func renderFrame() {
        needsDisplay = false
        let size = backend.size
        var buffer = Buffer(width: size.width, height: size.height)
        program.render(into: &buffer)
        backend.draw(buffer)
        backend.setCursor(program.cursorPosition, shown: program.showsCursor)
        backend.flush()
        writePendingOutput()
    }

    private func writePendingOutput() {
        guard !pendingOutput.isEmpty else { return }
        backend.write(pendingOutput)
        pendingOutput = []
    }

    /// Moves the program to `backend`, showing the frame `sketch` holds when it has the same size (else drawing a
    /// new one): the runner makes the first frame in memory while the terminal opens.
    func move(to backend: any Backend, showing sketch: FrameSketch) {
        self.backend = backend
        guard exitCode == nil else { return }
        // What was sent while the terminal opened goes out after the first real frame.
        pendingOutput = sketch.written + pendingOutput
        guard let frame = sketch.frame, sketch.size == backend.size else { return renderFrame() }
        backend.draw(frame)
        backend.setCursor(sketch.cursor, shown: sketch.cursorShown)
        backend.flush()
        writePendingOutput()
    }

    /// Ends the run once: the program's `willExit`, then `onExit` (the runner restores the tty and exits).
    func finish(_ code: Int32) {
        guard exitCode == nil else { return }
        exitCode = code
        needsDisplay = false
        program.willExit(code: code)
        onExit?(code)
    }
}
