import Testing

@testable import WeatherCore

@Suite struct SanitizerTests {
    @Test func plainTextIsUnchanged() {
        #expect("America/New_York".sanitizedForTerminal == "America/New_York")
        #expect("°F mp/h — São Paulo ☀".sanitizedForTerminal == "°F mp/h — São Paulo ☀")
    }

    @Test func stripsCSISequences() {
        #expect("\u{1B}[31mred\u{1B}[0m".sanitizedForTerminal == "red")
        #expect("a\u{1B}[2Jb\u{1B}[?25lc".sanitizedForTerminal == "abc")
    }

    @Test func stripsOSCTerminatedByBELOrST() {
        #expect("x\u{1B}]0;pwned\u{07}y".sanitizedForTerminal == "xy")
        #expect("x\u{1B}]8;;http://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\y".sanitizedForTerminal == "xlinky")
    }

    @Test func stripsEightBitC1Forms() {
        #expect("a\u{9B}31mb".sanitizedForTerminal == "ab")
        #expect("a\u{9D}0;title\u{9C}b".sanitizedForTerminal == "ab")
        #expect("a\u{85}b".sanitizedForTerminal == "ab")
    }

    @Test func stripsOtherControlsAndBidiOverrides() {
        #expect("a\u{00}b\u{07}c\u{7F}d".sanitizedForTerminal == "abcd")
        #expect("ab\u{202E}cd".sanitizedForTerminal == "abcd")
        #expect("two\nlines\tand\rtab".sanitizedForTerminal == "two lines and tab")
    }

    @Test func stripsTwoCharacterEscapesAndDanglingEscape() {
        #expect("a\u{1B}(Bb\u{1B}cc".sanitizedForTerminal == "abc")
        #expect("end\u{1B}".sanitizedForTerminal == "end")
        #expect("end\u{1B}[12".sanitizedForTerminal == "end")
        #expect("open\u{1B}]0;never closed".sanitizedForTerminal == "open")
    }

    @Test func keepingNewlinesKeepsParagraphsOnly() {
        #expect("one\ntwo\r\n\r\nthree\rfour".sanitizedKeepingNewlines == "one\ntwo\n\nthree\nfour")
        #expect("a\tb\u{1B}[2J\u{0B}c\u{85}\n\u{1B}]0;x\u{07}d".sanitizedKeepingNewlines == "a bc\nd")
    }
}
