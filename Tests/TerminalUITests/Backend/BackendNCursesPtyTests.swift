import Testing

@testable import TerminalUI

/// NCursesBackend on a real ncurses screen (newterm on a pseudo-terminal), asserting on the bytes it writes.
/// Serialized and on the main actor: ncurses has one current screen per process.
@MainActor
@Suite(.serialized, .oneTerminalAtATime) struct BackendNCursesPtyTests {
    private func open(_ pty: PseudoTerminal, environment: [String: String] = [:]) throws -> Terminal {
        let env = ["TERM": "xterm-256color"].merging(environment) { $1 }
        return try Terminal(input: pty.input, output: pty.output, environment: { env[$0] }, takesOverSignals: false)
    }

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func drawsWideCharactersAndStylesThenOnlyTheChangedCell() throws {
        let pty = try #require(PseudoTerminal(width: 40, height: 8))
        let terminal = try open(pty)
        defer { terminal.close() }
        let backend = terminal.backend
        #expect(backend.size == TerminalSize(width: 40, height: 8))
        _ = pty.drain()

        var buffer = Buffer(width: 40, height: 8)
        buffer.write("天気 ok", x: 0, y: 0)
        buffer.write("styled", x: 2, y: 2, style: Style(foreground: .red, attributes: .bold))
        backend.draw(buffer)
        backend.flush()
        let first = text(pty.drain())
        #expect(first.contains("天気 ok"))
        #expect(first.contains("styled"))
        #expect(first.contains("\u{1B}[31m"))  // setaf 1 on xterm-256color
        #expect(first.contains(";1m") || first.contains("[1m"))  // bold, alone or in an sgr0 reset

        buffer.write("X", x: 10, y: 5)
        backend.draw(buffer)
        backend.flush()
        let second = pty.drain()
        #expect(text(second).contains("X"))
        #expect(!text(second).contains("styled"))
        #expect(second.count <= 40, "one changed cell wrote \(second.count) bytes: \(text(second).debugDescription)")
    }

    @Test func theFirstFrameWritesOnlyItsNonBlankCellsAndAnInvalidatedOneEverything() throws {
        var buffer = Buffer(width: 40, height: 8)
        buffer.write("Recent", x: 3, y: 1)
        buffer.write("  ", x: 20, y: 6, style: Style(background: .blue))  // blank text, not a blank cell
        #expect(buffer.changesFromBlank().map { "\($0.x),\($0.y)" } == (3..<9).map { "\($0),1" } + ["20,6", "21,6"])
        #expect(buffer.changesFromBlank().map(\.cell) == buffer.changes(from: Buffer(width: 40, height: 8)).map(\.cell))

        let pty = try #require(PseudoTerminal(width: 40, height: 8))
        let terminal = try open(pty)
        defer { terminal.close() }
        _ = pty.drain()
        terminal.backend.draw(buffer)
        terminal.backend.flush()
        let first = text(pty.drain())
        #expect(first.contains("Recent"))
        #expect(first.contains("\u{1B}[44m"))  // the blue cells were written too
        // After an invalidate (resize, Ctrl-Z) the screen is not blank: every cell is written again.
        terminal.backend.invalidate()
        terminal.backend.draw(buffer)
        terminal.backend.flush()
        #expect(text(pty.drain()).contains("Recent"))
    }

    @Test func aChangeInsideALineSendsOnlyThatCell() throws {
        let pty = try #require(PseudoTerminal(width: 40, height: 8))
        let terminal = try open(pty)
        defer { terminal.close() }
        var buffer = Buffer(width: 40, height: 8)
        buffer.write("Search: 1234", x: 0, y: 3)
        terminal.backend.draw(buffer)
        terminal.backend.flush()
        _ = pty.drain()

        buffer.write("5", x: 12, y: 3)
        terminal.backend.setCursor((x: 13, y: 3), shown: true)
        terminal.backend.draw(buffer)
        terminal.backend.flush()
        let bytes = pty.drain()
        #expect(text(bytes).contains("5"))
        #expect(!text(bytes).contains("Search"))
        #expect(bytes.count <= 40, "\(text(bytes).debugDescription)")
    }

    @Test func noColorKeepsAttributesButSendsNoColours() throws {
        let pty = try #require(PseudoTerminal(width: 30, height: 4))
        let terminal = try open(pty, environment: ["NO_COLOR": "1"])
        defer { terminal.close() }
        #expect(!terminal.colorsEnabled)
        _ = pty.drain()
        var buffer = Buffer(width: 30, height: 4)
        buffer.write("warn", x: 0, y: 0, style: Style(foreground: .red, attributes: .reverse))
        terminal.backend.draw(buffer)
        terminal.backend.flush()
        let out = text(pty.drain())
        #expect(out.contains("warn"))
        #expect(out.contains("7m"))  // reverse video
        #expect(!out.contains("\u{1B}[31m") && !out.contains("38;5;"))
    }

    @Test func colourWithoutNoColor() throws {
        let pty = try #require(PseudoTerminal(width: 30, height: 4))
        let terminal = try open(pty)
        defer { terminal.close() }
        #expect(terminal.colorsEnabled)
        _ = pty.drain()
        var buffer = Buffer(width: 30, height: 4)
        buffer.write("deep", x: 0, y: 0, style: Style(foreground: .indexed(208)))
        terminal.backend.draw(buffer)
        terminal.backend.flush()
        #expect(text(pty.drain()).contains("38;5;208m"))
    }

    @Test func continuationCellsAreSkippedAndTheCursorIsPlaced() throws {
        let pty = try #require(PseudoTerminal(width: 20, height: 3))
        let terminal = try open(pty)
        defer { terminal.close() }
        _ = pty.drain()
        var buffer = Buffer(width: 20, height: 3)
        buffer.write("日本語", x: 0, y: 1)
        terminal.backend.setCursor((x: 6, y: 1), shown: true)
        terminal.backend.draw(buffer)
        terminal.backend.flush()
        let out = text(pty.drain())
        #expect(out.contains("日本語"))
        #expect(out.contains("\u{1B}[?25h") || out.contains("\u{1B}[?12;25h"))  // cursor shown
    }
}
