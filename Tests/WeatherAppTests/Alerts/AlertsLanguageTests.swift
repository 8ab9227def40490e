import Foundation
import Lasso
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The Alerts screen and Detail's banner in the user's language (issue 37), German and Japanese, at the 80×24 and
/// 40×12 terminals' body sizes: the app's words, the severities and the days translated, the alerts' own texts as
/// issued, every row within the width and on the row English has it on.
@MainActor
struct AlertsLanguageTests {
    typealias A = AlertFixtures

    nonisolated static let sizes = [(80, 22), (40, 10)]

    static func state(_ language: AppLanguage, reading: Int? = nil, width: Int, height: Int)
        -> WeatherAlertsScreen.State
    {
        var state = WeatherAlertsScreen.State(
            place: DetailFixtures.place, alerts: A.snapshot, utcOffsetSeconds: A.offset, now: A.now)
        (state.width, state.height, state.reading, state.language) = (width, height, reading, language)
        state.lineCount = state.textLines.count
        return state
    }

    static func render(_ state: WeatherAlertsScreen.State) -> Buffer {
        var buffer = Buffer(width: state.width, height: state.height)
        _ = WeatherAlertsView(store: ViewStore(state: { state }, send: { _ in })).render(
            into: &buffer, area: buffer.area)
        return buffer
    }

    static func expectWithin(_ buffer: Buffer, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for line in buffer.lines() {
            #expect(DisplayWidth.of(line) <= buffer.width, "\(what): \(line)", sourceLocation: sourceLocation)
        }
    }

    /// The rows that hold something: a translation that moves a row shows up here.
    static func filledRows(_ buffer: Buffer) -> [Int] {
        buffer.lines().enumerated().filter { !$0.element.trimmingCharacters(in: .whitespaces).isEmpty }.map(\.offset)
    }

