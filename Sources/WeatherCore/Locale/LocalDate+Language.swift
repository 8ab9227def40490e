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

extension LocalDateTime {
    /// "2:05 PM", "14:05"; on the 12-hour clock as `language` writes it (CLDR): "2:05 p. m.", "午後2:05", "下午2:05".
    /// English, and the pseudo-locale, keep the app's own "2:05 PM".
    public func clock(_ style: ClockStyle, in language: AppLanguage) -> String {
        guard style == .twelve, language != .en, language != .pseudo,
            let names = CLDRLanguageTable.languages[language]
        else { return clock(style) }
        return twelveHour(names.clock12, names)
    }

    /// "2 PM", "14:00", for hourly columns and the hour cursor; "2 p. m.", "午後2時" on the 12-hour clock.
    public func hourLabel(_ style: ClockStyle, in language: AppLanguage) -> String {
        guard style == .twelve, language != .en, language != .pseudo,
            let names = CLDRLanguageTable.languages[language]
        else { return hourLabel(style) }
        return twelveHour(names.hour12, names)
    }

    private func twelveHour(_ template: String, _ names: CLDRLanguageTable.Names) -> String {
        let minutes = minute < 10 ? "0\(minute)" : String(minute)
        let arguments = [String(hour % 12 == 0 ? 12 : hour % 12), minutes, hour < 12 ? names.am : names.pm]
        return PluralForms.fill(template, arguments + [String(hour % 12)], in: .en)
    }
}
