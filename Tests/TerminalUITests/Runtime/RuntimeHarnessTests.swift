import CustomDump
import TerminalUI
import Testing

/// A tiny program: a counter, a one-line text field with the cursor, and the size it was drawn at.
@MainActor
private final class Counter: TerminalProgram {
    var context: RunContext?
    var count = 0
    var typed = ""
    var resizes: [TerminalSize] = []
    var handled = 0
    var exitedWith: Int32?

    func start(_ context: RunContext) { self.context = context }

    func render(into buffer: inout Buffer) {
        buffer.write("Count: \(count)", x: 0, y: 0)
        buffer.write("> \(typed)", x: 0, y: 1)
        buffer.write("\(buffer.width)x\(buffer.height)", x: 0, y: buffer.height - 1)
    }

    func handle(_ event: TerminalEvent) -> RunDecision {
        handled += 1
        switch event {
        case .resize(let width, let height): resizes.append(TerminalSize(width: width, height: height))
        case .key(.char("+")): count += 1
        case .key(.char("q")): return .exit(0)
        case .key(.char("e")): return .exit(3)
        case .key(.char(let c)): typed.append(c)
        case .key(.backspace): if !typed.isEmpty { typed.removeLast() }
        default: break
        }
        return .continue
    }

    var cursorPosition: (x: Int, y: Int)? { typed.isEmpty ? nil : (2 + DisplayWidth.of(typed), 1) }

    func willExit(code: Int32) { exitedWith = code }

    /// What an effect finishing later would do.
    func finishWork() {
        count += 10
        context?.setNeedsDisplay()
        context?.setNeedsDisplay()
    }
}

@MainActor
@Suite struct RuntimeHarnessTests {
    @Test func startDrawsTheFirstFrameAtTheGivenSize() {
        let harness = TestTerminalHarness(program: Counter(), width: 12, height: 4)
        #expect(harness.frameCount == 1)
        expectNoDifference(harness.text, "Count: 0\n>\n\n12x4")
        #expect(harness.cursor == nil)
    }

    @Test func keysChangeStateAndEachBatchDrawsOneFrame() {
        let program = Counter()
        let harness = TestTerminalHarness(program: program, width: 12, height: 4)
        harness.press(.char("+"), .char("+"))
        #expect(harness.frameCount == 2)
        harness.type("日本 ok")  // a paste: five keys, one frame
        #expect(program.handled == 7)
        #expect(harness.frameCount == 3)
        harness.press(.backspace)
        expectNoDifference(harness.text, "Count: 2\n> 日本 o\n\n12x4")
        #expect(harness.cursor?.x == 8)  // "> " plus 日本 (2 columns each), space and o
        #expect(harness.cursor?.y == 1)
        #expect(harness.lastChangedCells == 1)
    }

    @Test func resizeDeliversTheNewSizeAndRedrawsAtIt() {
        let program = Counter()
        let harness = TestTerminalHarness(program: program, width: 12, height: 4)
        harness.resize(width: 9, height: 3)
        #expect(program.resizes == [TerminalSize(width: 9, height: 3)])
        #expect(harness.frame.width == 9)
        expectNoDifference(harness.text, "Count: 0\n>\n9x3")
        #expect(harness.lastChangedCells == 27)
    }

    @Test func asyncRequestsForFramesAreCoalesced() {
        let program = Counter()
        let harness = TestTerminalHarness(program: program, width: 12, height: 4)
        #expect(!harness.needsDisplay)
        program.finishWork()
        #expect(harness.needsDisplay)
        #expect(harness.displayIfNeeded())
        #expect(!harness.displayIfNeeded())
        #expect(harness.frameCount == 2)
        #expect(harness.text.hasPrefix("Count: 10"))
    }

    @Test func ctrlCQuitsWithStatusZeroAndLaterEventsAreIgnored() {
        let program = Counter()
        let harness = TestTerminalHarness(program: program, width: 12, height: 4)
        harness.press(.char("+"), .ctrl("c"), .char("+"))
        #expect(harness.exitCode == 0)
        #expect(program.exitedWith == 0)
        #expect(program.count == 1)
        #expect(harness.frameCount == 1)  // no frame after quitting
        harness.press(.char("+"))
        #expect(program.count == 1)
    }

    @Test func theProgramChoosesItsExitStatus() {
        let program = Counter()
        let harness = TestTerminalHarness(program: program, width: 12, height: 4)
        harness.press(.char("e"))
        #expect(harness.exitCode == 3)
        #expect(program.exitedWith == 3)
    }

    @Test func asyncWorkCanQuit() {
        let program = Counter()
        let harness = TestTerminalHarness(program: program, width: 12, height: 4)
        program.context?.exit(code: 7)
        #expect(harness.exitCode == 7)
        program.finishWork()
        #expect(!harness.displayIfNeeded())
    }
}