    /// The list in `language` and in English at one size; the translation stays within the width and fills the
    /// rows English fills.
    static func renderBesideEnglish(
        _ language: AppLanguage, width: Int, height: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (Buffer, english: Buffer) {
        let translated = render(state(language, width: width, height: height))
        let english = render(state(.en, width: width, height: height))
        expectWithin(translated, "\(language) \(width)", sourceLocation: sourceLocation)
        #expect(filledRows(translated) == filledRows(english), "\(language)", sourceLocation: sourceLocation)
        return (translated, english)
    }

    @Test(arguments: sizes)
    func theListInGerman(width: Int, height: Int) {
        let (german, english) = Self.renderBesideEnglish(.de, width: width, height: height)
        let text = german.text
        #expect(text.contains("2 aktive Warnungen für New York, NY"), "\(text)")
        #expect(text.contains("Extrem · Erwartet · Wahrscheinlich"), "\(text)")
        #expect(text.contains("So. 9:40 AM – So. 9:00 PM"), "\(text)")
        // The event and the areas as issued.
        #expect(text.contains("▶ Extreme Heat Warning") && text.contains("New York (Manhattan)"))
        for english in ["active alerts", "Expected", "Likely", "Sun "] {
            #expect(!text.contains(english), "\(english)")
        }
        // The marker and the event start in the same column.
        let row = german.lines().firstIndex { $0.contains("▶") }
        #expect(row == english.lines().firstIndex { $0.contains("▶") })
        if let row { #expect(german.lines()[row].prefix(24) == english.lines()[row].prefix(24)) }
    }

    @Test(arguments: sizes)
    func theListInJapanese(width: Int, height: Int) {
        let text = Self.renderBesideEnglish(.ja, width: width, height: height).0.text
        #expect(text.contains("New York, NY: 発表中の警報 2件"), "\(text)")
        #expect(text.contains("極めて重大 · 予想 · 可能性高") || width < 80, "\(text)")
        #expect(text.contains("日 午前9:40～日 午後9:00"), "\(text)")
        #expect(!text.contains("active alerts") && !text.contains("Expected"))
    }

    /// The full text as issued, under the app's own heading, and where in it you are.
    @Test(arguments: sizes)
    func theFullText(width: Int, height: Int) {
        let german = Self.render(Self.state(.de, reading: 0, width: width, height: height))
        let japanese = Self.render(Self.state(.ja, reading: 0, width: width, height: height))
        let english = Self.render(Self.state(.en, reading: 0, width: width, height: height))
        #expect(german.text.contains("Extreme Heat Warning issued November"))
        if width == 80 {
            #expect(german.text.contains("Was zu tun ist") && !german.text.contains("What to do"), "\(german.text)")
            #expect(japanese.text.contains("取るべき行動"), "\(japanese.text)")
            #expect(german.lines()[0].hasPrefix(" Extreme Heat Warning  Extrem · Erwartet"))
        } else {
            #expect(german.lines().last?.hasSuffix("▲▼ Zeilen 1–7 von 16") == true, "\(german.text)")
            #expect(japanese.lines().last?.hasSuffix("▲▼ 1–7行目/16行") == true, "\(japanese.text)")
        }
        for buffer in [german, japanese] {
            Self.expectWithin(buffer, "\(width)")
            #expect(Self.filledRows(buffer) == Self.filledRows(english))
        }
    }

    @Test(arguments: [AppLanguage.de, .ja])
    func emptyLoadingAndFailedStates(_ language: AppLanguage) {
        // The words at 80 columns; within the width at 40 too.
        func render(_ content: WeatherAlertsScreen.Content) -> String {
            var state = Self.state(language, width: 40, height: 10)
            state.content = content
            Self.expectWithin(Self.render(state), "\(language) \(content)")
            (state.width, state.height) = (80, 22)
            return Self.render(state).text
        }
        let none = render(.loaded(AlertsSnapshot(alerts: [A.ended], fetchedAt: A.now)))
        let loading = render(.loading)
        let failed = render(.failed(.failed(.http(status: 503, reason: nil))))
        let noSource = render(.failed(.noOfficialSource("Japan")))
        switch language {
        case .de:
            #expect(none.contains("Keine aktiven Warnungen für New York, NY"), "\(none)")
            #expect(loading.contains("Warnungen für New York, NY werden"), "\(loading)")
            #expect(failed.contains("Die Warnungen konnten nicht"), "\(failed)")
            #expect(failed.contains("r drücken"), "\(failed)")
            #expect(noSource.contains("Keine amtliche Warnquelle für"), "\(noSource)")
        default:
            #expect(none.contains("New York, NY: 発表中の警報なし"), "\(none)")
            #expect(loading.contains("New York, NYの警報を読み込み中…"), "\(loading)")
            #expect(failed.contains("警報を読み込めませんでした。") && failed.contains("r で再試行します。"), "\(failed)")
            #expect(noSource.contains("日本の公式な警報の提供元なし"), "\(noSource)")
        }
        #expect(WeatherAlertsView.sentence(.notRequested, language: language) != "Alerts are turned off.")
    }

    /// How the last `r` went, on the bottom row: the source's name and the note's words in the language.
    @Test func theRefreshNoteInTheLanguage() {
        var state = Self.state(.de, width: 80, height: 22)
        state.refresh = RefreshRequest(
            askedAt: A.now, outcome: .failed("HTTP 500", dataFrom: A.now.addingTimeInterval(-180)), source: "alerts")
        let german = Self.render(state)
        #expect(german.lines().last?.contains("nicht aktualisiert: Warnungen (HTTP 500, Stand vor 3 Min.)") == true)
        state.language = .ja
        state.refresh?.outcome = .updated(A.now.addingTimeInterval(-120))
        #expect(Self.render(state).lines().last?.contains("2分前更新") == true)
    }

    /// Detail's banner: "until" and the day in the language, the event as issued, the count and the key's word.
    @Test(arguments: sizes)
    func theBannerInGermanAndJapanese(width: Int, height: Int) {
        for language in [AppLanguage.de, .ja] {
            var state = DetailFixtures.state(snapshot: DetailFixtures.snapshot())
            state.alerts = .loaded(A.snapshot)
            state.language = language
            let buffer = renderDetail(state, width: width, height: height)
            let banner = buffer.lines()[2]
            if width == 80 {
                let expected =
                    language == .de
                    ? " ⚠ Extreme Heat Warning bis So. 9:00 PM · +1 weitere  a Details"
                    : " ⚠ Extreme Heat Warning 日 午後9:00まで · 他1件  a 詳細"
                #expect(banner == expected)
            } else {
                #expect(banner.hasPrefix(" ⚠ Extreme Heat Warning") && banner.hasSuffix("…"), "\(banner)")
            }
            Self.expectWithin(buffer, "\(language) banner")
        }
    }

    /// A country's alerts elsewhere, and a failure, in the banner's row.
    @Test func theBannersNotesInTheLanguage() {
        var state = DetailFixtures.state(snapshot: DetailFixtures.snapshot())
        state.language = .de
        state.alerts = .unavailable(.failed(.timedOut(seconds: 10)), since: DetailFixtures.now)
        state.now = DetailFixtures.now.addingTimeInterval(4 * 60)
        #expect(
            renderDetail(state, width: 80, height: 22).lines()[2]
                == " Warnungen nicht verfügbar: Zeitüberschreitung, vor 4 Min.")
        state.language = .ja
        state.alerts = .unavailable(.noOfficialSource("Japan"), since: DetailFixtures.now)
        #expect(renderDetail(state, width: 80, height: 22).lines()[2] == " 日本の公式な警報の提供元なし")
    }
}
