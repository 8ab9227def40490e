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
}
