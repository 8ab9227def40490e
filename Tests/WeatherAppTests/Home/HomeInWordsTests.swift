import Foundation
import Lasso
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Home in screen-reader mode: its spinners are their words alone, so nothing on it moves by itself.
@MainActor
struct HomeInWordsTests {
    static func render(_ state: HomeScreen.State) -> [String] {
        var buffer = Buffer(width: 80, height: 22)
        _ = HomeView(store: ViewStore(state: { state }, send: { _ in })).render(into: &buffer, area: buffer.area)
        return buffer.lines()
    }

    @Test func theLoadingOverlayIsItsWordsWhateverTheTick() {
        var state = HomeScreen.State(recents: [HomeFixtures.recent(HomeFixtures.newYork)])
        state.inWords = true
        state.loading = .init(place: HomeFixtures.portland)
        let first = Self.render(state)
        state.loading?.tick = 3
        #expect(Self.render(state) == first)
        #expect(first.contains { $0.contains("│ Loading the weather for Portland, OR…") })
        #expect(DetailInWordsTests.pictures(in: first.joined(separator: "\n")).isEmpty)
    }

    /// A row's age is a clock time in the user's zone, which does not tick as `now` moves on.
    @Test func aStaleRowSaysWhenItsDataCameAsAClockTime() throws {
        var state = HomeScreen.State(
            recents: [HomeFixtures.recent(HomeFixtures.newYork, temperature: 50, minutesAgo: 120)],
            now: HomeFixtures.now)
        state.inWords = true
        state.localZone = ZoneRules.of(HomeFixtures.newYork)
        let row = try #require(Self.render(state).first { $0.contains("New York") })
        let fetched = HomeFixtures.now - 7200
        let offset = try #require(state.localZone?.localTime(at: fetched).offset)
        let clock = LocalDateTime(secondsSince1970: fetched.timeIntervalSince1970, utcOffsetSeconds: offset).clock(
            .twelve)
        #expect(row.contains("Clear sky from \(clock)"), "\(row)")
        state.now += 600
        #expect(Self.render(state).first { $0.contains("New York") } == row)
        state.localZone = nil
        #expect(Self.render(state).first { $0.contains("New York") }?.contains(" UTC") == true)
    }

    @Test func theOnlineSearchIsItsWordsWhateverTheTick() {
        var state = HomeScreen.State()
        state.inWords = true
        state.prompt.setText("Testville")
        state.online = .init(query: "Testville", phase: .searching(tick: 0))
        let first = Self.render(state)
        state.online?.phase = .searching(tick: 5)
        #expect(Self.render(state) == first)
        #expect(first[3] == "  Searching online…")
    }

    /// `r`'s outcome in words is a clock time, which stays true: "Updated at 9:50 AM." rather than "just now".
    @Test func aRefreshSaysWhenItCameAsAClockTime() {
        let reducer = HomeFixtures.store()
        var state = HomeScreen.State(recents: [], now: HomeFixtures.now)
        (state.inWords, state.refreshWasAsked) = (true, true)
        let done = HomeScreen.Action.refresh(.didFinish(.init(asked: [], failed: [], problem: nil, recents: nil)))
        _ = reducer.reduce(into: &state, action: done)
        let time = state.clock(of: state.now)
        #expect(state.message?.notice == .updatedAt(time) && state.message?.notice.words == "Updated at \(time).")
        #expect(!time.contains("ago"))
        // Off words, as before.
        (state.inWords, state.refreshWasAsked) = (false, true)
        _ = reducer.reduce(into: &state, action: done)
        #expect(state.message?.notice == .updated)
    }
}
