import SafeText

extension TextLayout {
    /// `text` with terminal escape sequences (7- and 8-bit), control characters and bidi overrides removed, and
    /// tabs and newlines turned into spaces unless `keepNewlines`; see `Sanitizer`, the one sanitizer, which
    /// WeatherCore's `sanitizedForTerminal` uses too. Use on anything from the network or files before drawing it:
    /// a stray ESC could otherwise recolour or move the terminal's cursor.
    public static func sanitize(_ text: String, keepNewlines: Bool = false) -> String {
        Sanitizer.clean(text, keepNewlines: keepNewlines)
    }
}
