import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a `TerminalProgram` on a real terminal with no polling: the main queue sleeps until stdin is readable,
/// a signal arrives (SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP) or main-actor work (effects, timers) asks for a frame.
@MainActor
public final class TerminalRunner {
    /// Keeps the running loop alive while `dispatchMain()` owns the main thread.
    private static var current: TerminalRunner?

    private let terminal: Terminal
    private let driver: ProgramDriver
    private var sources: [any DispatchSourceProtocol] = []
    private var emptyReads = 0

    /// Opens the terminal, runs `program` until it quits, restores the terminal and exits with its status.
    /// Throws, before anything is drawn, when stdin/stdout is not a terminal or `TERM` is unusable.
    /// Call from synchronous main-actor code (top-level code, or `MainActor.assumeIsolated` in a
    /// non-async `ParsableCommand.run()`), never from an async context: it calls `dispatchMain()`.
    public static func run(program: some TerminalProgram, options: Terminal.Options = Terminal.Options())
        throws(TerminalError) -> Never
    {
        let terminal = try Terminal(options: options)
        run(program: program, terminal: terminal)
    }

    /// Runs `program` on an already opened terminal; never returns.
    public static func run(program: some TerminalProgram, terminal: Terminal) -> Never {
        let runner = TerminalRunner(program: program, terminal: terminal)
        current = runner
        runner.start()
        dispatchMain()
    }

    private init(program: any TerminalProgram, terminal: Terminal) {
        self.terminal = terminal
        driver = ProgramDriver(program: program, backend: terminal.backend)
    }

    private func start() {
        let driver = self.driver
        driver.scheduleDisplay = {
            DispatchQueue.main.async { MainActor.assumeIsolated { _ = driver.displayIfNeeded() } }
        }
        driver.onExit = { [terminal] code in
            terminal.restore()
            exit(code)
        }
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [unowned self] in
            MainActor.assumeIsolated { self.inputReady(available: input.data) }
        }
        sources.append(input)
        addSignalSource(SIGWINCH) { runner in
            // resizeterm also queues KEY_RESIZE: drain it with any keys now (the terminal drops the duplicate).
            var events: [TerminalEvent] = []
            if let size = runner.terminal.updateSize() {
                events.append(.resize(width: size.width, height: size.height))
            }
            events += runner.terminal.readEvents() ?? []
            runner.driver.handle(events)
        }
        addSignalSource(SIGINT) { runner in runner.driver.handle([.key(.ctrl("c"))]) }
        addSignalSource(SIGTERM) { runner in runner.driver.finish(128 + SIGTERM) }
        addSignalSource(SIGHUP) { runner in runner.driver.finish(128 + SIGHUP) }
        addSignalSource(SIGTSTP) { runner in
            runner.terminal.suspend()
            // Back from the stop (or not stopped at all): the screen may have been written over, and resized.
            if let size = runner.terminal.updateSize() {
                runner.driver.handle([.resize(width: size.width, height: size.height)])
            } else {
                runner.driver.setNeedsDisplay()
            }
        }
        for source in sources { source.resume() }
        driver.start()
    }

    private func addSignalSource(_ signo: Int32, _ handler: @escaping @MainActor (TerminalRunner) -> Void) {
        let source = DispatchSource.makeSignalSource(signal: signo, queue: .main)
        source.setEventHandler { [unowned self] in MainActor.assumeIsolated { handler(self) } }
        sources.append(source)
    }

    /// Drains all pending input (a paste is one batch) and draws once. stdin at end of file (the terminal went
    /// away) stays readable but yields nothing: after a few such wake-ups, quit as on SIGHUP instead of spinning.
    private func inputReady(available: UInt) {
        guard let events = terminal.readEvents() else {
            emptyReads = available == 0 ? emptyReads + 1 : 0
            if emptyReads >= 3 { driver.finish(128 + SIGHUP) }
            return
        }
        emptyReads = 0
        driver.handle(events)
    }
}
