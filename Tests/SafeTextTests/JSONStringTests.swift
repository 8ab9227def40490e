import SafeText
import Testing

@Suite struct JSONStringTests {
    @Test func plainTextIsQuoted() {
        #expect(JSONString.quoted("São Paulo ☀ 東京") == "\"São Paulo ☀ 東京\"")
        #expect(JSONString.quoted("") == "\"\"")
    }

    @Test func quotesBackslashesAndShortFormControls() {
        #expect(JSONString.quoted("say \"hi\" \\ bye") == #""say \"hi\" \\ bye""#)
        #expect(JSONString.quoted("a\nb\rc\td") == #""a\nb\rc\td""#)
    }

    @Test func otherC0ControlsAsUnicodeEscapes() {
        #expect(JSONString.quoted("\u{00}\u{07}\u{1B}[31m\u{1F}") == #""\u0000\u0007\u001b[31m\u001f""#)
    }

    // The CLI's writer left these raw before the two writers were one.
    @Test func deleteAndC1ControlsAsUnicodeEscapes() {
        #expect(JSONString.quoted("a\u{7F}b\u{85}c\u{9B}31m\u{9F}") == #""a\u007fb\u0085c\u009b31m\u009f""#)
        #expect(JSONString.quoted("\u{A0}") == "\"\u{A0}\"")  // no-break space: text, kept
    }

    @Test func appendsToWhatIsThere() {
        var out = "{"
        JSONString.append("key", to: &out)
        #expect(out == #"{"key""#)
    }
}
