#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the terminal can show: everything (braille, box drawing, arrows, symbols) or plain ASCII. Decided once at
/// launch (``atLaunch(environment:)``) and handed to rendering as state; nothing reads the environment while
/// drawing.
public enum TextMode: String, Hashable, Sendable, CaseIterable {
    case unicode, ascii

    /// The mode for a terminal type and a locale, a pure function of them.
    /// - Parameters:
    ///   - term: `TERM`. The Linux console (`linux`, `linux-16color`…) has a font without braille: ASCII.
    ///   - locale: the name the character type comes from (`LC_ALL`, else `LC_CTYPE`, else `LANG`), if any.
    ///   - codeset: the codeset the system gives that locale (`nl_langinfo(CODESET)`), nil when it is not
    ///     installed.
    /// - Returns: ASCII for the console and for a locale whose codeset is not UTF-8 (`en_US.ISO-8859-1`); Unicode
    ///   otherwise: no locale, `C` and `POSIX` (the app draws in UTF-8 then, as terminals expect), and a UTF-8
    ///   locale that is not installed.
    public static func decide(term: String?, locale: String?, codeset: String?) -> TextMode {
        if let term, term == "linux" || term.hasPrefix("linux-") { return .ascii }
        guard let locale, !locale.isEmpty, locale != "C", locale != "POSIX" else { return .unicode }
        if let codeset { return isUTF8(codeset) ? .unicode : .ascii }
        // Not installed: what the name says, if it says anything ("en_US.ISO-8859-1@euro"); else as today.
        guard let dot = locale.firstIndex(of: ".") else { return .unicode }
        let charset = locale[locale.index(after: dot)...].prefix { $0 != "@" }
        return charset.isEmpty || isUTF8(charset) ? .unicode : .ascii
    }

    /// The mode for this process: `TERM` and the locale variables from `environment`, and the codeset the
    /// system has for that locale. Call it once, at launch. It does not change the process's locale (it asks
    /// with `newlocale`), so it is safe beside a thread that is opening the terminal.
    public static func atLaunch(environment: (String) -> String?) -> TextMode {
        var locale: String?
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment(name), !value.isEmpty {
                locale = value
                break
            }
        }
        return decide(term: environment("TERM"), locale: locale, codeset: locale.flatMap(codeset(of:)))
    }

    /// The codeset the system gives `locale`, or nil when it has no such locale.
    static func codeset(of locale: String) -> String? {
        #if canImport(Glibc)
            guard let handle = newlocale(LC_CTYPE_MASK, locale, nil) else { return nil }
            defer { freelocale(handle) }
            guard let name = nl_langinfo_l(nl_item(CODESET), handle) else { return nil }
            return String(cString: name)
        #else
            return nil
        #endif
    }

    /// "UTF-8", "utf8", "UTF8" and the like.
    static func isUTF8(_ codeset: some StringProtocol) -> Bool {
        codeset.lowercased().filter { $0 != "-" && $0 != "_" } == "utf8"
    }
}
