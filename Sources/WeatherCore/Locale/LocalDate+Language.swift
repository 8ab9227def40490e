/// A date's names in the app's language, from CLDR (``CLDRLanguageTable``): the format forms, which are the ones a
/// date is written with ("22 listopada", not "listopad").
extension LocalDate {
    /// "Sat", "Sa.", "sáb.", "土".
    public func weekdayShort(in language: AppLanguage) -> String {
        CLDRLanguageTable.languages[language]?.weekdaysAbbreviated[weekday] ?? weekdayShort
    }

    /// "Nov", "Nov.", "lis", "11月".
    public func monthShort(in language: AppLanguage) -> String {
        CLDRLanguageTable.languages[language]?.monthsAbbreviated[month - 1] ?? String(monthDay.prefix(3))
    }

    /// "Sat Nov 22", "Sa., 22. Nov.", "11月22日(土)".
    public func weekdayMonthDay(in language: AppLanguage) -> String {
        Phrase.weekdayMonthDay(language, weekdayShort(in: language), monthShort(in: language), String(day))
    }

    /// "22 Nov", "22. Nov.", "11月22日".
    public func dayMonth(in language: AppLanguage) -> String {
        Phrase.dayMonth(language, String(day), monthShort(in: language))
    }
}

extension LocalDate {
    /// `language`'s short (format, abbreviated) weekday names, Sunday first: what ``weekdayShort(in:)`` says.
    public static func weekdayNames(in language: AppLanguage) -> [String] {
        CLDRLanguageTable.languages[language]?.weekdaysAbbreviated ?? ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    }
}
