import FoundationEssentials

/// Why a directory lookup found no place. Each case has a sentence fit to show next to the prompt.
public enum ZipLookupError: Error, Hashable, Sendable {
    /// Not a ZIP code at all: letters in it, or the wrong number of digits. Carries the input (sanitised).
    case malformed(String)
    /// A well-formed ZIP code that does not exist, with the numerically nearest real ones.
    case notFound(zip: String, nearest: [Place])
    /// A place name that matches nothing in the directory.
    case noMatch(String)

    /// The sentence in English.
    public var message: String { message(in: .en) }

    /// The sentence in `language`: Home's prompt line, `now`'s and `lookup`'s stderr.
    public func message(in language: AppLanguage) -> String {
        switch self {
        case .malformed(let input):
            return language.localized(
                "“{0}” is not a ZIP code: a ZIP code is 5 digits, like 10001 or 10001-1234.", input)
        case .notFound(let zip, let nearest):
            let suggestions = nearest.prefix(3).map { language.aside($0.zip, $0.displayName) }
            return suggestions.isEmpty
                ? language.localized("There is no ZIP code {0}.", zip)
                : language.localized(
                    "There is no ZIP code {0}. Nearest: {1}.", zip, language.list(suggestions))
        case .noMatch(let query):
            return language.localized("No place matches “{0}”.", query)
        }
    }

    /// The user's input made safe to echo: control characters dropped, length capped.
    static func sanitised(_ input: String) -> String {
        let printable = input.unicodeScalars.filter {
            $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) && !$0.properties.isDefaultIgnorableCodePoint
        }
        let text = String(String.UnicodeScalarView(printable)).trimmed
        return text.count > 40 ? String(text.prefix(39)) + "…" : text
    }
}

/// The embedded or supplied directory data could not be read.
public enum ZipDirectoryLoadError: Error, Hashable, Sendable {
    case corrupt(String)
}
