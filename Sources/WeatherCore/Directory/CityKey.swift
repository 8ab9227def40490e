import FoundationEssentials

/// The normalised form city names are indexed and searched by: accents removed, lower case, letters and digits
/// only, and common abbreviations spelled out ("St. Louis" = "Saint Louis"). Must match `city_key` in
/// scripts/place_keys.py, by which generate_resources.py writes the keys of Resources/zip-cities.tsv.
enum CityKey {
    static let abbreviations = ["st": "saint", "ste": "sainte", "ft": "fort", "mt": "mount"]

    /// The lower-case ASCII words of `text`, accents and punctuation removed.
    static func words(_ text: Substring) -> [String] {
        var words: [String] = []
        var current = ""
        func take(_ scalar: Unicode.Scalar) {
            switch scalar {
            case "a"..."z", "0"..."9": current.unicodeScalars.append(scalar)
            case "A"..."Z": current.unicodeScalars.append(Unicode.Scalar(scalar.value + 32)!)
            default:
                if !current.isEmpty { words.append(current) }
                current = ""
            }
        }
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            text.unicodeScalars.forEach(take)
        } else {
            for scalar in text.unicodeScalars {
                folded(scalar).unicodeScalars.forEach(take)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// A letter with its accents taken off, as NFKD then dropping combining marks would (the generator's
    /// `city_key` does that in Python): "ñ" is "n", a full-width "Ａ" "a". The standard library has no normalisation,
    /// so the Latin letters with diacritics (U+00C0 to U+024F, U+1E00 to U+1EFF) come from tables made with Python's `unicodedata`;
    /// combining marks fold to nothing; anything else stays itself, lower-cased.
    static func folded(_ scalar: Unicode.Scalar) -> String {
        let value = scalar.value
        if value < 0x80 { return String(scalar) }
        if (0xC0..<0x250).contains(value), case let base = latinBases[Int(value - 0xC0)], base != "-" {
            return String(base)
        }
        if (0x1E00..<0x1F00).contains(value), case let base = latinExtendedAdditional[Int(value - 0x1E00)], base != "-"
        {
            return String(base)
        }
        if (0xFF01...0xFF5E).contains(value), let ascii = Unicode.Scalar(value - 0xFF01 + 0x21) {
            return String(ascii).lowercased()
        }
        let properties = scalar.properties
        if properties.canonicalCombiningClass.rawValue != 0 || properties.generalCategory == .nonspacingMark {
            return ""
        }
        return properties.lowercaseMapping
    }

    /// The NFKD base letters, lower-cased, of U+00C0...U+024F in order, then the generator's explicit letter folds
    /// (place_keys.py LETTER_FOLDS: Æ→ae, Ø→o, ß→ss, Ł→l, Đ→d, Þ→th, ı→i…, which NFKD leaves whole) so "lodz"
    /// finds Łódź; "-" where there is none (a key keeps only a-z and 0-9, so those separate words).
    private static let latinBases: [Substring] = """
        a a a a a a ae c e e e e i i i i d n o o o o o - o u u u u y th ss a a a a a a ae c e e e e i i i i d n o o
        o o o - o u u u u y th y a a a a a a c c c c c c c c d d d d e e e e e e e e e e g g g g g g g g h h h h i i
        i i i i i i i i ij ij j j k k - l l l l l l l l l l n n n n n n n - - o o o o o o oe oe r r r r r r s s s s
        s s s s t t t t - - u u u u u u u u u u u u w w y y y z z z z z z s - - - - - - - - - - - - - - - - - - - -
        - - - - - - - - - - - - o o - - - - - - - - - - - - - u u - - - - - - - - - - - - - - - - - - - dz dz dz lj
        lj lj nj nj nj a a i i o o u u u u u u u u u u - a a a a ae ae - - g g k k o o o o - - j dz dz dz g g - - n
        n a a ae ae o o a a a a e e e e i i i i o o o o r r r r u u u u s s t t - - h h - - - - - - a a e e o o o o
        o o o o y y - - - - - - - - - - - - - - - - - - - - - - - - - - - -
        """.split(whereSeparator: \.isWhitespace)

    /// The same for U+1E00...U+1EFF, the Latin letters with two accents (Vietnamese "ộ", "ạ") and a few more.
    private static let latinExtendedAdditional: [Substring] = """
        a a b b b b b b c c d d d d d d d d d d e e e e e e e e e e f f g g h h h h h h h h h h i i i i k k k k k k
        l l l l l l l l m m m m m m n n n n n n n n o o o o o o o o p p p p r r r r r r r r s s s s s s s s s s t t
        t t t t t t u u u u u u u u u u v v v v w w w w w w w w w w x x x x y y z z z z z z h t w y - s - - ss - a a
        a a a a a a a a a a a a a a a a a a a a a a e e e e e e e e e e e e e e e e i i i i o o o o o o o o o o o o
        o o o o o o o o o o o o u u u u u u u u u u u u u u y y y y y y y y - - - - - -
        """.split(whereSeparator: \.isWhitespace)

    /// The key of a complete name, or, with `partialLast`, of one still being typed: its last word is left
    /// unexpanded so "st" still finds "Sterling".
    static func key(_ words: some Collection<String>, partialLast: Bool = false) -> String {
        var key = ""
        for (index, word) in words.enumerated() {
            let isLast = index == words.count - 1
            key += (partialLast && isLast) ? word : (abbreviations[word] ?? word)
        }
        return key
    }

    static func key(_ text: String) -> String { key(words(text[...])) }
}

extension StringProtocol {
    /// The name's words as the directory keys them: lower-case a-z and 0-9, accents off, the usual abbreviations
    /// spelled out ("St. Louis" → ["saint", "louis"]).
    public var searchWords: [String] {
        CityKey.words(Substring(self)).map { CityKey.abbreviations[$0] ?? $0 }
    }
}
