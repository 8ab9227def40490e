/// Plain-ASCII stand-ins for the characters the views draw, one cell for one cell so layouts stay as they are:
/// box drawing becomes `+-|`, braille plots `'-.|/\#`, arrows `<>^v`, blocks `_-=#`, symbols a letter or sign.
/// For terminals whose font or character set has none of them (``TextMode/ascii``).
public enum ASCIIFallback {
    /// The ASCII stand-in for one cell's symbol (a one-column grapheme): itself when it is ASCII, "?" when
    /// nothing better is known.
    public static func symbol(_ symbol: String) -> String {
        guard let scalar = symbol.unicodeScalars.first else { return symbol }
        if scalar.isASCII { return symbol.utf8.count == 1 ? symbol : String(Character(scalar)) }
        return character(scalar).map(String.init) ?? "?"
    }

    /// The stand-in for `scalar`, or nil when there is none.
    static func character(_ scalar: Unicode.Scalar) -> Character? {
        let value = scalar.value
        switch value {
        case 0x2800...0x28FF: return plot(brailleBits: UInt8(value - 0x2800))
        case 0x2500...0x257F: return boxDrawing(value)
        case 0x00C0...0x00FF: return latin1Letter(value)
        default: return symbols[scalar]
        }
    }

    /// An ASCII plotting character for a braille cell's dots (bit 0 is the top-left dot, in the Unicode braille
    /// numbering): blank for none, "#" for a dense cell, "|", "/" or "\" for steep strokes, else "'", "-" or "."
    /// by how high the dots sit.
    public static func plot(brailleBits bits: UInt8) -> Character {
        guard bits != 0 else { return " " }
        let rows: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
        var left: [Int] = []
        var right: [Int] = []
        for (row, pair) in rows.enumerated() {
            if bits & pair[0] != 0 { left.append(row) }
            if bits & pair[1] != 0 { right.append(row) }
        }
        let all = left + right
        if all.count >= 6 { return "#" }
        let top = all.min() ?? 0
        let bottom = all.max() ?? 0
        if bottom - top >= 2 {
            guard !left.isEmpty, !right.isEmpty else { return "|" }
            let leftMean = Double(left.reduce(0, +)) / Double(left.count)
            let rightMean = Double(right.reduce(0, +)) / Double(right.count)
            if rightMean - leftMean >= 1 { return "\\" }
            if leftMean - rightMean >= 1 { return "/" }
            return "|"
        }
        let mean = Double(all.reduce(0, +)) / Double(all.count)
        return mean < 0.75 ? "'" : (mean < 2.25 ? "-" : ".")
    }

    private static func boxDrawing(_ value: UInt32) -> Character {
        switch value {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576, 0x2578, 0x257A,
            0x257C, 0x257E:
            return "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579, 0x257B,
            0x257D, 0x257F:
            return "|"
        case 0x2571: return "/"
        case 0x2572: return "\\"
        case 0x2573: return "X"
        default: return "+"
        }
    }

    /// À-ÿ without their accents ("Cañon" → "Canon").
    private static func latin1Letter(_ value: UInt32) -> Character? {
        let index = Int(value) - 0xC0
        return latin1Letters.indices.contains(index) ? latin1Letters[index] : nil
    }

    private static let latin1Letters = Array("AAAAAAACEEEEIIIIDNOOOOOxOUUUUYPsaaaaaaaceeeeiiiidnooooo/ouuuuypy")

    private static let symbols: [Unicode.Scalar: Character] = [
        // Punctuation and signs.
        "…": ".", "·": "-", "•": "*", "–": "-", "—": "-", "−": "-", "‐": "-", "‒": "-", "―": "-",
        "‘": "'", "’": "'", "“": "\"", "”": "\"", "›": ">", "‹": "<", "»": ">", "«": "<",
        "°": " ", "×": "x", "±": "+", "≤": "<", "≥": ">", "≈": "~", "ⁿ": "n", "\u{00A0}": " ",
        // Arrows and marks.
        "←": "<", "→": ">", "↑": "^", "↓": "v", "↔": "-", "↕": "|", "↖": "\\", "↗": "/", "↘": "\\", "↙": "/",
        "▲": "^", "▼": "v", "◀": "<", "▶": ">", "◄": "<", "►": ">", "△": "^", "▽": "v",
        "●": "*", "◆": "*", "★": "*", "○": "o", "◇": "o", "◦": "o", "✓": "v", "✔": "v", "✗": "x", "✘": "x",
        "⚠": "!",
        // Blocks, as `BarChart.asciiBlocks` draws a bar's eighths.
        "▁": "_", "▂": "_", "▃": "-", "▄": "-", "▅": "=", "▆": "=", "▇": "#", "█": "#",
        "▀": "\"", "▌": "|", "▐": "|", "░": ".", "▒": ":", "▓": "#",
        // Weather icons, as `WeatherCode`'s ASCII set draws them.
        "☀": "*", "☼": "*", "☾": "C", "☽": "C", "☁": "%", "≋": "=", "⁘": ",", "❅": ";", "☂": "/", "❄": "+",
        "⁂": ".", "☈": "Z",
    ]
}

extension Buffer {
    /// Every cell's symbol replaced by its ASCII stand-in (``ASCIIFallback``); a wide character becomes "?" and a
    /// space, so nothing moves.
    public mutating func replaceNonASCII() {
        for y in 0..<height {
            var x = 0
            while x < width {
                let cell = self[x, y]
                defer { x += 1 }
                if cell.symbol.utf8.count == 1, cell.symbol.utf8.first! < 0x80 { continue }
                if cell.isContinuation {
                    self[x, y].symbol = " "
                    continue
                }
                self[x, y].symbol = ASCIIFallback.symbol(cell.symbol)
            }
        }
    }
}
