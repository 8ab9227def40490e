/// The pseudo-locale's text (issue 37): "Feels like" → "⟦Fééłš łíķé⟧" lengthened by a third. Every letter is
/// accented, so a word of plain ASCII letters on a pseudo-locale screen is one that never went through the tables;
/// the brackets show where a text was cut without "…"; the length shows the layouts that hold only English.
/// Placeholders ("{0}") are kept.
public enum PseudoText {
    /// Accented look-alikes of the ASCII letters, a…z then A…Z.
    static let accented = Array("áƀçďéƒğĥíĵķłɱñóƥʠřšťúʋŵẋýžÁƁÇĎÉƑĞĤÍĴĶŁṀÑÓƤɊŘŠŤÚƲŴẊÝŽ")
    static let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

    /// A text with plural forms keeps them, each made pseudo ("one:⟦…⟧|other:⟦…⟧").
    public static func of(_ text: String) -> String {
        guard let forms = PluralForms.forms(text) else { return bracketed(text) }
        return forms.map { $0.category + ":" + bracketed(String($0.text)) }.joined(separator: "|")
    }

    private static func bracketed(_ text: String) -> String {
        var result = "⟦"
        var inPlaceholder = false
        var letters = 0
        for character in text {
            if character == "{" { inPlaceholder = true }
            if !inPlaceholder, let index = plain.firstIndex(of: character) {
                result.append(accented[index])
                letters += 1
            } else {
                result.append(character)
            }
            if character == "}" { inPlaceholder = false }
        }
        // The brackets count towards the third.
        let padding = max(0, (text.count + 2) / 3 - 2)
        return result + String(repeating: "~", count: padding) + "⟧"
    }
}
