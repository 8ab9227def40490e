extension AppLanguage {
    /// `english` in this language, gettext's way: the English text is the key of a row "ui:<English>" of
    /// ``TextTable`` (Resources/text.tsv), `{0}`, `{1}`… replaced by `arguments`; a whole number as the first argument chooses the form of its CLDR
    /// plural category where a language's text has forms ("one:{0} alerta|other:{0} alertas", ``PluralForms``). Falls back to the English itself
    /// where the table has no row; `TextTableCompletenessTests` finds every `localized("…")` of the sources in
    /// the table, in every language.
    public func localized(_ english: String, _ arguments: String...) -> String {
        localized(english, arguments: arguments)
    }

    /// ``localized(_:_:)`` with the arguments as an array.
    public func localized(_ english: String, arguments: [String]) -> String {
        // English reads its column too: a text may have forms there ("one:{0} day unavailable|other:…").
        let text = TextTable.text("ui:" + english, in: self) ?? english
        return PluralForms.fill(text, arguments, in: self)
    }

    /// `items` as a list, joined as the language joins them: "a, b, c"; "a、b、c" in Japanese and Chinese.
    public func list(_ items: [String]) -> String {
        guard var text = items.first else { return "" }
        for item in items.dropFirst() { text = localized("{0}, {1}", text, item) }
        return text
    }

    /// `text` with `aside` in brackets after it: "air quality (HTTP 500)"; full-width in Japanese and Chinese.
    public func aside(_ text: String, _ aside: String) -> String {
        localized("{0} ({1})", text, aside)
    }
}
