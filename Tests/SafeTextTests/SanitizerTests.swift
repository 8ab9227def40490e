import SafeText
import Testing

/// The one terminal-text sanitizer: WeatherCore's `sanitizedForTerminal` and TerminalUI's `TextLayout.sanitize`
/// both call it.
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

    @Test func stripsEightBitControlStrings() {
        // DCS, SOS, PM and APC in their 8-bit forms, each ended by ST (U+009C), BEL or ESC \\.
        #expect("a\u{90}1$r\u{9C}b".sanitizedForTerminal == "ab")
        #expect("a\u{98}start of string\u{07}b".sanitizedForTerminal == "ab")
        #expect("a\u{9E}privacy message\u{1B}\\b".sanitizedForTerminal == "ab")
        #expect("a\u{9F}application\u{9C}b".sanitizedForTerminal == "ab")
        #expect("open\u{90}never closed".sanitizedForTerminal == "open")
    }

    // From TerminalUI's tests, when it had a sanitizer of its own.
    @Test func stripsEscapesAndControlsKeepingLetters() {
        #expect("\u{1B}[31mRed\u{1B}[0m alert".sanitizedForTerminal == "Red alert")
        #expect("title\u{1B}]0;pwned\u{07}!".sanitizedForTerminal == "title!")
        #expect("a\tb\r\nc\u{7F}d".sanitizedForTerminal == "a b  cd")
        #expect("line1\nline2".sanitizedKeepingNewlines == "line1\nline2")
        #expect("Zürich 東京 ☀️".sanitizedForTerminal == "Zürich 東京 ☀️")
    }

    // Found by the alerts fuzz target (Fuzz/): bidi overrides and isolates went through and reordered what followed.
    @Test func dropsBidiOverridesButNotMarks() {
        #expect("a\u{202E}evil\u{202C}b".sanitizedForTerminal == "aevilb")
        #expect("\u{2066}x\u{2069}\u{202A}\u{202B}\u{202D}".sanitizedKeepingNewlines == "x")
        #expect("\u{200F}אב".sanitizedForTerminal == "\u{200F}אב")  // a mark, not an override: kept
    }

    @Test func keepingNewlinesKeepsParagraphsOnly() {
        #expect("one\ntwo\r\n\r\nthree\rfour".sanitizedKeepingNewlines == "one\ntwo\n\nthree\nfour")
        #expect("a\tb\u{1B}[2J\u{0B}c\u{85}\n\u{1B}]0;x\u{07}d".sanitizedKeepingNewlines == "a bc\nd")
    }
}

extension String {
    fileprivate var sanitizedForTerminal: String { Sanitizer.clean(self) }
    fileprivate var sanitizedKeepingNewlines: String { Sanitizer.clean(self, keepNewlines: true) }
}
