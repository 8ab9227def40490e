import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The pseudo-locale on every screen at 80×24 (issue 37): every text of the app's tables is bracketed, accented
/// and a third longer there (``PseudoText``), so a word of plain ASCII letters left on a screen is English that
/// never went through the tables, and a "⟦" with no "⟧" after it on its line is a text cut without "…".
@MainActor
@Suite(.serialEffects)
struct PseudoLocaleTests {
    typealias F = FlowFixtures
    typealias A = AlertFixtures

    /// Words that are the same in every language: key names, unit symbols, indices' and services' names, and the
    /// clock's AM and PM, which the pseudo-locale keeps as English has them (the languages say CLDR's).
    static let sameEverywhere: Set<String> = [
        "Enter", "Esc", "Tab", "Shift", "Ctrl", "Alt", "PgUp", "PgDn", "Home", "End", "Delete", "Backspace", "F",
        "mph", "km", "h", "m", "s", "kn", "in", "inHg", "hPa", "mm", "cm", "mi", "AQI", "PM", "AM", "UV", "NWS",
        "Open", "Meteo", "com", "IEM", "NEXRAD", "dBZ", "EST", "EDT", "UTC", "j", "k", "l", "r", "q", "a", "c", "w",
        "u", "d", "b", "e", "E", "B", "A", "N", "S", "W", "NY", "OR",
    ]

    /// The ASCII words of `text` that are neither the same everywhere nor in `allowed` (names, alert texts).
    static func english(_ text: String, allowed: Set<String>) -> Set<String> {
        var words: Set<String> = []
        var word = ""
        for character in text + " " {
            if character.isASCII && character.isLetter {
                word.append(character)
            } else {
                // Single letters are keys; codes of states and countries ("NY", "ZA") are names.
                let isCode = word.count <= 3 && word.allSatisfy(\.isUppercase)
                // An issued word cut with "…" ("Warnin…") is still the issuer's.
                let cutIssued = character == "…" && allowed.contains { $0.hasPrefix(word) }
                if word.count > 1 && !isCode && !cutIssued && !sameEverywhere.contains(word) && !allowed.contains(word)
                {
                    words.insert(word)
                }
                word = ""
            }
        }
        return words
    }

    /// The bracketed texts that open and are neither closed nor cut with "…" (a text may wrap onto the rows below,
    /// as the help overlay's do, and hold another, as "⟦updated {0}⟧" holds "⟦just now⟧"): what follows each such
    /// "⟦", to the end of its line.
    static func cutWithoutEllipsis(_ text: String) -> [String] {
        var open: [String.Index] = []
        for index in text.indices {
            switch text[index] {
            case "⟦": open.append(index)
            case "⟧": _ = open.popLast()
            case "…": open.removeAll()
            default: break
            }
        }
        return open.map { String(text[$0...].prefix { $0 != "\n" }) }
    }

    /// Every word of the alerts' texts as issued and of the places' names: these stay as they are.
    static func issuedWords(places: [String]) -> Set<String> {
        let alertTexts = A.active.alerts.flatMap { alert in
            [alert.event, alert.headline, alert.description, alert.instruction, alert.senderName, alert.areaDesc]
                .compactMap { $0 }
        }
        return Set(
            (alertTexts + places).flatMap { $0.split(whereSeparator: { !($0.isASCII && $0.isLetter) }) }.map(
                String.init))
    }

    /// Both ways of showing the screens: the pictures, and the screen-reader mode's text.
    @Test(arguments: [false, true])
    func noEnglishIsLeftOnAnyScreenAt80x24(screenReader: Bool) async throws {
        let walk = ScreenWalk(.pseudo) { env in
            env.screenReader = screenReader
            // The weather layers' services answer HTTP 500: the Map's notes say so.
            env.mapLayer = MapLayerClient { _ throws(WeatherError) in throw .http(status: 500, reason: nil) }
            env.radar = RadarClient(source: .iem) { _ throws(WeatherError) in throw .http(status: 500, reason: nil) }
        }
        // The towns the Map labels are names: as many as it labelled on any of its views.
        var towns: [String] = []
        func noteTowns() {
            towns +=
                walk.shell.stack.topStore(MapScreen.self)?.state.towns.map { $0.name + " " + $0.place.displayName }
                ?? []
        }
        await walk.walkEveryScreen {
            noteTowns()
            // The weather layers in turn: the radar, temperature, precipitation (their services answer HTTP 500).
            for layer in ["radar", "temperature", "precipitation"] {
                walk.app.press(.char("l"))
                if layer != "radar" {
                    await walk.shell.stack.topStore(MapScreen.self)?.waitUntil("the layer's failure") {
                        $0.layer.problem != nil
                    }
                }
                walk.look("Map, \(layer) layer")
                noteTowns()
            }
        }
        let screens = walk.screens
        let suggestions =
            walk.shell.stack.topStore(HomeScreen.self)?.state.suggestions.map { $0.place.displayName + " " + $0.state }
            ?? []
        #expect(!suggestions.isEmpty)
        // The layers' failures were said (and so checked) on the picture; the list in words has no layer.
        #expect(screenReader || screens.contains { $0.name.hasSuffix("layer") && $0.text.contains("500") })

        let allowed = Self.issuedWords(places: [F.newYork.displayName, F.portland.displayName] + suggestions + towns)
        Self.expectTranslated(screens, allowed: allowed)
    }

