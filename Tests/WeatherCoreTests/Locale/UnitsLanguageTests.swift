import Testing

@testable import WeatherCore

/// Numbers, units and counted words in the app's language (issue 37): CLDR's decimal symbol and short unit names
/// (Resources/cldr-languages.tsv, generated from babel 2.18.0's CLDR 47 by scripts/locale_table.py), and the plural
/// forms of a table text.
struct UnitsLanguageTests {
    @Test func englishIsAsItWas() {
        for unit in WindUnit.allCases {
            #expect(Units.windSpeed(12, unit, in: .en) == Units.windSpeed(12, unit))
            #expect(unit.label(in: .en) == unit.label)
        }
        for system in [UnitSystem.metric, .imperial] {
            #expect(Units.precipitation(1.25, system, in: .en) == Units.precipitation(1.25, system))
            #expect(Units.pressure(1016.4, system, in: .en) == Units.pressure(1016.4, system))
        }
    }

    @Test func decimalsAndUnitsAreCLDRs() {
        #expect(Units.precipitation(1.2, .metric, in: .de) == "1,2 mm")
        #expect(Units.precipitation(0.12, .imperial, in: .fr) == "0,12\u{202F}po")
        #expect(Units.precipitation(3.4, .metric, in: .zh) == "3.4毫米")
        #expect(Units.precipitation(3.4, .metric, in: .ja) == "3.4 mm")
        #expect(Units.windSpeed(12, .kmh, in: .ru) == "12 км/ч")
        #expect(Units.pressure(1016, .metric, in: .ru) == "1016 гПа")
        #expect(WindUnit.kn.label(in: .fr) == "nd" && WindUnit.kmh.label(in: .ru) == "км/ч")
        #expect(
            Units.precipitationLabel(.metric, in: .zh) == "毫米" && Units.precipitationLabel(.metric, in: .en) == "mm")
        #expect(Units.precipitationLabel(.imperial, in: .en) == "in")
        #expect(Units.wind(speed: 10, direction: 270, .kmh, in: .ru) == "10 км/ч З")
        #expect(Units.decimal("-0.5", in: .pl) == "-0,5" && Units.decimal("0.5", in: .ja) == "0.5")
        #expect(Units.precipitation(nil, .metric, in: .de) == Units.missing)
    }

    @Test func pluralFormsFollowCLDRsCategories() {
        #expect(Phrase.ago(seconds: 86_400, in: .pl) == "1 dzień temu")
        #expect(Phrase.ago(seconds: 3 * 86_400, in: .pl) == "3 dni temu")
        #expect(Phrase.ago(seconds: 5 * 86_400, in: .pl) == "5 dni temu")
        #expect(Phrase.ago(seconds: 22 * 86_400, in: .pl) == "22 dni temu")
        let forms = "one:{0} день|few:{0} дня|many:{0} дней"
        #expect(PluralForms.fill(forms, ["21"], in: .ru) == "21 день")
        #expect(PluralForms.fill(forms, ["3"], in: .ru) == "3 дня")
        #expect(PluralForms.fill(forms, ["11"], in: .ru) == "11 дней")
        // French "one" is 0 and 1; a text with no forms is the same for every number; no count: "other".
        #expect(PluralForms.fill("one:{0} jour|other:{0} jours", ["0"], in: .fr) == "0 jour")
        #expect(PluralForms.fill("one:{0} jour|other:{0} jours", ["x"], in: .fr) == "x jours")
        #expect(PluralForms.fill("{0}: a|b", ["2"], in: .en) == "2: a|b")
    }

    /// A date and a time are joined as CLDR's medium dateTimeFormat says: with a comma in English and German, a
    /// space in Japanese, Chinese and Portuguese.
    @Test func aDateAndATimeAreJoinedAsTheLanguageJoinsThem() {
        let date = LocalDate(year: 2026, month: 11, day: 28)
        #expect(date.withTime("10:15 AM EST", in: .en) == "Sat Nov 28, 10:15 AM EST")
        #expect(date.withTime("10:15", in: .de) == "Sa., 28. Nov., 10:15")
        #expect(date.withTime("10:15", in: .ja) == "11月28日(土) 10:15")
        #expect(date.withTime("10:15", in: .pt) == date.weekdayMonthDay(in: .pt) + " 10:15")
    }

    /// The 12-hour clock as CLDR writes it in each language: the day period's words and place, Japanese's 0–11
    /// hour; English keeps the app's own.
    @Test func theTwelveHourClockInTheLanguage() {
        let evening = LocalDateTime(date: LocalDate(year: 2026, month: 11, day: 28), hour: 12, minute: 5)
        let morning = LocalDateTime(date: LocalDate(year: 2026, month: 11, day: 28), hour: 9, minute: 40)
        #expect(evening.clock(.twelve, in: .en) == "12:05 PM" && morning.hourLabel(.twelve, in: .en) == "9 AM")
        #expect(evening.clock(.twelve, in: .es) == "12:05 p. m." && morning.hourLabel(.twelve, in: .es) == "9 a. m.")
        #expect(evening.clock(.twelve, in: .ja) == "午後0:05" && morning.hourLabel(.twelve, in: .ja) == "午前9時")
        #expect(evening.clock(.twelve, in: .zh) == "下午12:05" && morning.clock(.twelve, in: .nl) == "9:40 a.m.")
        #expect(morning.hourLabel(.twelve, in: .de) == "9 Uhr AM")
        // The 24-hour clock is the same in every language.
        #expect(evening.clock(.twentyFour, in: .ja) == "12:05" && evening.hourLabel(.twentyFour, in: .es) == "12:00")
        #expect(evening.clock(.twelve, in: .pseudo) == "12:05 PM")
    }

    /// Lists and asides are joined as the language joins them; English as it always was.
    @Test func listsAndAsidesInTheLanguage() {
        #expect(AppLanguage.en.list(["a", "b", "c"]) == "a, b, c")
        #expect(AppLanguage.ja.list(["レーダー", "気温"]) == "レーダー、気温")
        #expect(AppLanguage.zh.list(["x"]) == "x" && AppLanguage.de.list([]) == "")
        #expect(AppLanguage.en.aside("air quality", "HTTP 500") == "air quality (HTTP 500)")
        #expect(AppLanguage.zh.aside("空气质量", "HTTP 500") == "空气质量（HTTP 500）")
        // An item's own braces are never filled in.
        #expect(AppLanguage.en.list(["{1}", "b"]) == "{1}, b")
    }

    /// The placeholders are filled in one pass: a "{1}" typed into the place's name stays as typed; a placeholder
    /// with no argument, and a brace that opens none, stay too.
    @Test func anArgumentsOwnBracesAreNeverFilled() {
        #expect(PluralForms.fill("{0} ({1})", ["{1}", "x"], in: .en) == "{1} (x)")
        #expect(PluralForms.fill("{0} {2} {", ["a"], in: .en) == "a {2} {")
        #expect(PluralForms.fill("{{0}}", ["a"], in: .en) == "{a}")
        #expect(AppLanguage.en.localized("No alerts for {0}", "{0}") == "No alerts for {0}")
    }

    /// "9 days unavailable" in each language's forms (issue 37's review): Russian and Polish by their categories,
    /// English and French by theirs; a text with forms keeps them in the pseudo-locale, each bracketed.
    @Test func theDaysUnavailableAgreeWithTheirCount() {
        let key = "{0} days unavailable: {1}"
        #expect(AppLanguage.en.localized(key, "1", "HTTP 500") == "1 day unavailable: HTTP 500")
        #expect(AppLanguage.en.localized(key, "9", "HTTP 500") == "9 days unavailable: HTTP 500")
        #expect(AppLanguage.ru.localized(key, "9", "x") == "9 дней недоступны: x")
        #expect(AppLanguage.ru.localized(key, "2", "x") == "2 дня недоступны: x")
        #expect(AppLanguage.ru.localized(key, "21", "x") == "21 день недоступен: x")
        #expect(AppLanguage.pl.localized(key, "9", "x") == "9 dni niedostępnych: x")
        #expect(AppLanguage.pl.localized(key, "3", "x") == "3 dni niedostępne: x")
        #expect(AppLanguage.fr.localized(key, "1", "x") == "1 jour indisponible : x")
        #expect(AppLanguage.nl.localized("{0} bytes", "1") == "1 byte")
        let pseudo = AppLanguage.pseudo.localized(key, "1", "x")
        #expect(pseudo.hasPrefix("⟦1 ďáý") && pseudo.contains(": x") && !pseudo.contains("one:"), "\(pseudo)")
        #expect(AppLanguage.pseudo.localized(key, "9", "x").hasPrefix("⟦9 ďáýš"))
    }
}
