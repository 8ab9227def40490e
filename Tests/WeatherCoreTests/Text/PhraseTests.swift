import Testing

@testable import WeatherCore

/// `now`'s phrases in every language (issue 37): complete, with the same arguments as English, and put together
/// in each language's own words.
@Suite struct PhraseTests {
    /// Every language has every phrase, none empty, each taking the English template's arguments and no other;
    /// every row of the table is a phrase, a hint or a condition, with its source written beside it.
    @Test func everyLanguageHasEveryPhraseWithItsArguments() {
        for language in AppLanguage.allCases {
            for phrase in Phrase.allCases {
                let text = TextTable.text(phrase.rawValue, in: language) ?? ""
                #expect(!text.isEmpty && text == text.trimmed, "\(language) \(phrase)")
                let english = TextTable.text(phrase.rawValue, in: .en) ?? ""
                #expect(arguments(in: text) == arguments(in: english), "\(language) \(phrase)")
            }
        }
        let phrases = Set(Phrase.allCases.map(\.rawValue))
        for key in TextTable.rows.keys {
            // A phrase, or a key of the texts the sources look up by their English (TextTableCompletenessTests).
            let looked = ["hint:", "help:", "ui:", "condition:"].contains { key.hasPrefix($0) }
            #expect(phrases.contains(key) || looked, "\(key)")
            #expect(TextTable.rows[key]?.count == AppLanguage.allCases.count, "\(key)")
        }
    }

    /// Both tables' columns are the languages in `AppLanguage`'s order, which is how they are read.
    @Test func theColumnsAreTheLanguagesInOrder() {
        let languages = AppLanguage.allCases.map(\.rawValue)
        let header = TextTable.text.split(separator: "\n").first { $0.hasPrefix("#columns") } ?? ""
        #expect(Array(header.split(separator: "\t").dropFirst(2).prefix(languages.count)).map(String.init) == languages)
        #expect(header.hasSuffix("\tsource"))
        #expect(CLDRLanguageTable.rows["weekdaysWide"]?.count == languages.count)
    }

    /// The table's format: comments skipped, a row's words in the languages' order, its source after them.
    @Test func theTableReadsRowsOfItsFormat() {
        let rows = TableRows(
            "# note\n#columns\tkey\ten\nk\ta\tb\tc\td\te\tf\tg\th\ti\tj\tk2\tsource\nshort\tx\n", columns: 11)
        #expect(rows.count == 1 && rows["k"]?.first == "a" && rows["k"]?.last == "k2" && rows["k"]?.count == 11)
        #expect(rows.field("k", 1) == "b" && rows.field("k", 10) == "k2" && rows.field("k", 11) == nil)
        #expect(rows["short"] == nil && rows.field("none", 0) == nil)
    }

    private func arguments(in template: String) -> Set<String> {
        Set((0..<4).map { "{\($0)}" }.filter { template.contains($0) })
    }

    @Test func phrasesPutTheirArgumentsInPlace() {
        #expect(Phrase.feelsLike(.en, "32°F", "28°F") == "32°F, feels like 28°F")
        #expect(Phrase.feelsLike(.de, "0°C", "-3°C") == "0°C, gefühlt -3°C")
        #expect(Phrase.todayHighLow(.ja, "12°C", "4°C") == "今日: 最高 12°C、最低 4°C")
        #expect(Phrase.weekdayMonthDay(.de, "Sa.", "Nov.", "22") == "Sa., 22. Nov.")
    }

    /// Ages and durations in short unit names; English as the app always said them.
    @Test func agesDurationsAndCompassPoints() {
        #expect(Phrase.ago(seconds: 30, in: .en) == "just now" && Phrase.ago(seconds: 180, in: .en) == "3 min ago")
        #expect(
            Phrase.ago(seconds: 7200, in: .de) == "vor 2 Std." && Phrase.ago(seconds: 180, in: .ru) == "3 мин назад")
        #expect(Phrase.ago(seconds: 3 * 86_400, in: .zh) == "3天前")
        #expect(Phrase.duration(minutes: 75, in: .en) == "1 h 15 min" && Phrase.duration(minutes: 60, in: .fr) == "1 h")
        #expect(Phrase.duration(minutes: 45, in: .ja) == "45分")
        #expect(Phrase.compassPoint(270, in: .en) == "W" && Phrase.compassPoint(90, in: .de) == "O")
        #expect(Phrase.compassPoint(225, in: .ru) == "ЮЗ" && Phrase.compassPoint(nil, in: .fr) == nil)
        #expect(Units.wind(speed: 10, direction: 0, .kmh, in: .ja) == "10 km/h 北")
    }

    @Test func theAirQualitysCategoryInTheLanguage() {
        #expect(AQICategory.good.name(in: .de) == "Gut" && AQICategory.hazardous.name == "Hazardous")
        #expect(AQICategory.allCases.allSatisfy { $0.name(in: .fr) != $0.name })
    }
}
