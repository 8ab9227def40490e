import Testing

@testable import TerminalUI

/// Widths must match what the terminal (wcwidth) does, or alignment breaks. Checked against glibc's wcwidth.
@Suite struct DisplayWidthTests {
    @Test func cjkAndEmojiPresentationAreTwoColumns() {
        #expect(DisplayWidth.of("東京") == 4)
        #expect(DisplayWidth.of("한국") == 4)
        #expect(DisplayWidth.of("⛅") == 2)
        #expect(DisplayWidth.of("😀") == 2)
        #expect(DisplayWidth.of("☔") == 2)
    }

    @Test func textStyleWeatherPictographsAreOneColumn() {
        // U+1F321...1F32C are East-Asian-width neutral: one column in wcwidth and in terminals.
        for icon in ["🌡", "🌤", "🌥", "🌦", "🌧", "🌨", "🌩", "🌫", "🌬", "☀", "☁", "❄", "⛈"] {
            #expect(DisplayWidth.of(icon) == 1, "\(icon)")
        }
    }

    @Test func combiningMarksAndControlsAreZero() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("a\u{7}b") == 2)
    }

    @Test func theOneColumnShortcutAgreesWithTheUnicodeProperties() {
        // Punctuation, arrows, box drawing, blocks and braille skip the property lookups: none of them may be a
        // mark, a format character (bidi controls), wide, or emoji-presentation.
        let ranges: [ClosedRange<UInt32>] = [
            0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x259F, 0x2800...0x28FF,
        ]
        for value in ranges.joined() {
            let scalar = Unicode.Scalar(value)!
            let category = scalar.properties.generalCategory
            #expect(![.nonspacingMark, .enclosingMark, .format].contains(category), "U+\(String(value, radix: 16))")
            #expect(!scalar.properties.isEmojiPresentation, "U+\(String(value, radix: 16))")
            #expect(DisplayWidth.of(Character(scalar)) == 1)
        }
        #expect(DisplayWidth.of("\u{202E}") == 0)  // right-to-left override, just outside the shortcut
        #expect(DisplayWidth.of("─┼⣿") == 3)
    }
}