    /// Detail when its sources fail: shown offline from the cache with the side sources unavailable, then `r` and
    /// 16 days asked of a forecast service that fails (its failed screen, `r`'s note, the days' problem).
    @Test(arguments: [false, true])
    func aFailingDetailSaysSoInTheTables(screenReader: Bool) async throws {
        let error = WeatherError.http(status: 503, reason: nil)
        let walk = ScreenWalk(.pseudo) { env in
            env.forecasts = .mock(error: error)
            env.alerts = .mock(error: .failed(error))
            env.airQuality = .mock(error: error)
            env.spread = .mock(error: error)
            env.normals = .mock(error: .failed(error))
            env.screenReader = screenReader
            env.settings = .inMemory(Settings())  // 7 days: `d` asks for 16
        }
        let offline = DetailFixtures.snapshot(age: 7200, freshness: .offline(.cannotConnect(host: "x", detail: "")))
        walk.shell.stack.topStore(HomeScreen.self)?.dispatchOutput(.didChoosePlace(F.newYork, offline))
        let detail = try #require(walk.shell.stack.topStore(DetailScreen.self))
        await detail.waitUntil("the side sources fail") { $0.alerts != .pending && $0.spreadNote != nil }

        walk.look("Detail offline, its side sources failing")
        walk.app.press(.char("r"))
        await detail.waitUntil("the refresh fails") { if case .failed = $0.status { true } else { false } }
        walk.look("Detail after r failed")
        walk.app.press(.char("d"))
        await detail.waitUntil("the 16 days fail") { $0.daysProblem != nil }
        walk.look("Detail after 16 days failed")
        let screens = walk.screens
        #expect(screens.allSatisfy { $0.text.contains("503") }, "the reason is drawn")

        Self.expectTranslated(screens, allowed: Self.issuedWords(places: [F.newYork.displayName]))
    }

    /// No English word outside `allowed`, no text cut without "…", and some table text on each screen.
    static func expectTranslated(
        _ screens: [(name: String, text: String)], allowed: Set<String>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (name, text) in screens {
            #expect(
                english(text, allowed: allowed).isEmpty,
                "English on \(name): \(english(text, allowed: allowed).sorted())\n\(text)",
                sourceLocation: sourceLocation)
            #expect(
                cutWithoutEllipsis(text).isEmpty, "cut on \(name): \(cutWithoutEllipsis(text))",
                sourceLocation: sourceLocation)
            #expect(text.contains("⟦"), "\(name) has table text", sourceLocation: sourceLocation)
        }
    }

    @Test func pseudoTextIsBracketedAccentedAndAThirdLonger() {
        let text = PseudoText.of("Feels like {0}")
        #expect(text.hasPrefix("⟦") && text.hasSuffix("⟧"))
        #expect(text.contains("{0}"))
        #expect(Self.english(text, allowed: []).isEmpty)
        #expect(text.count >= "Feels like {0}".count * 4 / 3)
        #expect(TextTable.text("justNow", in: .pseudo) == PseudoText.of("just now"))
        // A text with no row stays English, for the screen test to find.
        #expect(AppLanguage.pseudo.localized("no such row") == "no such row")
    }

    @Test func thePseudoLocaleIsReachedByItsNameButNotOffered() {
        #expect(LanguageChoice(argument: "qps-ploc") == .language(.pseudo))
        #expect(!AppLanguage.allCases.contains(.pseudo))
        #expect(!AppLanguage.valuesText.contains("qps"))
    }
}
