import FoundationEssentials

/// The normalised form city names are indexed and searched by: accents removed, lower case, letters and digits
/// only, and common abbreviations spelled out ("St. Louis" = "Saint Louis"). Must match `city_key` in
/// scripts/generate_resources.py, which writes the keys of Resources/zip-cities.tsv.
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
    /// `city_key` does that in Python): "ñ" is "n", "Æ" "ae", a full-width "Ａ" "a". The standard library has no
    /// normalisation, but every Latin letter's Unicode name says what it is built on ("LATIN SMALL LETTER N WITH
    /// TILDE"). Combining marks fold to nothing; anything else stays itself, lower-cased.
    static func folded(_ scalar: Unicode.Scalar) -> String {
        guard scalar.value >= 0x80 else { return String(scalar) }
        let properties = scalar.properties
        if properties.canonicalCombiningClass.rawValue != 0 || properties.generalCategory == .nonspacingMark {
            return ""
        }
        if let name = properties.name,
            let match = name.firstMatch(
                of: /^(?:FULLWIDTH )?LATIN (?:SMALL|CAPITAL) (?:LETTER|LIGATURE) ([A-Z]{1,2})(?: WITH .*)?$/)
        {
            return match.1.lowercased()
        }
        return properties.lowercaseMapping
    }

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
    /// Lower case with accents taken off ("Cañon City" → "canon city"), as the directory's keys are built.
    public var foldedForSearch: String {
        var out = String.UnicodeScalarView()
        for scalar in unicodeScalars { out.append(contentsOf: CityKey.folded(scalar).lowercased().unicodeScalars) }
        return String(out)
    }
}
