import CNCursesW
import Testing

@testable import TerminalUI

/// The decoder behind `Terminal.readEvents`, fed the codes `wgetch` would return (the pty tests cover ncurses'
/// part); the fuzz target `terminal-input` checks the same rules on any input.
struct TerminalInputDecoderTests {
    private func decode(_ reads: [[Int32]]) -> [TerminalEvent] {
        var decoder = TerminalInputDecoder()
        var events: [TerminalEvent] = []
        for read in reads {
            for code in read { _ = decoder.feed(code, into: &events) }
        }
        return events
    }

    private func bytes(_ text: String) -> [Int32] { text.utf8.map { Int32($0) } }

    @Test func aPasteHoldingKeysAndAMouseReportIsOnlyText() {
        let codes =
            [TerminalInputDecoder.pasteStart] + bytes("q") + [KEY_UP, TerminalInputDecoder.mouseStart]
            + bytes("0;1;1M\u{1B}x") + [TerminalInputDecoder.pasteEnd] + bytes("q")
        #expect(decode([codes]) == [.paste("q0;1;1M\u{1B}x"), .key(.char("q"))])
    }

    @Test func aPasteEndedByRawBytesEndsThere() {
        let codes = [TerminalInputDecoder.pasteStart] + bytes("hi\u{1B}[201~j")
        #expect(decode([codes]) == [.paste("hi"), .key(.char("j"))])
    }

    @Test func reportsAndCharactersSplitAcrossReadsDecodeTheSame() {
        let codes = [TerminalInputDecoder.mouseStart] + bytes("0;12;5M") + bytes("é€")
        let whole = decode([codes])
        #expect(whole == [.mouse(MouseEvent(.press(.left), column: 11, row: 4)), .key(.char("é")), .key(.char("€"))])
        for cut in 1..<codes.count {
            #expect(decode([Array(codes[..<cut]), Array(codes[cut...])]) == whole)
        }
    }

    @Test func resizeIsLeftToTheCaller() {
        var decoder = TerminalInputDecoder()
        var events: [TerminalEvent] = []
        #expect(decoder.feed(KEY_RESIZE, into: &events))
        #expect(!decoder.feed(Int32(UInt8(ascii: "a")), into: &events))
        #expect(events == [.key(.char("a"))])
    }
}
