import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Detail in the user's language (issue 37, so far): the conditions from the WMO table and the days from CLDR, in
/// place at 80×24 and 40×12, double-width Japanese included; the English screens are the other suites'.
@MainActor
struct DetailLanguageTests {
    static func state(_ language: AppLanguage) -> DetailScreen.State {
        var state = DetailStates.data
        state.language = language
        return state
    }

    @Test func frenchDaysAndConditionsAt80x24() throws {
        let english = renderDetail(Self.state(.en), width: 80, height: 23).text
        let french = renderDetail(Self.state(.fr), width: 80, height: 23).text
        let snapshot = try #require(DetailStates.data.snapshot)
        let code = try #require(snapshot.forecast.current?.weatherCode)
        let name = WeatherCode.description(for: code, in: .fr)
        #expect(french.contains(name), "\(french)")
        #expect(name != WeatherCode(code).description && !french.contains(WeatherCode(code).description))
        let firstDay = try #require(snapshot.forecast.daily.first?.date)
        #expect(french.contains(firstDay.weekdayShort(in: .fr)))
        // The same rows: the layout holds.
        #expect(french.split(separator: "\n").count == english.split(separator: "\n").count)
    }

    @Test func japaneseKeepsEveryRowWithinTheWidth() {
        for (width, height) in [(80, 23), (40, 11)] {
            let buffer = renderDetail(Self.state(.ja), width: width, height: height)
            for line in buffer.text.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(DisplayWidth.of(String(line)) <= width, "\(line)")
            }
        }
        let code = DetailStates.data.snapshot?.forecast.current?.weatherCode
        let japanese = renderDetail(Self.state(.ja), width: 80, height: 23).text
        #expect(japanese.contains(WeatherCode.description(for: code, in: .ja)))
        // The chart's hours as a Japanese range ("日 10 AM～月 9 AM"), not English's dash.
        let chartTitle = japanese.split(separator: "\n").first { $0.contains("～") }
        #expect(chartTitle?.contains("48") == true && chartTitle?.contains(" – ") == false, "\(japanese)")
    }

    /// The labels and titles too; the grid measures its labels, so German's and Russian's longer ones still fit.
    @Test func labelsAndTitlesInTheLanguage() {
        let french = renderDetail(Self.state(.fr), width: 80, height: 23).text
        for word in ["Ressenti", "Humidité", "Rafales", "48 prochaines heures", "prochains jours", "Auj."] {
            #expect(french.contains(word), "\(word) in:\n\(french)")
        }
        #expect(!french.contains("Feels like") && !french.contains("Next 7 days"))
        #expect(french.contains("Données météo : Open-Meteo.com"))
        for language in AppLanguage.allCases {
            let text = renderDetail(Self.state(language), width: 80, height: 23).text
            #expect(
                text.contains(Phrase.labelHumidity(language)) || text.contains(Phrase.labelFeelsLike(language)),
                "\(language):\n\(text)")
        }
    }

    /// "sam. 28" in a 16-day table: the day column is as wide as the language's longest short weekday needs.
    @Test func theDayColumnFitsTheLanguagesWeekdays() {
        let table = { (language: AppLanguage, length: ForecastDays) in
            DailyTable(days: [], today: nil, iconSet: .unicode, length: length, language: language).dayWidth
        }
        #expect(table(.en, .seven) == 5 && table(.en, .sixteen) == 6)
        #expect(table(.fr, .sixteen) == 7 && table(.fr, .seven) == 5)
        #expect(table(.ru, .seven) == 5)
        #expect(table(.ja, .sixteen) == DisplayWidth.of("28日(土)") && table(.de, .sixteen) == 7)
    }

    /// The header's age, the next two hours, the air quality's category and the readout's words.
    @Test func theLinesUnderTheConditionsInTheLanguage() throws {
        var state = Self.state(.de)
        let german = renderDetail(state, width: 80, height: 23).text
        #expect(german.contains("aktualisiert vor ") || german.contains("aktualisiert gerade eben"), "\(german)")
        #expect(!german.contains("updated"))
        if let next = state.snapshot?.forecast.nextTwoHours(at: state.now) {
            #expect(german.contains(next.summary(in: .de)))
        }
        state.language = .ja
        let japanese = renderDetail(state, width: 80, height: 23).text
        #expect(japanese.contains("体感 ") && !japanese.contains("feels "), "\(japanese)")
    }
}
