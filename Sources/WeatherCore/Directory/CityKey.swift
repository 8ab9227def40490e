import Foundation

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
            // NFKD, then drop combining marks (as Python's unicodedata.combining), then lower-case.
            for scalar in String(text).decomposedStringWithCompatibilityMapping.unicodeScalars
            where scalar.properties.canonicalCombiningClass.rawValue == 0 {
                scalar.properties.lowercaseMapping.unicodeScalars.forEach(take)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
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
