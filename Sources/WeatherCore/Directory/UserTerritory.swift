/// The user's own country, from the locale: search weighs its places up. The caller reads the environment and
/// passes this in, so the directory stays a pure function of its arguments (and tests choose a territory).
public struct UserTerritory: Hashable, Sendable {
    /// ISO 3166-1 alpha-2, upper case ("GB").
    public let code: String

    /// nil unless `code` is two ASCII letters.
    public init?(code: String) {
        let letters = Array(code.utf8)
        guard letters.count == 2, letters.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) })
        else { return nil }
        self.code = code.uppercased()
    }

    /// The territory of a POSIX locale name: "en_GB.UTF-8" and "de_CH@euro" → GB, CH; "C", "POSIX", "C.UTF-8",
    /// "en" and "es_419" (a region, not a country) → nil.
    public init?(locale: String) {
        let name = locale.prefix { $0 != "." && $0 != "@" }
        guard let underscore = name.firstIndex(of: "_") else { return nil }
        self.init(code: String(name[name.index(after: underscore)...]))
    }

    /// As the C library decides which locale names messages: LC_ALL, else LC_MESSAGES, else LANG, the first that
    /// is set and not empty; that one alone says (LC_ALL=C means no territory, whatever LANG says).
    public init?(environment: [String: String]) {
        guard
            let name = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: {
                !$0.isEmpty
            })
        else { return nil }
        self.init(locale: name)
    }

    /// How much more a place in this country counts when ranking by population.
    static let weight = 10
}
