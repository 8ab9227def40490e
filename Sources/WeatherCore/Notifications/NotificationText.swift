import SafeText

/// A notification's title or body, made safe for a terminal sequence: both come from the network. Escape
/// sequences, BEL, ST and every other control character go (``Sanitizer``), `;` too (it parts the sequence's
/// fields), and the text is capped at ``limit`` characters.
public enum NotificationText {
    public static let limit = 200

    public static func clean(_ text: String) -> String {
        let cleaned = Sanitizer.clean(text).filter { $0 != ";" }
        let trimmed = cleaned.trimmed
        return String(trimmed.prefix(limit))
    }

    /// OSC 9 reads `9;<digits>;…` as a command of its own (ConEmu's progress, `9;4;…`): a text that starts with a
    /// digit gets a leading sign so it is always shown as text.
    public static func osc9Safe(_ text: String) -> String {
        guard let first = text.first, first.isASCII, first.isNumber else { return text }
        return String(("⚠ " + text).prefix(limit))
    }
}
