/// Reads a ZIP code as people type or paste it: `10001`, ` 10001 `, `10001-1234`, `10001 1234`, `100011234`.
enum ZipInput {
    /// The 5-digit ZIP, or `.malformed`. With `allowPartialPlusFour`, a ZIP+4 still being typed (`10001-12`)
    /// also counts, for type-ahead.
    static func parse(_ input: String, allowPartialPlusFour: Bool = false) throws(ZipLookupError) -> String {
        let text = Array(
            input.unicodeScalars.drop(while: \.properties.isWhitespace).reversed()
                .drop(while: \.properties.isWhitespace).reversed())
        guard text.count >= 5, text.prefix(5).allSatisfy(isDigit) else {
            throw .malformed(ZipLookupError.sanitised(input))
        }
        let zip = String(String.UnicodeScalarView(text.prefix(5)))
        let rest = text.dropFirst(5)
        if rest.isEmpty || (rest.count == 4 && rest.allSatisfy(isDigit)) { return zip }
        let separator = rest.prefix { $0 == "-" || $0.properties.isWhitespace }
        let plusFour = rest.dropFirst(separator.count)
        let plusFourOK =
            plusFour.allSatisfy(isDigit)
            && (plusFour.count == 4 || (allowPartialPlusFour && plusFour.count < 4))
        guard !separator.isEmpty, separator.filter({ $0 == "-" }).count <= 1, plusFourOK else {
            throw .malformed(ZipLookupError.sanitised(input))
        }
        return zip
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// Whether the input is meant as a ZIP code: it begins with digits and holds no space-separated words, so
    /// "29 Palms" is a place name but "1000a" is a (malformed) ZIP.
    static func looksLikeZip(_ input: String) -> Bool {
        let trimmed = input.unicodeScalars.drop(while: \.properties.isWhitespace)
        guard let first = trimmed.first, isDigit(first) else { return false }
        let firstWord = trimmed.prefix { !$0.properties.isWhitespace && $0 != "," }
        if !firstWord.allSatisfy({ isDigit($0) || $0 == "-" }) { return true }  // "1000a", "10001a"
        let others = trimmed.dropFirst(firstWord.count)
        return others.allSatisfy { isDigit($0) || $0 == "-" || $0.properties.isWhitespace }
    }
}
