import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Home in the user's language (issue 37): the prompt, the headings, the rows' words and ages, the suggestions, the
/// loading overlay, the failure alert and the messages, in German (long) and Japanese (double-width), within the
/// bodies of 80×24 and 40×12 terminals with the rows and the temperature column where English has them.
@MainActor
@Suite(.serialEffects)
struct HomeLanguageTests {
    typealias F = HomeFixtures

    /// The bodies of an 80×24 and a 40×12 terminal (the title and status bars take a row each).
    static let sizes = [(80, 22), (40, 10)]

    static func render(_ state: HomeScreen.State, width: Int, height: Int) -> [String] {
        var buffer = Buffer(width: width, height: height)
        _ = HomeView(store: ViewStore(state: { state }, send: { _ in })).render(into: &buffer, area: buffer.area)
        return buffer.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Recent places: one fresh, one 2 hours old with today's high and low, one never seen; in `language`.
    static func recents(_ language: AppLanguage) -> HomeScreen.State {
        var state = HomeScreen.State(
            recents: [
                F.updated(F.recent(F.newYork), F.conditions(70, code: 3)),
                F.updated(F.recent(F.portland), F.conditions(55, code: 61, high: 60, low: 48, minutesAgo: 150)),
                F.recent(F.portlandME),
            ],
            now: F.now)
        state.language = language
        return state
    }

    /// Every state worth a look, by name: the empty list, the rows, the suggestions, a message, loading, a failure.
    static func states(_ language: AppLanguage) -> [(name: String, state: HomeScreen.State)] {
        var empty = HomeScreen.State(now: F.now)
        empty.language = language
        var typed = F.typed("portland")
        typed.language = language
        typed.message = .init(.placesMatch(count: 2, query: "portland"), isError: false)
        var loading = recents(language)
        loading.loading = .init(place: F.portlandME, tick: 2)
        var failed = recents(language)
        failed.failure = .init(
            place: F.newYork,
            alert: AlertState(
                title: language.localized("Couldn't load {0}", F.newYork.displayName),
                message: WeatherError.timedOut(seconds: 10).message(in: language),
                buttons: [language.localized("Retry"), language.localized("Cancel")]))
        var stale = recents(language)
        stale.refreshProblem = WeatherError.cannotConnect(host: "h", detail: "d").shortReason(in: language)
        var searching = F.typed("xyzzy")
        searching.language = language
        searching.online = .init(query: "xyzzy", phase: .searching(tick: 1))
        var offline = searching
        offline.online?.phase = .failed(WeatherError.timedOut(seconds: 10).shortReason(in: language))
        var removed = recents(language)
        removed.removals = [RecentSearchRemoval(entry: removed.recents[0], index: 0, entries: [])]
        removed.refreshing = [F.portland.id]
        return [
            ("empty", empty), ("recents", recents(language)), ("suggestions", typed), ("loading", loading),
            ("failed", failed), ("not updated", stale), ("searching online", searching),
            ("online search failed", offline), ("removed, updating", removed),
        ]
    }

    /// The column a row's temperature starts at ("70°F"), if it shows one.
    static func temperatureColumn(_ line: String) -> Int? {
        guard let range = line.firstMatch(of: /[0-9]+°F/)?.range else { return nil }
        return DisplayWidth.of(String(line[..<range.lowerBound]))
    }

    @Test(arguments: [AppLanguage.de, .ja])
    func everyStateFitsAndKeepsItsRows(language: AppLanguage) {
        for (width, height) in Self.sizes {
            for ((name, state), (_, english)) in zip(Self.states(language), Self.states(.en)) {
                let lines = Self.render(state, width: width, height: height)
                let englishLines = Self.render(english, width: width, height: height)
                #expect(lines.count == height)
                for line in lines {
                    #expect(DisplayWidth.of(line) <= width, "\(language) \(name) at \(width): \(line)")
                }
                // The temperatures on the rows English has them on, in one column.
                let columns = lines.map(Self.temperatureColumn)
                #expect(
                    columns.map { $0 != nil } == englishLines.map { Self.temperatureColumn($0) != nil },
                    "\(language) \(name) at \(width)×\(height):\n\(lines.joined(separator: "\n"))")
                #expect(Set(columns.compactMap { $0 }).count <= 1, "\(language) \(name): \(lines)")
            }
        }
    }

