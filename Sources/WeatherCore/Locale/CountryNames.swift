/// Countries' names in the app's language (issue 37): CLDR's territory names of the countries the world directory
/// names, rows "territory:<ISO code>" of ``CLDRLanguageTable`` (a language's cell empty where CLDR's English name
/// serves). In the nominative, CLDR's only case: sentences keep the country as a name of its own ("Elsewhere in
/// {0}"). English keeps the world directory's own names, as before.
public enum CountryNames {
    /// The country of `code` ("JP") in `language` ("Japon"); `english` (the world directory's name) in English, for
    /// a code CLDR does not name, and in the pseudo-locale (through ``PseudoText``).
    public static func name(code: String, english: String, in language: AppLanguage) -> String {
        switch language {
        case .en: return english
        case .pseudo: return PseudoText.of(english)
        default: break
        }
        guard let names = CLDRLanguageTable.rows["territory:" + code], !names.isEmpty,
            let column = AppLanguage.allCases.firstIndex(of: language), column < names.count
        else { return english }
        return names[column].isEmpty ? names[0] : names[column]
    }

    /// A country the app named in English ("Japan", as an alerts error carries it) in `language`: its code found
    /// among the world directory's names; the name as it is when none is.
    public static func name(english: String, in language: AppLanguage) -> String {
        guard language != .en else { return english }
        let names = WorldDirectory.shared.regions.countryNames
        guard let code = names.first(where: { $0.value == english })?.key else {
            return language == .pseudo ? PseudoText.of(english) : english
        }
        return name(code: code, english: english, in: language)
    }
}

extension Place {
    /// ``countryName`` in `language`: "Japon", "Vereinigte Staaten" (English's "the United States" is a phrase of
    /// its own; elsewhere the country is named bare).
    public func countryName(in language: AppLanguage) -> String {
        if language == .en { return countryName }
        return CountryNames.name(code: isInUS ? "US" : country, english: countryName, in: language)
    }
}
