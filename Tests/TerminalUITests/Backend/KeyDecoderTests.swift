import TerminalUI
import Testing

/// ncurses key codes written out (curses.h, octal), so the table is checked against the ABI, not against itself.
private enum Code {
    static let down: UInt32 = 0o402, up: UInt32 = 0o403, left: UInt32 = 0o404, right: UInt32 = 0o405
    static let home: UInt32 = 0o406, backspace: UInt32 = 0o407, f0: UInt32 = 0o410
    static let dc: UInt32 = 0o512, ic: UInt32 = 0o513, npage: UInt32 = 0o522, ppage: UInt32 = 0o523
    static let enter: UInt32 = 0o527, a1: UInt32 = 0o534, a3: UInt32 = 0o535, c1: UInt32 = 0o537
    static let c3: UInt32 = 0o540, btab: UInt32 = 0o541, end: UInt32 = 0o550, find: UInt32 = 0o552
    static let select: UInt32 = 0o601, mouse: UInt32 = 0o631, resize: UInt32 = 0o632
}

private func char(_ wch: UInt32) -> KeyDecoder.Input? { KeyDecoder.decode(wch: wch, isKeyCode: false) }
private func code(_ wch: UInt32) -> KeyDecoder.Input? { KeyDecoder.decode(wch: wch, isKeyCode: true) }

@Suite struct KeyDecoderTests {
    @Test func printableUnicode() {
        #expect(char(0x61) == .key(.char("a")))
        #expect(char(0x20) == .key(.char(" ")))
        #expect(char(0x2F) == .key(.char("/")))
        #expect(char(0xE9) == .key(.char("é")))
        #expect(char(0x65E5) == .key(.char("日")))
        #expect(char(0x1F600) == .key(.char("😀")))
    }

    @Test func enterEscapeTabAndBackspace() {
        #expect(char(13) == .key(.enter))
        #expect(char(10) == .key(.enter))
        #expect(code(Code.enter) == .key(.enter))
        #expect(char(27) == .key(.escape))
        #expect(char(9) == .key(.tab))
        #expect(code(Code.btab) == .key(.backTab))
        #expect(char(127) == .key(.backspace))
        #expect(char(8) == .key(.backspace))
        #expect(code(Code.backspace) == .key(.backspace))
        #expect(code(Code.dc) == .key(.delete))
        #expect(code(Code.ic) == .key(.insert))
    }

    @Test func arrowsAndPaging() {
        #expect(code(Code.up) == .key(.up))
        #expect(code(Code.down) == .key(.down))
        #expect(code(Code.left) == .key(.left))
        #expect(code(Code.right) == .key(.right))
        #expect(code(Code.ppage) == .key(.pageUp))
        #expect(code(Code.npage) == .key(.pageDown))
        #expect(code(Code.a3) == .key(.pageUp))
        #expect(code(Code.c3) == .key(.pageDown))
    }

    @Test func homeAndEndWithTheirAlternativeCodes() {
        for home in [Code.home, Code.a1, Code.find] { #expect(code(home) == .key(.home)) }
        for end in [Code.end, Code.c1, Code.select] { #expect(code(end) == .key(.end)) }
    }

    @Test func functionKeys() {
        for n in 1...12 { #expect(code(Code.f0 + UInt32(n)) == .key(.function(n))) }
        #expect(code(Code.f0 + 13) == .key(.function(13)))  // Shift-F1 on xterm
    }

    @Test func ctrlLettersExceptThoseThatMeanOtherKeys() {
        #expect(char(1) == .key(.ctrl("a")))
        #expect(char(3) == .key(.ctrl("c")))
        #expect(char(21) == .key(.ctrl("u")))
        #expect(char(26) == .key(.ctrl("z")))
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        for value in UInt32(1)...26 where ![8, 9, 10, 13].contains(value) {
            #expect(char(value) == .key(.ctrl(letters[Int(value) - 1])))
        }
    }

    @Test func resizeAndNoise() {
        #expect(code(Code.resize) == .resize)
        #expect(code(Code.mouse) == nil)
        #expect(char(0) == nil)
        #expect(char(0x1C) == .key(.unknown(0x1C)))
        #expect(char(0x85) == .key(.unknown(0x85)))
        #expect(code(0o777) == .key(.unknown(0o777)))
    }
}
