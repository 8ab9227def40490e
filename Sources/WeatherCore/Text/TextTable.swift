import CResources

/// The app's own words in its eleven languages (issue 37), from Resources/text.tsv compiled in as text: one row a
/// text (a ``Phrase``, a key hint as "hint:<English>", a WMO code as "condition:<code>"), one column a language,
/// then where the words come from. A data file rather than Swift literals, so a translator edits one table and the
/// source of each string is written beside it. Read once, on first use.
public enum TextTable {
    /// The file as compiled in.
    static let text = String(
        decoding: UnsafeRawBufferPointer(start: lw_text_tsv(), count: lw_text_tsv_size()), as: UTF8.self)

    /// Every row: its words in `AppLanguage.allCases`' order (the file's `#columns` line names them so; a test
    /// holds the two together).
    static let rows: [String: [String]] = parse(text)

    /// Row `key` in `language`; nil when the table has no such row.
    public static func text(_ key: String, in language: AppLanguage) -> String? {
        if language == .pseudo { return text(key, in: .en).map(PseudoText.of) }
        guard let words = rows[key], let index = AppLanguage.allCases.firstIndex(of: language), index < words.count
        else { return nil }
        return words[index]
    }

    /// The rows of text in Resources/text.tsv's format: `#` lines skipped; a row's key, then one column a language.
    static func parse(_ text: String) -> [String: [String]] {
        var rows: [String: [String]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count > AppLanguage.allCases.count else { continue }
            rows[fields[0]] = Array(fields[1...AppLanguage.allCases.count])
        }
        return rows
    }
}
