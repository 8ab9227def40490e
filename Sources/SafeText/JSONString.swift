/// Text as a JSON string literal, for every JSON this project writes (the CLI's `--json` and `--waybar`, the
/// fixture server's answers). Quotes, backslashes and the C0 controls are escaped, as JSON requires; DEL and the C1
/// controls (U+007F–U+009F) are escaped too, which JSON allows: output read in a terminal then carries no 8-bit
/// control a terminal would act on.
public enum JSONString {
    /// `"text"`, escaped.
    public static func quoted(_ text: String) -> String {
        var out = ""
        append(text, to: &out)
        return out
    }

    /// Appends `"text"`, escaped, to `out`.
    public static func append(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
