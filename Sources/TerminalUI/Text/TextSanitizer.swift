extension TextLayout {
    /// `text` with terminal escape sequences (CSI, OSC, other ESC-prefixed), control characters and bidi overrides
    /// removed, and tabs and newlines turned into spaces unless `keepNewlines`. Use on anything from the network or
    /// files before drawing it: a stray ESC could otherwise recolour or move the terminal's cursor.
    public static func sanitize(_ text: String, keepNewlines: Bool = false) -> String {
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let s = scalars.next() {
            switch s.value {
            case 0x1B:
                skipEscape(&scalars)
            case 0x9B:
                // 8-bit CSI: skip to its final byte.
                while let n = scalars.next(), !(0x40...0x7E).contains(n.value) {}
            case 0x0A where keepNewlines:
                out.append(s)
            case 0x09, 0x0A, 0x0D:
                out.append(" ")
            case 0..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069:
                // Controls, and bidi overrides that would draw the text after them reordered.
                continue
            default:
                out.append(s)
            }
        }
        return String(out)
    }

    private static func skipEscape(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let kind = scalars.next() else { return }
        switch kind {
        case "[":
            // CSI: parameters then one final byte in @...~.
            while let n = scalars.next(), !(0x40...0x7E).contains(n.value) {}
        case "]", "P", "_", "^", "X":
            // OSC / DCS / APC / PM / SOS: up to BEL or ESC \.
            while let n = scalars.next() {
                if n.value == 0x07 { break }
                if n.value == 0x1B {
                    _ = scalars.next()
                    break
                }
            }
        default:
            // Two-character escapes (ESC c, ESC 7, ...): the one character is already consumed.
            break
        }
    }
}
