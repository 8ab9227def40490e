import Testing

@testable import TerminalUI

/// Counts its renders and says the size it was drawn at.
@MainActor
private final class Sizes: TerminalProgram {
    var renders = 0
    var quitsAtStart = false

    func start(_ context: RunContext) {
        if quitsAtStart { context.exit(code: 4) }
    }

    func render(into buffer: inout Buffer) {
        renders += 1
        buffer.write("\(buffer.width)x\(buffer.height)", x: 0, y: 0)
    }

    func handle(_ event: TerminalEvent) -> RunDecision { .continue }

    var cursorPosition: (x: Int, y: Int)? { (1, 1) }
}

/// The first frame made in memory while the terminal opens, then shown on the terminal's backend.
@MainActor
@Suite struct FirstFrameSketchTests {
    /// The program started on a 12×3 sketch, as the runner starts it while the terminal opens.
    private func started(_ program: Sizes) -> (driver: ProgramDriver, sketch: FrameSketch) {
        let sketch = FrameSketch(size: TerminalSize(width: 12, height: 3))
        let driver = ProgramDriver(program: program, backend: sketch)
        driver.start()
        return (driver, sketch)
    }

    @Test func theSketchedFrameIsDrawnAsItIsWithoutRenderingAgain() {
        let program = Sizes()
        let (driver, sketch) = started(program)
        #expect(program.renders == 1)
        let screen = MemoryBackend(width: 12, height: 3)
        driver.move(to: screen, showing: sketch)
        #expect(program.renders == 1)
        #expect(screen.frameCount == 1)
        #expect(screen.flushCount == 1)
        #expect(screen.text.split(separator: "\n").first == "12x3")
        #expect(screen.cursor?.x == 1 && screen.cursor?.y == 1)
        // Later frames go to the terminal's backend.
        driver.handle([.key(.char("x"))])
        #expect(screen.frameCount == 2)
    }

    @Test func aTerminalOfAnotherSizeGetsAFrameOfItsOwn() {
        let program = Sizes()
        let (driver, sketch) = started(program)
        let screen = MemoryBackend(width: 20, height: 5)
        driver.move(to: screen, showing: sketch)
        #expect(program.renders == 2)
        #expect(screen.text.split(separator: "\n").first == "20x5")
    }

    @Test func aProgramThatQuitWhileStartingDrawsNothing() {
        let program = Sizes()
        program.quitsAtStart = true
        let (driver, sketch) = started(program)
        let screen = MemoryBackend(width: 12, height: 3)
        driver.move(to: screen, showing: sketch)
        #expect(driver.exitCode == 4)
        #expect(screen.frameCount == 0)
        #expect(program.renders == 0)
    }
}