    /// The words of a state, by name, at 80×24 or 40×12.
    static func text(_ language: AppLanguage, _ name: String, width: Int = 80) -> String {
        let state = states(language).first { $0.name == name }?.state ?? HomeScreen.State()
        return render(state, width: width, height: width == 80 ? 22 : 10).joined(separator: "\n")
    }

    @Test func germanWords() {
        let text = { (name: String) in Self.text(.de, name) }
        let recents = text("recents")
        for word in ["Suche: ZIP-Code oder Ort", "Letzte Suchen", "Bedeckt", "vor 2 Std.", "H 60° T 48°"] {
            #expect(recents.contains(word), "\(word) in:\n\(recents)")
        }
        #expect(text("empty").contains("z. B. 10001 oder Portland, OR") && text("empty").contains("Noch keine Suchen."))
        let suggestions = text("suggestions")
        #expect(suggestions.contains("Vorschläge") && suggestions.contains("30 ZIPs"), "\(suggestions)")
        #expect(suggestions.contains("2 Orte passen zu „portland“: unten einen wählen."), "\(suggestions)")
        let loading = text("loading")
        #expect(loading.contains("Wetter für Portland, ME wird geladen…") && loading.contains("Esc abbrechen"))
        let failed = text("failed")
        #expect(failed.contains("New York, NY konnte nicht geladen werden"), "\(failed)")
        #expect(failed.contains("[ Wiederholen ]  [ Abbrechen ]"), "\(failed)")
        let reason = WeatherError.cannotConnect(host: "h", detail: "d").shortReason(in: .de)
        #expect(text("not updated").contains("nicht aktualisiert: " + reason), "\(text("not updated"))")
        #expect(text("searching online").contains("Online-Suche…"), "\(text("searching online"))")
        #expect(text("online search failed").contains("Online-Suche nicht verfügbar: Zeitüberschreitung"))
        let removed = text("removed, updating")
        #expect(removed.contains("entfernt") && removed.contains("wird aktualisiert…"), "\(removed)")
        // None of English's words, at either size (the failure's own sentence is the error's, tested with it).
        for ((name, state), (_, english)) in zip(Self.states(.de), Self.states(.en)) where name != "failed" {
            for (width, height) in Self.sizes {
                let englishWords = Self.words(Self.render(english, width: width, height: height))
                let shared = englishWords.intersection(Self.words(Self.render(state, width: width, height: height)))
                #expect(shared.isSubset(of: Self.names), "\(name) at \(width): \(shared.sorted())")
            }
        }
    }

    /// Words the same in both: the places' names and the text typed, the ZIP, the key names, °F and the high's "H".
    static let names: Set<String> = [
        "New", "York", "Portland", "portland", "xyzzy", "ZIP", "ZIPs", "Enter", "Esc", "NY", "OR", "ME", "F", "H",
    ]

    /// The words of letters in `lines`.
    static func words(_ lines: [String]) -> Set<String> {
        Set(lines.joined(separator: " ").split(whereSeparator: { !$0.isLetter }).map(String.init))
    }

    @Test func japaneseWords() {
        let text = { (name: String) in Self.text(.ja, name) }
        for word in ["検索: ZIPコードまたは地名", "最近の検索", "曇り", "2時間前", "最高 60° 最低 48°"] {
            #expect(text("recents").contains(word), "\(word) in:\n\(text("recents"))")
        }
        #expect(text("suggestions").contains("候補") && text("suggestions").contains("ZIP 30件"))
        #expect(text("suggestions").contains("「portland」に一致する場所が2件あります。"))
        #expect(text("loading").contains("Portland, MEの天気を読み込み中…"), "\(text("loading"))")
        #expect(text("failed").contains("[ 再試行 ]  [ キャンセル ]"), "\(text("failed"))")
        #expect(text("empty").contains("例: 10001、Portland, OR"))
    }

