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
            decoder.finishRead(into: &events)
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

    @Test(arguments: [
        "\u{1B}[2J", "\u{1B}[?25h", "\u{1B}[38;5;196m", "\u{1B}[2 q", "\u{1B}[>0;95;0c", "\u{1B}[I", "\u{1B}[O",
        "\u{1B}[99~", "\u{1B}Ox", "\u{1B}O~",
    ])
    func anUnknownSequenceArrivingWholeIsNothingNotEscAndText(sequence: String) {
        #expect(decode([bytes("a" + sequence + "b")]) == [.key(.char("a")), .key(.char("b"))])
    }

    @Test func aSequenceCutByTheReadGoesOnInTheNextButAltBracketAndAltOAreNothing() {
        #expect(decode([bytes("\u{1B}[2"), bytes("Jb")]) == [.key(.char("b"))])
        #expect(decode([bytes("\u{1B}[38;5"), bytes(";1mb")]) == [.key(.char("b"))])
        // ncurses waited the escape delay after these (every arrow starts so): nothing followed, and what is typed
        // next is typed.
        #expect(decode([bytes("\u{1B}["), bytes("Ab")]) == [.key(.char("A")), .key(.char("b"))])
        #expect(decode([bytes("\u{1B}O"), bytes("xb")]) == [.key(.char("x")), .key(.char("b"))])
    }

    /// ncurses takes the sequences its terminfo entry names; one it does not know still comes as these keys.
    @Test func knownSequencesNcursesLeftAsCharactersAreTheirKeys() {
        let keys: [(String, Key)] = [
            ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
            ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end),
            ("\u{1B}[7~", .home), ("\u{1B}[8~", .end), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
            ("\u{1B}[2~", .insert), ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab), ("\u{1B}OA", .up),
            ("\u{1B}OD", .left), ("\u{1B}OH", .home), ("\u{1B}OF", .end), ("\u{1B}OP", .function(1)),
            ("\u{1B}OS", .function(4)), ("\u{1B}[15~", .function(5)), ("\u{1B}[17~", .function(6)),
            ("\u{1B}[24~", .function(12)),
        ]
        for (sequence, key) in keys {
            #expect(decode([bytes(sequence)]) == [.key(key)], "\(sequence.debugDescription)")
        }
        #expect(decode([bytes("\u{1B}[<0;12;5M")]) == [.mouse(MouseEvent(.press(.left), column: 11, row: 4))])
        #expect(decode([bytes("\u{1B}[200~q\u{1B}[2J\u{1B}[201~q")]) == [.paste("q\u{1B}[2J"), .key(.char("q"))])
    }

    @Test func escThenAKeyWithinTheDelayIsAltAndThatKey() {
        let codes = bytes("\u{1B}b\u{1B}f\u{1B}d\u{1B}\u{7F}\u{1B}\u{08}\u{1B}x\u{1B}é") + [27, KEY_UP]
        #expect(
            decode([codes]) == [
                .key(.alt(.char("b"))), .key(.alt(.char("f"))), .key(.alt(.char("d"))), .key(.alt(.backspace)),
                .key(.alt(.backspace)), .key(.alt(.char("x"))), .key(.alt(.char("é"))), .key(.alt(.up)),
            ])
    }

    @Test func anEscNothingFollowedWithinTheDelayIsTheEscKey() {
        // ncurses waited the delay before handing the Esc over, and the read ended with it.
        #expect(decode([bytes("\u{1B}")]) == [.key(.escape)])
        #expect(decode([bytes("\u{1B}"), bytes("[2J")]) == [.key(.escape)] + "[2J".map { .key(.char($0)) })
        #expect(decode([bytes("\u{1B}\u{1B}")]) == [.key(.escape), .key(.escape)])
        #expect(decode([bytes("a\u{1B}")]) == [.key(.char("a")), .key(.escape)])
        // Before a paste, a mouse report or a resize, it is the key too.
        #expect(
            decode([[27, TerminalInputDecoder.pasteStart] + bytes("x") + [TerminalInputDecoder.pasteEnd]])
                == [.key(.escape), .paste("x")])
        var decoder = TerminalInputDecoder()
        var events: [TerminalEvent] = []
        _ = decoder.feed(27, into: &events)
        #expect(decoder.feed(KEY_RESIZE, into: &events))
        #expect(events == [.key(.escape)])
    }

    @Test func aControlCharacterOrALongRunEndsASequenceAndIsReadAgain() {
        #expect(decode([bytes("\u{1B}[2\r")]) == [.key(.enter)])
        #expect(decode([bytes("\u{1B}[2\u{1B}[A")]) == [.key(.up)])
        #expect(decode([bytes("\u{1B}O\u{1B}b")]) == [.key(.alt(.char("b")))])
        // A stray `ESC [` swallows at most a sequence's worth of what follows.
        let long = decode([bytes("\u{1B}[" + String(repeating: "1", count: 100) + "x")])
        #expect(long.last == .key(.char("x")))
        #expect(long.count == 100 - EscapeSequenceReader.sequenceLimit)
    }

    @Test func resizeIsLeftToTheCaller() {
        var decoder = TerminalInputDecoder()
        var events: [TerminalEvent] = []
        #expect(decoder.feed(KEY_RESIZE, into: &events))
        #expect(!decoder.feed(Int32(UInt8(ascii: "a")), into: &events))
        #expect(events == [.key(.char("a"))])
    }
}
