/// Each app language's calendar names, number symbols and cardinal plural rules (issue 37), from CLDR 47 (PyPI's
/// babel) but for yesterday, today and tomorrow, which babel does not keep: CLDR 41's day field (Debian's
/// unicode-cldr-core). Portuguese is CLDR's pt (Brazil's), Chinese its zh (Simplified). Read from
/// Resources/cldr-languages.tsv, which scripts/locale_table.py generates at `make resources`, compiled in as text.
enum CLDRLanguageTable {
    /// One language's names and symbols; a date's format forms and the stand-alone forms (a heading, a calendar's
    /// column) differ in some languages, as Polish and Russian months do.
    struct Names: Sendable {
        /// Weekdays, Sunday first, and months, January first: format and stand-alone, abbreviated and wide (the
        /// format months are genitive in Polish and Russian: "stycznia", where stand-alone says "styczeń").
        let weekdaysAbbreviated, weekdaysWide, standaloneWeekdaysAbbreviated, standaloneWeekdaysWide: [String]
        let monthsAbbreviated, monthsWide, standaloneMonthsAbbreviated, standaloneMonthsWide: [String]
        /// The decimal and grouping separators (latn digits): ",", ".", or a no-break space.
        let decimal, group: String
        /// How a date ({1}) and a time ({0}) are joined: CLDR's medium dateTimeFormat, "{1}, {0}" or "{1} {0}".
        let dateTime: String
        /// The 12-hour clock's templates, from CLDR's "hm" and "h" patterns: {0} the hour 1–12, {3} the hour 0–11
        /// (Japanese's "午後0:15"), {1} the minutes, {2} the day period, ``am`` or ``pm``.
        let clock12, hour12, am, pm: String
        /// The day field's relative -1, 0 and 1.
        let yesterday, today, tomorrow: String
        /// CLDR's cardinal plural rules by category, "other" being the rest: for reference only,
        /// ``PluralCategory/of(_:in:)`` applies them.
        let pluralRules: [String: String]
        /// CLDR's short unit patterns by the app's unit names ("kmh": "{0} км/ч", "mm": "{0}毫米").
        let units: [String: String]

        /// The pseudo-locale's: these names through ``PseudoText``, the symbols and rules as they are.
        var pseudo: Names {
            let names = { (list: [String]) in list.map(PseudoText.of) }
            return Names(
                weekdaysAbbreviated: names(weekdaysAbbreviated), weekdaysWide: names(weekdaysWide),
                standaloneWeekdaysAbbreviated: names(standaloneWeekdaysAbbreviated),
                standaloneWeekdaysWide: names(standaloneWeekdaysWide), monthsAbbreviated: names(monthsAbbreviated),
                monthsWide: names(monthsWide), standaloneMonthsAbbreviated: names(standaloneMonthsAbbreviated),
                standaloneMonthsWide: names(standaloneMonthsWide), decimal: decimal, group: group,
                dateTime: dateTime, clock12: clock12, hour12: hour12, am: am, pm: pm,
                yesterday: PseudoText.of(yesterday), today: PseudoText.of(today),
                tomorrow: PseudoText.of(tomorrow),
                pluralRules: pluralRules, units: units)
        }
    }

    /// The table's rows: a field, then its value in each language.
    static let rows = TableRows(EmbeddedResource.cldrLanguages.inflatedText(), columns: AppLanguage.allCases.count)

    /// Every AppLanguage's names.
    static let languages: [AppLanguage: Names] = tableLanguages.merging(
        [.pseudo: tableLanguages[.en].map(\.pseudo)].compactMapValues { $0 }
    ) { table, _ in table }

    /// The languages of the table's columns.
    static let tableLanguages: [AppLanguage: Names] = Dictionary(
        uniqueKeysWithValues: AppLanguage.allCases.enumerated().map { column, language in
            let value = { (field: String) in rows.field(field, column) ?? "" }
            let list = { (field: String) in value(field).split(separator: "|").map(String.init) }
            let rules = ["zero", "one", "two", "few", "many"].compactMap { category in
                value("plural." + category).isEmpty ? nil : (category, value("plural." + category))
            }
            return (
                language,
                Names(
                    weekdaysAbbreviated: list("weekdaysAbbreviated"), weekdaysWide: list("weekdaysWide"),
                    standaloneWeekdaysAbbreviated: list("standaloneWeekdaysAbbreviated"),
                    standaloneWeekdaysWide: list("standaloneWeekdaysWide"),
                    monthsAbbreviated: list("monthsAbbreviated"), monthsWide: list("monthsWide"),
                    standaloneMonthsAbbreviated: list("standaloneMonthsAbbreviated"),
                    standaloneMonthsWide: list("standaloneMonthsWide"), decimal: value("decimal"),
                    group: value("group"), dateTime: value("dateTime"), clock12: value("clock12"),
                    hour12: value("hour12"), am: value("am"), pm: value("pm"), yesterday: value("yesterday"),
                    today: value("today"),
                    tomorrow: value("tomorrow"), pluralRules: Dictionary(uniqueKeysWithValues: rules),
                    units: Dictionary(
                        uniqueKeysWithValues: rows.keys.filter { $0.hasPrefix("unit.") }.map {
                            (String($0.dropFirst("unit.".count)), value($0))
                        }))
            )
        })

    /// Babel's cardinal categories of 0...30, 100...125 and 1,000,000 per language, for testing
    /// ``PluralCategory/of(_:in:)``.
    static let pluralSamples: [AppLanguage: [Int: String]] = Dictionary(
        uniqueKeysWithValues: AppLanguage.allCases.enumerated().map { column, language in
            let samples = rows.keys.compactMap { key -> (Int, String)? in
                guard key.hasPrefix("plural:"), let n = Int(key.dropFirst("plural:".count)),
                    let category = rows.field(key, column)
                else { return nil }
                return (n, category)
            }
            return (language, Dictionary(uniqueKeysWithValues: samples))
        })
}
