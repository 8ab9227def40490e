import CustomDump
import TerminalUI
import Testing

@MainActor
@Suite struct BackendMemoryTests {
    @Test func firstFrameSendsEveryCellThenOnlyChanges() {
        let backend = MemoryBackend(width: 10, height: 3)
        var buffer = Buffer(width: 10, height: 3)
        buffer.write("hello", x: 0, y: 0)
        backend.draw(buffer)
        #expect(backend.frameCount == 1)
        #expect(backend.lastChangedCells == 30)

        buffer.write("J", x: 0, y: 0)
        backend.draw(buffer)
        #expect(backend.frameCount == 2)
        #expect(backend.lastChangedCells == 1)
        #expect(backend.totalChangedCells == 31)
        expectNoDifference(backend.text, "Jello\n\n")

        backend.draw(buffer)
        #expect(backend.lastChangedCells == 0)
    }

    @Test func aStyleChangeIsAChangedCell() {
        let backend = MemoryBackend(width: 4, height: 1)
        var buffer = Buffer(width: 4, height: 1)
        buffer.write("ab", x: 0, y: 0)
        backend.draw(buffer)
        buffer.setStyle(.bold, in: Rect(x: 1, y: 0, width: 1, height: 1))
        backend.draw(buffer)
        #expect(backend.lastChangedCells == 1)
    }

    @Test func resizeAndInvalidateRedrawEverything() {
        let backend = MemoryBackend(width: 4, height: 2)
        backend.draw(Buffer(width: 4, height: 2))
        backend.resize(width: 6, height: 3)
        #expect(backend.size == TerminalSize(width: 6, height: 3))
        backend.draw(Buffer(width: 6, height: 3))
        #expect(backend.lastChangedCells == 18)
        backend.invalidate()
        backend.draw(Buffer(width: 6, height: 3))
        #expect(backend.lastChangedCells == 18)
    }

    @Test func cursorAndFlush() {
        let backend = MemoryBackend(width: 4, height: 2)
        #expect(backend.cursor == nil)
        backend.setCursor((x: 2, y: 1), shown: true)
        backend.flush()
        #expect(backend.cursor?.x == 2)
        #expect(backend.cursor?.y == 1)
        #expect(backend.flushCount == 1)
        #expect(backend.cursorShown)
        backend.setCursor(nil, shown: false)
        #expect(backend.cursor == nil)
    }

    /// A selected row's cursor: placed, for a screen reader to follow, but not seen.
    @Test func aCursorCanBePlacedHidden() {
        let backend = MemoryBackend(width: 4, height: 2)
        backend.setCursor((x: 1, y: 1), shown: false)
        #expect(backend.cursor?.x == 1 && backend.cursor?.y == 1)
        #expect(!backend.cursorShown)
    }
}
