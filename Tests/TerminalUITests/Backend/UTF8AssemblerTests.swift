import Testing

@testable import TerminalUI

/// Input bytes to characters: valid text of every length, and invalid bytes skipped without losing what follows.
struct UTF8AssemblerTests {
    func assemble(_ bytes: [UInt8]) -> String {
        var assembler = UTF8Assembler()
        var out = String.UnicodeScalarView()
        for byte in bytes { out.append(contentsOf: assembler.feed(byte)) }
        return String(out)
    }

    @Test func validTextOfOneToFourBytes() {
        #expect(assemble(Array("a é 日 😀".utf8)) == "a é 日 😀")
    }

    @Test(
        arguments: [
            ([0x78, 0xFF, 0xFE, 0x79, 0x7A], "xyz"),  // bytes that never start a character
            ([0x78, 0xE6, 0x97, 0x79, 0x7A], "xyz"),  // a sequence cut short by plain text
            ([0x78, 0x80, 0xBF, 0x79], "xy"),  // stray continuation bytes
            ([0xC0, 0xAF, 0x41], "A"),  // an overlong "/"
            ([0xED, 0xA0, 0x80, 0x41], "A"),  // a surrogate
        ] as [([UInt8], String)])
    func invalidBytesAreSkipped(bytes: [UInt8], text: String) {
        #expect(assemble(bytes) == text)
    }

    @Test func aCharacterSplitAcrossReadsIsWhole() {
        var assembler = UTF8Assembler()
        #expect(assembler.feed(0xE6).isEmpty)
        #expect(assembler.feed(0x97).isEmpty)
        #expect(assembler.feed(0xA5) == ["日"])
    }
}
