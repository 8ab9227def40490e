/// A table text with a form per CLDR plural category (issue 37): "one:{0} dzień temu|few:{0} dni temu|many:{0} dni
/// temu" (Polish has no short word for days that fits every number). The form of the count's category is chosen,
/// else "other", else the last one; a text with no forms is the same for every number.
enum PluralForms {
    /// The forms of a text that has them, each with its category's name ("one", "few"…); nil for a text with none.
    static func forms(_ text: String) -> [(category: String, text: Substring)]? {
        guard text.contains("|") || PluralCategory.allCases.contains(where: { text.hasPrefix($0.rawValue + ":") })
        else { return nil }
        let forms = text.split(separator: "|").compactMap { part -> (category: String, text: Substring)? in
            guard let colon = part.firstIndex(of: ":"), PluralCategory(rawValue: String(part[..<colon])) != nil
            else { return nil }
            return (String(part[..<colon]), part[part.index(after: colon)...])
        }
        return forms.isEmpty ? nil : forms
    }

    /// The form of `text` for `count` in `language`.
    static func choose(_ text: String, count: Int?, in language: AppLanguage) -> String {
        guard let forms = forms(text) else { return text }
        let category = count.map { PluralCategory.of($0, in: language) } ?? .other
        let chosen =
            forms.first { $0.category == category.rawValue } ?? forms.first { $0.category == "other" } ?? forms.last
        return chosen.map { String($0.text) } ?? text
    }

    /// `template` with its plural form chosen by the first argument (when it is a whole number) and `arguments` put
    /// in place of `{0}`, `{1}`… in one pass: an argument's own text is never read for placeholders.
    static func fill(_ template: String, _ arguments: [String], in language: AppLanguage) -> String {
        let text = choose(template, count: arguments.first.flatMap { Int($0) }, in: language)
        guard !arguments.isEmpty, text.contains("{") else { return text }
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let index = Int(rest[afterOpen..<close]),
                arguments.indices.contains(index)
            {
                result += arguments[index]
                rest = rest[rest.index(after: close)...]
            } else {
                result.append("{")
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }
}
