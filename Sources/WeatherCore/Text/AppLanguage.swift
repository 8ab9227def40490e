/// The language the app speaks (issue 37): English and the ten it is to be translated into. Chosen by `--lang`,
/// else the `language` setting, else the environment as gettext reads it (``fromEnvironment(_:)``); it also names
/// the language asked of the geocoder and preferred among an alert's CAP blocks (``contentLanguage(_:chosen:environment:)``).
public enum AppLanguage: String, CaseIterable, Codable, Sendable {
    case en, de, fr, es, it, pt, nl, pl, ru, ja, zh
    /// The pseudo-locale (`--lang qps-ploc`, Microsoft's name for it): every text of the app's tables bracketed,
    /// accented and lengthened by a third (``PseudoText``), so that English nobody put in the table, and layouts
    /// that break on longer words, show. Not one of the languages offered; its names and rules are English's.
    case pseudo = "qps"

    /// The languages the app speaks, in the tables' column order (the pseudo-locale is not one).
    public static let allCases: [AppLanguage] = [.en, .de, .fr, .es, .it, .pt, .nl, .pl, .ru, .ja, .zh]

    /// "de", "de_DE", "pt-BR", "zh_CN", "zh-Hans", "de_DE.UTF-8@euro": the language of a locale name or a value of
    /// `--lang`, `.codeset` and `@modifier` dropped; nil for a language the app does not have, and for Chinese in
    /// traditional characters (`zh_TW`, `zh_HK`, `zh_Hant`: the table is Simplified Chinese).
    public init?(code: String) {
        let name = code.prefix { $0 != "." && $0 != "@" }
        let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
        guard let first = parts.first, let language = AppLanguage(rawValue: first) else { return nil }
        if language == .zh, parts.dropFirst().contains(where: { ["tw", "hk", "mo", "hant"].contains($0) }) {
            return nil
        }
        self = language
    }

    /// The locale that names messages, as the C library decides: LC_ALL, else LC_MESSAGES, else LANG (the first
    /// set and not empty); "" when none is.
    public static func messagesLocale(_ environment: [String: String]) -> String {
        ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    }

    /// Whether a messages locale is the C library's own ("", "C", "POSIX", "C.UTF-8"…): English, `LANGUAGE` ignored.
    static func isPlainC(_ locale: String) -> Bool {
        locale.isEmpty || locale == "C" || locale == "POSIX" || locale.hasPrefix("C.")
    }

    /// As gettext chooses: English under the C locale (whatever `LANGUAGE` says); else the first entry of
    /// `LANGUAGE` (a colon list) the app has, else the messages locale's language, else English.
    public static func fromEnvironment(_ environment: [String: String]) -> AppLanguage {
        let locale = messagesLocale(environment)
        guard !isPlainC(locale) else { return .en }
        let listed = (environment["LANGUAGE"] ?? "").split(separator: ":").lazy.compactMap {
            AppLanguage(code: String($0))
        }
        return listed.first ?? AppLanguage(code: locale) ?? .en
    }

    /// `--lang` beats the setting, which beats the environment: `--lang auto` is the environment's whatever is
    /// saved; a setting of `auto` (nil) defers to the environment.
    public static func resolve(
        option: LanguageChoice?, setting: AppLanguage?, environment: [String: String]
    ) -> AppLanguage {
        switch option {
        case .language(let language)?: language
        case .auto?: fromEnvironment(environment)
        case nil: setting ?? fromEnvironment(environment)
        }
    }

    /// The ISO 639 code asked of the geocoder and preferred among an alert's languages: the app's language, or,
    /// when the app fell back to English for a language it has no table for (a Bosnian or Greek locale), that
    /// language, so place names and alerts still come in it. An explicit choice (`chosen`) is taken as it is.
    public static func contentLanguage(
        _ language: AppLanguage, chosen: Bool, environment: [String: String]
    ) -> String {
        // The pseudo-locale's words are English underneath: so are its places and alerts.
        if language == .pseudo { return "en" }
        guard language == .en, !chosen else { return language.rawValue }
        let locale = messagesLocale(environment)
        let code = locale.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }.lowercased()
        guard !isPlainC(locale), (2...3).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isLetter }),
            AppLanguage(code: locale) == nil
        else { return "en" }
        return code
    }

    /// The content language from the environment alone, with no choice or setting.
    public static func contentLanguage(environment: [String: String]) -> String {
        contentLanguage(fromEnvironment(environment), chosen: false, environment: environment)
    }

    /// The values `--lang` and the `language` setting take, for help and errors: "en de fr … zh or auto".
    public static let valuesText = allCases.map(\.rawValue).joined(separator: " ") + " or auto"
}

/// A value of `--lang` or of the `language` setting: a language, or `auto` (the environment's).
public enum LanguageChoice: Hashable, Sendable {
    case auto
    case language(AppLanguage)

    /// "auto", or a language code with or without its region ("de", "pt_BR", "zh-CN"); nil for anything else.
    public init?(argument: String) {
        if argument.lowercased() == "auto" {
            self = .auto
        } else if let language = AppLanguage(code: argument) {
            self = .language(language)
        } else {
            return nil
        }
    }

    /// The language chosen; nil for `auto`.
    public var language: AppLanguage? {
        if case .language(let language) = self { language } else { nil }
    }
}
