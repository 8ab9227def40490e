/// The running program's handle on its loop, kept from `start(_:)` and used from async work (effects, timers).
@MainActor
public final class RunContext {
    private weak var driver: ProgramDriver?

    init(driver: ProgramDriver) { self.driver = driver }

    /// Asks for a frame. Coalesced: any number of calls in one main-queue turn draw one frame on the next turn.
    public func setNeedsDisplay() {
        driver?.setNeedsDisplay()
    }

    /// Bytes for the terminal itself (a notification sequence, the bell), written right after the next frame,
    /// which this asks for: never in the middle of one.
    public func sendToTerminal(_ bytes: [UInt8]) {
        driver?.send(bytes)
    }

    /// Quits from async work: `willExit` runs, the terminal is restored and the process exits with `code`.
    public func exit(code: Int32 = 0) {
        driver?.finish(code)
    }

    /// The terminal's current size.
    public var size: TerminalSize { driver?.backend.size ?? TerminalSize(width: 0, height: 0) }
}
