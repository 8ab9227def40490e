/// Makes untrusted text (from the network or from files) safe to draw in a terminal.
///
/// Removes ANSI/ECMA-48 escape sequences (CSI `ESC [ … final`, OSC `ESC ] … BEL|ST`, DCS/SOS/PM/APC strings,
/// two-byte `ESC x`), their 8-bit C1 forms (`U+009B` CSI, `U+009D` OSC, …), and every other C0/C1 control
/// character, DEL and bidi override. Tabs and newlines become a space so a value stays on one line, unless
/// `keepNewlines`: then line breaks (`\n`, `\r\n`, `\r`) stay as `\n`, for multi-paragraph text such as an alert's
/// description.
public enum Sanitizer {
    public static func clean(_ text: String, keepNewlines: Bool = false) -> String {
        var output = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x1B:
                skipEscape(&scalars)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                skipControlString(&scalars)
            case 0x0A where keepNewlines:
                output.append("\n")
            case 0x0D where keepNewlines:
                if scalars.first == "\n" { scalars.removeFirst() }
                output.append("\n")
            case 0x09, 0x0A, 0x0D:
                output.append(" ")
            case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069:
                // Controls, and bidi overrides that could make text display reordered.
                continue
            default:
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// After ESC: a CSI, a control string (OSC, DCS, SOS, PM, APC), or a two-character sequence.
    private static func skipEscape(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        guard let next = scalars.first else { return }
        switch next {
        case "[":
            scalars.removeFirst()
            skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_":
            scalars.removeFirst()
            skipControlString(&scalars)
        default:
            // ESC followed by intermediates (0x20–0x2F) and one final byte, e.g. "ESC ( B" or "ESC c".
            while let s = scalars.first, (0x20...0x2F).contains(s.value) { scalars.removeFirst() }
            if let s = scalars.first, (0x30...0x7E).contains(s.value) { scalars.removeFirst() }
        }
    }

    /// CSI parameters and intermediates (0x20–0x3F), then one final byte (0x40–0x7E).
    private static func skipControlSequence(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        while let s = scalars.first, (0x20...0x3F).contains(s.value) { scalars.removeFirst() }
        if let s = scalars.first, (0x40...0x7E).contains(s.value) { scalars.removeFirst() }
    }

    /// A control string ends at BEL, ST (`ESC \` or U+009C), or the end of the text.
    private static func skipControlString(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        while let s = scalars.popFirst() {
            if s.value == 0x07 || s.value == 0x9C { return }
            if s.value == 0x1B {
                if scalars.first == "\\" { scalars.removeFirst() }
                return
            }
        }
    }
}
