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
}
