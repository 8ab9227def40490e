/// The rows of a language table (Resources/text.tsv, cldr-languages.tsv) by their first field, each kept as a slice
/// of the table's one text: a row's fields are split when asked for, so the eleven languages' words are not each a
/// string of their own in memory (a few hundred KB otherwise, on screens whose every MiB is counted). `#` lines are
/// notes; a row with fewer than `columns` fields after its key is left out.
struct TableRows: Sendable {
    private let lines: [Substring: Substring]
    let columns: Int

    init(_ text: String, columns: Int) {
        var lines: [Substring: Substring] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            let rest = line[line.index(after: tab)...]
            guard rest.count(where: { $0 == "\t" }) + 1 >= columns else { continue }
            lines[line[..<tab]] = rest
        }
        self.lines = lines
        self.columns = columns
    }

    /// Row `key`'s first `columns` fields.
    subscript(key: String) -> [String]? {
        lines[Substring(key)].map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).prefix(columns).map(String.init)
        }
    }

    /// Field `column` of row `key` (0 is the first after the key); nil past `columns` or without the row.
    func field(_ key: String, _ column: Int) -> String? {
        guard column >= 0, column < columns, let line = lines[Substring(key)] else { return nil }
        return line.split(separator: "\t", maxSplits: column + 1, omittingEmptySubsequences: false)
            .dropFirst(column).first.map(String.init)
    }

    /// Every row's key.
    var keys: [String] { lines.keys.map(String.init) }

    var count: Int { lines.count }
}
