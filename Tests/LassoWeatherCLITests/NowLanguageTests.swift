import Foundation
import Testing
import WeatherCore

@testable import LassoWeatherCommands

/// `now` in the user's language (issue 37): the text's own words, the condition, days and months, compass points
/// and the air quality's category in it; the place's name and the alerts as issued; the JSON the same in every
/// language.
struct NowLanguageTests {
    typealias F = StatusLineFixtures

    static func report(_ language: AppLanguage) -> NowReport {
        var report = F.report()
        report.language = language
        return report
    }

    /// Every line but the heading and the alerts (as issued) differs from the English, and none keeps an English
    /// word of the table's.
    @Test func germanHasNoWordOfTheEnglishTable() {
        let english = Self.report(.en).text.split(separator: "\n").map(String.init)
        let german = Self.report(.de).text.split(separator: "\n").map(String.init)
        #expect(german.count == english.count)
        #expect(german.first == english.first, "the place's name")
        // "Wind" and "W" are German too: the wind line may read the same.
        for (de, en) in zip(german, english).dropFirst() where !en.hasPrefix("⚠") && !en.hasPrefix("Wind") {
            #expect(de != en, "\(de)")
        }
        let text = Self.report(.de).text
        for word in ["feels", "Today", "high", "low", "gusts", "As of", "local time", "Weather data", "until", "Sat"] {
            #expect(!text.contains(word), "\(word) in:\n\(text)")
        }
        #expect(text.contains("gefühlt") && text.contains("Heute: Höchstwert") && text.contains("Stand "))
        #expect(text.contains("Wetterdaten von Open-Meteo.com"), "\(text)")
    }

    @Test func japaneseDaysMonthsAndCondition() {
        let text = Self.report(.ja).text
        #expect(text.contains("体感") && text.contains("今日: 最高") && text.contains("現在(現地時刻)"))
        #expect(text.contains("気象データ: Open-Meteo.com"))
        #expect(text.range(of: #"\d+月\d+日\(.\)"#, options: .regularExpression) != nil, "\(text)")
    }

    /// The JSON's keys, codes and numbers are the same whatever the language.
    @Test func theJSONIsTheSameInEveryLanguage() {
        let english = Self.report(.en).json.rendered()
        for language in AppLanguage.allCases {
            #expect(Self.report(language).json.rendered() == english, "\(language)")
        }
    }

    /// English is as it always was: the other suites pin its every line.
    @Test func englishIsUnchanged() {
        #expect(Self.report(.en).text == F.report().text)
    }
}
