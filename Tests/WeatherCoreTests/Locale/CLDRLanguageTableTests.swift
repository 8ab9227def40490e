import Testing

@testable import WeatherCore

/// The generated language table (scripts/locale_table.py) and the hand-written plural rules it checks.
@Suite struct CLDRLanguageTableTests {
    private static func names(_ language: AppLanguage) throws -> CLDRLanguageTable.Names {
        try #require(CLDRLanguageTable.languages[language])
    }

    /// Every AppLanguage has 7 weekdays and 12 months in each form, none empty, and its symbols and day words.
    /// Data from CLDR 47 via babel 2.18.0.
    @Test(arguments: AppLanguage.allCases)
    func everyLanguageHasNames(language: AppLanguage) throws {
        let names = try Self.names(language)
        let weekdays = [
            names.weekdaysAbbreviated, names.weekdaysWide, names.standaloneWeekdaysAbbreviated,
            names.standaloneWeekdaysWide,
        ]
        let months = [
            names.monthsAbbreviated, names.monthsWide, names.standaloneMonthsAbbreviated, names.standaloneMonthsWide,
        ]
        for form in weekdays {
            #expect(form.count == 7 && form.allSatisfy { !$0.isEmpty })
        }
        for form in months {
            #expect(form.count == 12 && form.allSatisfy { !$0.isEmpty })
        }
        let words = [names.decimal, names.group, names.yesterday, names.today, names.tomorrow]
        #expect(words.allSatisfy { !$0.isEmpty })
        #expect(CLDRLanguageTable.pluralSamples[language]?.isEmpty == false)
    }

    /// Weekdays are Sunday first, months January first. Data from CLDR 47 via babel 2.18.0.
    @Test func weekdaysAndMonths() throws {
        #expect(try Self.names(.de).weekdaysWide[1] == "Montag")
        #expect(try Self.names(.de).weekdaysWide[0] == "Sonntag")
        #expect(try Self.names(.fr).monthsWide[0] == "janvier")
    }

    /// Polish and Russian months: genitive in a date (format), nominative alone (stand-alone).
    /// Data from CLDR 47 via babel 2.18.0.
    @Test func genitiveMonths() throws {
        #expect(try Self.names(.pl).monthsWide[0] == "stycznia")
        #expect(try Self.names(.pl).standaloneMonthsWide[0] == "styczeń")
        #expect(try Self.names(.ru).monthsWide[0] == "января")
        #expect(try Self.names(.ru).standaloneMonthsWide[0] == "январь")
    }

    /// German writes a decimal comma. Data from CLDR 47 via babel 2.18.0.
    @Test func decimalSymbol() throws {
        #expect(try Self.names(.de).decimal == ",")
        #expect(try Self.names(.en).decimal == ".")
    }

    /// Japanese "today". Data from CLDR via babel 2.18.0's build (babel keeps no relative day names: these three
    /// words are CLDR 41's, from Debian's unicode-cldr-core, the script's other input).
    @Test func relativeDays() throws {
        #expect(try Self.names(.ja).today == "今日")
        #expect(try Self.names(.en).yesterday == "yesterday")
        #expect(try Self.names(.de).tomorrow == "morgen")
    }

    /// PluralCategory.of agrees with babel's categories of 0...30, 100...125 and 1,000,000 in every language.
    /// Data from CLDR 47 via babel 2.18.0.
    @Test(arguments: AppLanguage.allCases)
    func pluralCategoriesMatchBabel(language: AppLanguage) throws {
        let samples = try #require(CLDRLanguageTable.pluralSamples[language])
        for (n, category) in samples {
            #expect(PluralCategory.of(n, in: language).rawValue == category, "\(language) \(n)")
        }
    }
}
