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
        #expect(
            renderDetail(Self.state(.ja), width: 80, height: 23).text.contains(
                WeatherCode.description(for: code, in: .ja)))
    }
}
