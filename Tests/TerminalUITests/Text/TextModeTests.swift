import CustomDump
import Testing

@testable import TerminalUI

/// ASCII mode: when it is chosen at launch, and what it draws.
@Suite struct TextModeTests {
    @Test(
        arguments: [
            // The Linux console's font has no braille, whatever the locale.
            ("linux", "en_US.UTF-8", "UTF-8", TextMode.ascii),
            ("linux-16color", nil, nil, .ascii),
            // A locale that names another charset, installed or not.
            ("xterm-256color", "en_US.ISO-8859-1", "ISO-8859-1", .ascii),
            ("xterm-256color", "en_US.ISO-8859-1", nil, .ascii),
            ("xterm-256color", "de_DE.ISO-8859-15@euro", nil, .ascii),
            // An installed locale whose codeset is not UTF-8, though its name does not say so.
            ("xterm", "en_US", "ISO-8859-1", .ascii),
            // UTF-8 under any spelling, installed or not.
            ("xterm-256color", "en_US.UTF-8", "UTF-8", .unicode),
            ("xterm-256color", "en_US.utf8", "UTF-8", .unicode),
            ("xterm-256color", "xx_XX.UTF-8", nil, .unicode),
            ("tmux-256color", "C.UTF-8", "UTF-8", .unicode),
            // C, POSIX and no locale at all: the app draws UTF-8 (C.UTF-8), as today.
            ("xterm-256color", "C", "ANSI_X3.4-1968", .unicode),
            ("xterm-256color", "POSIX", "ANSI_X3.4-1968", .unicode),
            ("xterm-256color", nil, nil, .unicode),
            ("xterm-256color", "", nil, .unicode),
            // An uninstalled locale that names no charset: as today.
            ("xterm-256color", "xx_XX", nil, .unicode),
            (nil, nil, nil, .unicode),
        ] as [(String?, String?, String?, TextMode)])
    func decidesFromTheTerminalAndTheLocale(term: String?, locale: String?, codeset: String?, expected: TextMode) {
        #expect(TextMode.decide(term: term, locale: locale, codeset: codeset) == expected)
    }

    @Test func atLaunchTakesTheFirstLocaleVariableSetAndAsksTheSystemItsCodeset() {
        func mode(_ values: [String: String]) -> TextMode { TextMode.atLaunch(environment: { values[$0] }) }
        #expect(mode(["TERM": "linux", "LANG": "C.UTF-8"]) == .ascii)
        #expect(mode(["TERM": "xterm", "LANG": "en_US.ISO-8859-1"]) == .ascii)
        #expect(mode(["TERM": "xterm", "LC_ALL": "C.UTF-8", "LANG": "en_US.ISO-8859-1"]) == .unicode)
        #expect(mode(["TERM": "xterm", "LC_ALL": "", "LC_CTYPE": "en_US.ISO-8859-1", "LANG": "C.UTF-8"]) == .ascii)
        #expect(mode(["TERM": "xterm", "LANG": "C"]) == .unicode)
        #expect(mode(["TERM": "xterm"]) == .unicode)
        // C.UTF-8 is in every glibc: the system's own answer is used.
        #expect(TextMode.codeset(of: "C.UTF-8") == "UTF-8")
        #expect(TextMode.codeset(of: "xx_XX.NOT-A-LOCALE") == nil)
    }

    @Test func fallbacksAreOneASCIICharacterEach() {
        let samples = "─│╭╮╰╯├┤┼━┃═║┊╸╺→←↑↓↘▲▼●◆○◇⚠…·–—°×›▁▃▅█▀☀☁☂❄≋⁘☈ñÉ"
        for character in samples {
            let stand = ASCIIFallback.symbol(String(character))
            #expect(stand.count == 1 && stand.unicodeScalars.allSatisfy { $0.isASCII }, "\(character) → \(stand)")
            #expect(stand != "?", "\(character) has a stand-in")
        }
        #expect(ASCIIFallback.symbol("─") == "-")
        #expect(ASCIIFallback.symbol("│") == "|")
        #expect(ASCIIFallback.symbol("╭") == "+")
        #expect(ASCIIFallback.symbol("→") == ">")
        #expect(ASCIIFallback.symbol("ñ") == "n")
        #expect(ASCIIFallback.symbol("a") == "a")
    }

    @Test func braillePlotsAsASCIIByWhereItsDotsAre() {
        #expect(ASCIIFallback.plot(brailleBits: 0) == " ")
        #expect(ASCIIFallback.plot(brailleBits: 0x09) == "'")  // ⠉ the top row
        #expect(ASCIIFallback.plot(brailleBits: 0x12) == "-")  // ⠒ the second row
        #expect(ASCIIFallback.plot(brailleBits: 0xC0) == ".")  // ⣀ the bottom row
        #expect(ASCIIFallback.plot(brailleBits: 0x47) == "|")  // ⡇ the left column
        #expect(ASCIIFallback.plot(brailleBits: 0x01 | 0x10 | 0x20 | 0x80) == "\\")  // falling to the right
        #expect(ASCIIFallback.plot(brailleBits: 0x40 | 0x04 | 0x10 | 0x08) == "/")  // rising to the right
        #expect(ASCIIFallback.plot(brailleBits: 0xFF) == "#")  // ⣿
    }

    @Test func aBufferInASCIIKeepsEveryCellInPlace() {
        var buffer = Buffer(width: 12, height: 2)
        buffer.write("╭─ 72°F ☀", x: 0, y: 0)
        buffer.write("日本 → ok", x: 0, y: 1)
        buffer.replaceNonASCII()
        expectNoDifference(buffer.text, "+- 72 F *\n? ?  > ok")
        #expect(buffer.text.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func aCanvasInASCIIDrawsPlottingCharactersNotBraille() {
        var canvas = BrailleCanvas(width: 6, height: 2, ascii: true)
        canvas.line(from: (0, 0), to: (11, 0))
        canvas.line(from: (0, 7), to: (11, 7))
        expectNoDifference(render(canvas, width: 6, height: 2).text, "''''''\n......")
        canvas.ascii = false
        expectNoDifference(render(canvas, width: 6, height: 2).text, "⠉⠉⠉⠉⠉⠉\n⣀⣀⣀⣀⣀⣀")
    }
}