    /// In the pseudo-locale every state, in pictures and in words, shows no word that skipped the tables, and no
    /// text cut without "…".
    @Test(arguments: [false, true])
    func thePseudoLocaleLeavesNoEnglish(inWords: Bool) {
        var states = Self.states(.pseudo)
        var told = Self.recents(.pseudo)
        told.message = .init(.notUpdated(reason: "⟦x⟧", shownAge: nil, updated: 1, asked: 3))
        states.append(("a message", told))
        for (name, var state) in states {
            state.inWords = inWords
            for (width, height) in Self.sizes {
                let text = Self.render(state, width: width, height: height).joined(separator: "\n")
                let english = PseudoLocaleTests.english(text, allowed: Self.names)
                #expect(english.isEmpty, "\(name) at \(width): \(english.sorted())\n\(text)")
                #expect(PseudoLocaleTests.cutWithoutEllipsis(text).isEmpty, "\(name) at \(width):\n\(text)")
            }
        }
    }

    /// A text too long for its place is cut with "…", never mid-character: the German message row at 40 columns,
    /// the Japanese loading overlay.
    @Test func longTextsAreCutWithAnEllipsis() {
        let german = Self.text(.de, "suggestions", width: 40)
        #expect(german.contains("„portland“: unten …"), "\(german)")
        let japanese = Self.text(.ja, "loading", width: 40)
        #expect(japanese.contains("…"), "\(japanese)")
        for line in japanese.split(separator: "\n") { #expect(DisplayWidth.of(String(line)) <= 40) }
    }

    /// The reducer words what it tells in the screen's language; the view and the screen reader's line read it.
    @Test func theReducersMessagesInTheLanguage() async {
        var state = HomeScreen.State(now: F.now)
        state.language = .de
        let store = TestStore<HomeScreen>(initialState: state, reducer: F.store())
        store.send(.prompt(.didSubmit)) { $0.message = .init(.typeAPlace) }
        #expect(store.state.message?.text(in: .de) == "Einen ZIP-Code (10001) oder einen Ort (Portland, OR) eingeben.")
        await store.finish()

        state.prompt.setText("xyzzy")
        state.online = .init(query: "xyzzy", phase: .failed("keine Verbindung"))
        #expect(
            F.store().nothingFound(state, text: "xyzzy")
                == "Offline passt kein Ort zu „xyzzy“; Online-Suche nicht verfügbar (keine Verbindung).")
        #expect(
            HomeNotice.notUpdated(reason: "Zeitüberschreitung", shownAge: "vor 1 Std.", updated: 2, asked: 3)
                .words(in: .de)
                == "Nicht aktualisiert: Wetter (Zeitüberschreitung, Stand vor 1 Std.); 2 von 3 Orten aktualisiert.")
        #expect(HomeStore.sentence(.full(maxLength: 40), in: .ru) == "Не более 40 символов.")
        #expect(HomeNotice.placesMatch(count: 5, query: "x").words(in: .pl).hasPrefix("5 miejsc pasuje"))

        // In words: the row's age as a clock time, the message on the status line.
        var inWords = Self.recents(.de)
        inWords.inWords = true
        inWords.clock = .twentyFour
        inWords.message = .init(.updatedAt("10:07"), isError: false)
        #expect(Self.render(inWords, width: 80, height: 22).joined().contains("Stand "))
        let view = HomeView(store: ViewStore(state: { inWords }, send: { _ in }))
        #expect(view.statusWords == "Aktualisiert um 10:07.")
        #expect(view.breadcrumb == "Wetter")
    }

    /// A place given on the command line that cannot be opened: the reason in the language, from the first frame.
    @Test func theDeepStartsProblemInTheLanguage() {
        let military = DeepStart.resolve("09001", in: .shared, territory: nil, language: .de)
        #expect(military == .problem("09001", "09001 (APO, AE) hat keine Kartenposition, also keine Vorhersage."))
        let empty = DeepStart.resolve("", in: .shared, territory: nil, language: .ja)
        #expect(empty == .problem("", "「」はZIPコードでも地名でもありません。"))
    }
}
