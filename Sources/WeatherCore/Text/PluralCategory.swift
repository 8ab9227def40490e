/// CLDR's cardinal plural categories (issue 37): which form of a counted word a language uses for a number ("1 day",
/// "2 days"; Polish "1 dzień", "2 dni", "5 dni"). Only whole numbers are counted in the app, so only the rules'
/// integer parts are here; CLDRLanguageTable keeps CLDR's rule text and babel's categories of sample numbers, and
/// scripts/locale_table.py checks its copy of these rules against babel's for 0...1000 and some millions.
public enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other

    /// The category of `n` in `language` (CLDR 47's cardinal rules for integers: v = 0, e = 0; a negative number
    /// takes its magnitude's).
    public static func of(_ n: Int, in language: AppLanguage) -> PluralCategory {
        let n = n.magnitude
        let million = n != 0 && n % 1_000_000 == 0
        switch language {
        case .en, .de, .nl, .pseudo:
            return n == 1 ? .one : .other
        case .es, .it:
            // "many": e = 0 and i != 0 and i % 1000000 = 0 ("1 millón de días").
            return n == 1 ? .one : million ? .many : .other
        case .fr, .pt:
            // "one": i in 0..1, so 0 too ("0 jour").
            return n <= 1 ? .one : million ? .many : .other
        case .pl:
            if n == 1 { return .one }
            return slavicFew(n) ? .few : .many
        case .ru:
            if n % 10 == 1 && n % 100 != 11 { return .one }
            return slavicFew(n) ? .few : .many
        case .ja, .zh:
            return .other
        }
    }

    /// Polish and Russian "few": i % 10 in 2..4 and i % 100 not in 12..14 (2, 3, 4, 22, 103; not 12).
    private static func slavicFew(_ n: UInt) -> Bool {
        (2...4).contains(n % 10) && !(12...14).contains(n % 100)
    }
}
