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
        let driver = ProgramDriver(program: program, backend: terminal.backend)
        prepare(driver)
        driver.start()
        listen(terminal: terminal, driver: driver)
    }

    /// Runs `program` on a terminal still opening: its first frame is made meanwhile, in memory at the size the
    /// terminal will have, then drawn as soon as the terminal is open. Throws, before anything is drawn, what
    /// opening the terminal threw.
    public static func run(program: some TerminalProgram, opening: TerminalOpening) throws(TerminalError) -> Never {
        guard let size = opening.expectedSize else { run(program: program, terminal: try opening.finish()) }
        let sketch = FrameSketch(size: size)
        let driver = ProgramDriver(program: program, backend: sketch)
        prepare(driver)
        driver.start()
        let terminal = try opening.finish()
        driver.move(to: terminal.backend, showing: sketch)
        listen(terminal: terminal, driver: driver)
    }

    private init(terminal: Terminal, driver: ProgramDriver) {
        self.terminal = terminal
        self.driver = driver
    }

    /// What a frame request does, before the program starts (it may ask for one while starting).
    private static func prepare(_ driver: ProgramDriver) {
        driver.scheduleDisplay = {
            DispatchQueue.main.async { MainActor.assumeIsolated { _ = driver.displayIfNeeded() } }
        }
    }

    /// After the first frame: the input and signal sources (making them starts libdispatch's event thread, which
    /// need not hold up the first frame; keys typed meanwhile wait in the tty, and the signals are ignored until
    /// their sources take them), then the main queue until the program ends.
    private static func listen(terminal: Terminal, driver: ProgramDriver) -> Never {
        let runner = TerminalRunner(terminal: terminal, driver: driver)
        current = runner
        driver.onExit = { [terminal] code in
            terminal.restore()
            exit(code)
        }
        if let code = driver.exitCode {
            terminal.restore()
            exit(code)
        }
        runner.listen()
        // A resize before the SIGWINCH source existed went unseen (the signal was ignored meanwhile).
        if let size = terminal.updateSize() { driver.handle([.resize(width: size.width, height: size.height)]) }
        dispatchMain()
    }

    private func listen() {
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
