import Foundation
import Testing
import WeatherCore

@testable import WeatherApp

/// One meaning per key: a key bound on two screens does the same thing on both (the same help), unless
/// ``KeyMeanings/screenSpecific`` says why it may not.
@MainActor
struct KeyMeaningTests {
    /// Every key name each screen binds, with the help of what it does there.
    static var meanings: [String: [(screen: String, help: String)]] {
        var found: [String: [(screen: String, help: String)]] = [:]
        for (screen, bindings) in KeyTableTests.tables where screen != "Everywhere" {
            for (help, names) in bindings {
                for name in Set(names) { found[name, default: []].append((screen, help)) }
            }
        }
        return found
    }

    @Test func noKeyMeansTwoThingsUnlessTheTableSaysWhy() {
        // `j` and `k` are checked by what they do: the same as `↓` and `↑` on each screen (below).
        for (key, uses) in Self.meanings where key != "j" && key != "k" {
            let helps = Set(uses.map(\.help))
            guard helps.count > 1 else { continue }
            #expect(
                KeyMeanings.screenSpecific[key] != nil,
                "`\(key)` means \(uses.map { "\($0.screen): \($0.help)" }.joined(separator: "; "))")
        }
    }

    @Test func everyExplanationIsStillNeeded() {
        for key in KeyMeanings.screenSpecific.keys {
            #expect(Set(Self.meanings[key]?.map(\.help) ?? []).count > 1, "`\(key)` no longer needs a reason")
        }
    }

    /// The keys the issue names keep their meaning wherever they are bound: `r` (Ctrl-R on Home) refreshes
    /// everything on screen, and `j`/`k` do what `↓`/`↑` do on every screen that binds them.
    @Test func refreshAndTheViKeysMeanTheSameEverywhere() {
        for key in ["r", "j", "k"] { #expect(KeyMeanings.screenSpecific[key] == nil, "`\(key)`") }
        #expect(Set(Self.meanings["r"]?.map(\.help) ?? []) == [KeyMeanings.refresh])
        #expect(Self.meanings["Ctrl-R"]?.map(\.help) == [KeyMeanings.refresh])
        let detail = DetailScreen.keyMap(
            DetailScreen.State(place: FlowFixtures.newYork, snapshot: FlowFixtures.snapshot(), now: FlowFixtures.now))
        #expect(detail.action(for: .char("j")) == detail.action(for: .down))
        #expect(detail.action(for: .char("k")) == detail.action(for: .up))
        var alerts = WeatherAlertsScreen.State(
            place: FlowFixtures.newYork, alerts: nil, utcOffsetSeconds: nil, now: FlowFixtures.now)
        for reading in [nil, 0] {
            alerts.reading = reading
            let map = WeatherAlertsScreen.keyMap(alerts)
            #expect(map.action(for: .char("j")) == map.action(for: .down))
            #expect(map.action(for: .char("k")) == map.action(for: .up))
        }
        // The Map pans with the arrows and the mouse: `h` `j` `k` are not bound there (`l` is the layer).
        for key in ["h", "j", "k"] { #expect(MapScreen.keyMap.action(for: .char(Character(key))) == nil) }
    }
}
