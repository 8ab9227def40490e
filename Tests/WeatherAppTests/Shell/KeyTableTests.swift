import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Every screen's key table is the one source of its keys: the README documents each key of each table, the help
/// lists every binding, and the status bar shows exactly the table's hints.
@MainActor
@Suite(.serialEffects)
struct KeyTableTests {
    typealias F = FlowFixtures

    /// The README's key table under the row `| name | |`, up to the blank line after it.
    static func readmeTable(_ name: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let header = try #require(readme.range(of: "| \(name) | |\n"))
        let rest = readme[header.upperBound...]
        return String(rest[..<(rest.range(of: "\n\n")?.lowerBound ?? rest.endIndex)])
    }

    static func homeStates() -> [HomeScreen.State] {
        let empty = HomeScreen.State(now: F.now)
        let list = HomeScreen.State(recents: [F.recent(F.newYork)], now: F.now)
        var typed = list
        typed.prompt.setText("Sp")
        return [empty, list, typed]
    }

    static var tables: [(readme: String, bindings: [String: [String]])] {
        func names<A>(_ map: KeyMap<A>) -> [String: [String]] {
            Dictionary(map.allBindings.map { ($0.help, $0.names) }, uniquingKeysWith: +)
        }
        let detail = DetailScreen.State(place: F.newYork, snapshot: F.snapshot(), now: F.now)
        return [
            (
                "Home",
                homeStates().map { names(HomeScreen.keyMap($0)) }.reduce([:]) { $0.merging($1, uniquingKeysWith: +) }
            ),
            ("Detail", names(DetailScreen.keyMap(detail))),
            ("Map", names(MapScreen.keyMap)),
            (
                "Alerts",
                names(
                    WeatherAlertsScreen.keyMap(.init(place: F.newYork, alerts: nil, utcOffsetSeconds: nil, now: F.now)))
            ),
            ("Everywhere", names(WeatherShell.keyMap(canGoBack: true, capturesText: false))),
        ]
    }

    @Test func theReadmeDocumentsEveryKeyOfEveryTable() throws {
        for (screen, bindings) in Self.tables {
            let table = try Self.readmeTable(screen)
            #expect(!bindings.isEmpty)
            for (help, names) in bindings {
                for name in names {
                    #expect(table.contains("`\(name)`"), "README's \(screen) table lacks `\(name)` (\(help))")
                }
            }
        }
    }

    @Test func theHelpListsEveryBindingOfTheScreenAndTheShell() {
        let (shell, app) = F.launchShell(F.environment(recents: [F.recent(F.newYork)]), width: 120, height: 60)
        shell.stack.topStore(HomeScreen.self)?.dispatchOutput(.didChoosePlace(F.newYork, F.snapshot()))
        app.press(.char("?"))
        let text = app.text
        guard let top = shell.stack.top?.content else {
            Issue.record("no screen on the stack")
            return
        }
        let entries = top.helpEntries + WeatherShell.keyMap(canGoBack: true, capturesText: false).helpEntries
        // The overlay alone (the screen shows around it), its lines joined: the help wraps long labels.
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        let titleRow = rows.firstIndex { String($0).contains("Keys · ") } ?? 0
        let left = rows[titleRow].firstIndex(of: "╭") ?? 0
        let right = rows[titleRow].lastIndex(of: "╮") ?? rows[titleRow].count - 1
        let overlay = rows[titleRow...].filter { $0.count > right }.map { String($0[(left + 1)..<right]) }
        let flat = overlay.joined(separator: " ").split(whereSeparator: { $0 == " " || $0 == "│" })
            .joined(separator: " ")
        for entry in entries {
            let key = entry.key.split(separator: " ").joined(separator: " ")
            let label = entry.label.split(separator: " ").joined(separator: " ")
            #expect(entry.key.isEmpty || flat.contains(key), "help shows \(entry.key)")
            #expect(flat.contains(label), "help shows \(entry.label)")
        }
    }

    @Test func theStatusBarShowsExactlyTheTableHintsThenTheShells() {
        for state in Self.homeStates() {
            let hints = HomeScreen.keyMap(state).hints
            let shell = WeatherShell.keyMap(canGoBack: false, capturesText: true).hints
            let (_, app) = F.launchShell(F.environment(recents: state.recents), width: 120)
            if !state.prompt.isEmpty { app.type(state.prompt.text) }
            let statusRow = app.text.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init)
            #expect(statusRow == StatusBar(hints: hints + shell).line(width: 120).plainText)
        }
    }
}
