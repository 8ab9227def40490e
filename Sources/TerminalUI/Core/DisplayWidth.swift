/// Terminal column widths, measured without the C locale so tests and the app agree.
/// East Asian wide and emoji graphemes take 2 columns, combining marks and controls 0.
public enum DisplayWidth {
    /// Columns a single grapheme occupies: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        // One scalar (box drawing, braille, °, ·): no grapheme walk.
        let scalars = character.unicodeScalars
        if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return first.value == 0xFE0F ? 0 : of(first)
        }
        var width = 0
        var sawEmojiSelector = false
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F {
                sawEmojiSelector = true
                continue
            }
            width = max(width, of(scalar))
        }
        if sawEmojiSelector, width == 1, character.unicodeScalars.first?.properties.isEmoji == true { return 2 }
        return width
    }

    /// Columns a string occupies. Inlinable so other modules get it specialized: the generic form looks up the
    /// string type's associated types at run time, a scan of every conformance in the binary the first time.
    @inlinable
    public static func of(_ string: some StringProtocol) -> Int {
        // Printable ASCII, most of what is drawn, is one column a byte: no grapheme breaking needed.
        let utf8 = string.utf8
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return utf8.count }
        // Text whose every scalar is a one-column character on its own (°, —, …, box drawing) needs no grapheme
        // breaking either: nothing in it combines.
        var columns = 0
        for scalar in string.unicodeScalars {
            guard isOneColumnAlone(scalar.value) else {
                columns = -1
                break
            }
            columns += 1
        }
        if columns >= 0 { return columns }
        var total = 0
        for c in string { total += of(c) }
        return total
    }

    /// True for a scalar that is one column wide and never part of a larger grapheme: printable ASCII, Latin-1
    /// and the one-column ranges below. (Combining marks start at U+0300; ZWJ, variation selectors and emoji are
    /// outside all of these.)
    @usableFromInline
    static func isOneColumnAlone(_ v: UInt32) -> Bool {
        (v >= 0x20 && v < 0x7F) || (v >= 0xA0 && v < 0x300 && v != 0xAD) || isOneColumnPunctuation(v)
    }

    @usableFromInline
    static func isOneColumnPunctuation(_ v: UInt32) -> Bool {
        (0x2010...0x2027).contains(v) || (0x2030...0x205E).contains(v) || (0x2190...0x21FF).contains(v)
            || (0x2500...0x259F).contains(v) || (0x2800...0x28FF).contains(v)
    }

    static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        if v < 0x300 { return 1 }
        // Punctuation, arrows, box drawing, blocks and braille: one column, and no Unicode property lookups.
        if isOneColumnPunctuation(v) { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if v == 0x200B || (v >= 0x1160 && v <= 0x11FF) { return 0 }
        if isWide(v) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    private static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DFF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F200...0x1F265, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            // Emoji blocks are left to `isEmojiPresentation`: text-style pictographs there (🌧 🌤 🌡 🌫, most
            // weather icons) are 1 column in wcwidth and in terminals, and counting them as 2 breaks alignment.
            return true
        default:
            return false
        }
    }
}
