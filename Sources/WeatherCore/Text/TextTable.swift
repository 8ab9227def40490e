/// The app's own words in its eleven languages (issue 37), from Resources/text.tsv compiled in compressed: one row
/// a text (a ``Phrase``, a key hint as "hint:<English>", a help text as "help:<English>", a screen's text as
/// "ui:<English>", a WMO code as "condition:<code>"), one column a language, then where the words come from. A data
/// file rather than Swift literals, so a translator edits one table and the source of each string is written
/// beside it. Inflated and indexed once, on first use.
public enum TextTable {
    /// The file as compiled in.
    static let text = EmbeddedResource.text.inflatedText()

    /// Every row: its words in `AppLanguage.allCases`' order (the file's `#columns` line names them so; a test
    /// holds the two together).
    static let rows = TableRows(text, columns: AppLanguage.allCases.count)

    /// Row `key` in `language` (the pseudo-locale's from English's); nil when the table has no such row.
    public static func text(_ key: String, in language: AppLanguage) -> String? {
        if language == .pseudo { return text(key, in: .en).map(PseudoText.of) }
        guard let index = AppLanguage.allCases.firstIndex(of: language) else { return nil }
        return rows.field(key, index)
    }
}
