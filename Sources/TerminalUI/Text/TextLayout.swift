/// Horizontal placement of text inside a wider area.
public enum Alignment: Hashable, Sendable {
    case left, center, right
}

/// Column-aware text measuring, truncation, padding and wrapping. Every width here is in terminal columns
/// (`DisplayWidth`), so CJK and emoji count 2 and are never split.
public enum TextLayout {
    public static let ellipsis = "…"

    /// Columns `text` occupies.
    public static func width(_ text: some StringProtocol) -> Int { DisplayWidth.of(text) }

    /// `text` cut to at most `width` columns, ending in "…" when anything was cut. A wide character that would
    /// straddle the limit is dropped whole, so the result may be one column short.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        return prefix(text, columns: width - 1) + ellipsis
    }

    /// The longest prefix of `text` that fits in `columns`, without splitting a grapheme.
    public static func prefix(_ text: some StringProtocol, columns: Int) -> String {
        var out = ""
        var used = 0
        for ch in text {
            let w = DisplayWidth.of(ch)
            if used + w > columns { break }
            out.append(ch)
            used += w
        }
        return out
    }

    /// `text` truncated if needed, then padded with spaces to exactly `width` columns
    /// (one short only when a wide character could not fit).
    public static func pad(_ text: String, toWidth width: Int, alignment: Alignment = .left) -> String {
        let cut = truncate(text, toWidth: width)
        let gap = max(0, width - DisplayWidth.of(cut))
        let left = leadingGap(gap, alignment: alignment)
        return spaces(left) + cut + spaces(gap - left)
    }

    /// `count` spaces (none when `count` ≤ 0). `String(repeating:count:)` goes a character at a time, and row
    /// layouts pad with it a few times per row on every frame.
    public static func spaces(_ count: Int) -> String {
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { bytes in
            bytes.initialize(repeating: 0x20)
            return count
        }
    }

    /// Columns to leave before content when `gap` columns are spare.
    public static func leadingGap(_ gap: Int, alignment: Alignment) -> Int {
        switch alignment {
        case .left: return 0
        case .center: return max(0, gap) / 2
        case .right: return max(0, gap)
        }
    }

    /// Greedy word wrap to `width` columns. Explicit newlines start new lines; runs of spaces collapse at breaks;
    /// a word longer than the width is broken between graphemes. Always returns at least one line.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [""] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrapParagraph(paragraph, width: width)
        }
        return lines.isEmpty ? [""] : lines
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in paragraph.split(separator: " ") {
            var rest = Substring(word)
            var wordWidth = DisplayWidth.of(rest)
            if currentWidth > 0 {
                if currentWidth + 1 + wordWidth <= width {
                    current += " " + rest
                    currentWidth += 1 + wordWidth
                    continue
                }
                lines.append(current)
                current = ""
                currentWidth = 0
            }
            // Hard-break words wider than a line; at least one grapheme per line so this always ends.
            while wordWidth > width {
                var piece = prefix(rest, columns: width)
                if piece.isEmpty, let first = rest.first { piece = String(first) }
                lines.append(piece)
                rest = rest.dropFirst(piece.count)
                wordWidth = DisplayWidth.of(rest)
            }
            current = String(rest)
            currentWidth = wordWidth
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
