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
}
