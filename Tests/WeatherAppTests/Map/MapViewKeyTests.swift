import Lasso
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Keys become the Map's Actions; going back is left to the shell.
@MainActor
struct MapViewKeyTests {
    typealias F = MapFixtures

    private func send(_ key: Key) -> (handled: Bool, sent: [MapScreen.Action]) {
        let sent = SentActions()
        let view = MapView(
            store: ViewStore(state: { F.state() }, send: { sent.actions.append($0) }), geometry: F.geometry)
        let handled = view.handle(key)
        return (handled, sent.actions)
    }

    @Test func keysMapToActions() {
        let expected: [(Key, MapScreen.Action)] = [
            (.up, .view(.didPan(.up))), (.down, .view(.didPan(.down))), (.left, .view(.didPan(.left))),
            (.right, .view(.didPan(.right))),
            (.char("l"), .layer(.didCycle)), (.char("r"), .refresh(.didPress)),
            (.char("+"), .view(.didZoom(.in))), (.char("="), .view(.didZoom(.in))),
            (.char("-"), .view(.didZoom(.out))), (.char("_"), .view(.didZoom(.out))),
            (.char("0"), .view(.didRecenter)),
            (.tab, .view(.didCycleSelection(forward: true))), (.backTab, .view(.didCycleSelection(forward: false))),
            (.enter, .view(.didConfirmSelection)),
        ]
        for (key, action) in expected {
            let result = send(key)
            #expect(result.handled && result.sent == [action], "\(key)")
        }
    }

    /// `l` is the layer, so the vi keys do not pan at all: the arrows and the mouse do.
    @Test func theViKeysDoNotPan() {
        for key: Key in [.char("h"), .char("j"), .char("k")] {
            let result = send(key)
            #expect(!result.handled && result.sent.isEmpty, "\(key)")
        }
    }

    @Test func backQuitAndHelpAreLeftToTheShell() {
        for key: Key in [.escape, .backspace, .char("q"), .char("?"), .ctrl("c"), .char("x"), .pageUp] {
            let result = send(key)
            #expect(!result.handled && result.sent.isEmpty, "\(key)")
        }
    }

    @Test func titleHintsAndHelp() {
        let view = MapView(store: ViewStore(state: { F.state() }, send: { _ in }), geometry: F.geometry)
        #expect(view.breadcrumb == "Map")
        #expect(!view.capturesText)
        #expect(view.keyHints.map(\.key) == ["←↑↓→", "+ -", "Tab", "Enter", "l", "r"])
        let help = view.helpEntries.map(\.key).joined(separator: " ")
        for key in ["←↑↓→", "+", "-", "0", "Tab", "Shift-Tab", "Enter", "l", "r"] {
            #expect(help.contains(key), "help lists \(key)")
        }
        #expect(view.helpEntries.contains { $0.key == "r" && $0.label == KeyMeanings.refresh })
    }
}
