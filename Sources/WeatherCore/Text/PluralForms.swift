/// A table text with a form per CLDR plural category (issue 37): "one:{0} dzień temu|few:{0} dni temu|many:{0} dni
/// temu" (Polish has no short word for days that fits every number). The form of the count's category is chosen,
/// else "other", else the last one; a text with no forms is the same for every number.
enum PluralForms {
    /// The form of `text` for `count` in `language`.
    static func choose(_ text: String, count: Int?, in language: AppLanguage) -> String {
        guard text.contains("|") || PluralCategory.allCases.contains(where: { text.hasPrefix($0.rawValue + ":") })
        else { return text }
        var forms: [String: String] = [:]
        var last = text
        for part in text.split(separator: "|") {
            guard let colon = part.firstIndex(of: ":"), PluralCategory(rawValue: String(part[..<colon])) != nil
            else { continue }
            last = String(part[part.index(after: colon)...])
            forms[String(part[..<colon])] = last
        }
        guard !forms.isEmpty else { return text }
        let category = count.map { PluralCategory.of($0, in: language) } ?? .other
        return forms[category.rawValue] ?? forms["other"] ?? last
    }

    /// `template` with its plural form chosen by the first argument (when it is a whole number) and `arguments` put
    /// in place of `{0}`, `{1}`….
    static func fill(_ template: String, _ arguments: [String], in language: AppLanguage) -> String {
        var text = choose(template, count: arguments.first.flatMap { Int($0) }, in: language)
        for (index, argument) in arguments.enumerated() {
            text = text.replacing("{\(index)}", with: argument)
        }
        return text
    }
}
