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

    /// "Sat Nov 22, 10:15 AM", "11月22日(土) 10:15": the date and `time` joined as `language` joins them (CLDR's
    /// medium dateTimeFormat).
    public func withTime(_ time: String, in language: AppLanguage) -> String {
        let pattern = CLDRLanguageTable.languages[language]?.dateTime ?? "{1}, {0}"
        return pattern.replacing("{1}", with: weekdayMonthDay(in: language)).replacing("{0}", with: time)
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
