import CustomDump
import Foundation
import Lasso
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Places outside the US on Home and Detail's header: named without a ZIP (no dim gap where one would be), and
/// told apart by their ids, though none of them has a ZIP.
@MainActor
struct HomeWorldPlaceTests {
    typealias F = HomeFixtures

    static let zurich = Place(
        zip: "", city: "Zürich", state: "", timeZone: "Europe/Zurich", latitude: 47.36667, longitude: 8.55,
        country: "CH", geonameID: 2_657_896, region: "Zurich", population: 341_730)
    static let tokyo = Place(
        zip: "", city: "Tokyo", state: "", timeZone: "Asia/Tokyo", latitude: 35.6895, longitude: 139.69171,
        country: "JP", geonameID: 1_850_147, region: "Tokyo", population: 8_336_599)

    func render(_ state: HomeScreen.State) -> Buffer {
        var buffer = Buffer(width: 60, height: 10)
        _ = HomeView(store: ViewStore(state: { state }, send: { _ in })).render(into: &buffer, area: buffer.area)
        return buffer
    }

    @Test func recentRowsOfWorldPlacesHaveNoZIP() {
        let state = HomeScreen.State(
            recents: [F.recent(F.newYork, temperature: 70), F.recent(Self.zurich, temperature: 41)], now: F.now)
        expectNoDifference(
            render(state).styleDump(rows: 6...6),
            """
             │  2 Zürich, CH                     41°F ☀ Clear sky     │
            row 6: 4..<5 dim "2"
            row 6: 6..<16 bold "Zürich, CH"
            row 6: 37..<41 bold "41°F"
            """)
    }

    @Test func aSuggestionAbroadHasNoZIP() {
        var state = HomeScreen.State(now: F.now)
        state.prompt.setText("zurich")
        state.suggestions = [
            PlaceMatch(name: "Zürich", state: "", place: Self.zurich, zipCount: 0),
            PlaceMatch(name: "Zurich", state: "KS", place: F.portland),
        ]
        let dump = render(state).styleDump(rows: 5...6)
        #expect(dump.contains(#"row 5: 5..<15 bold "Zürich, CH""#), "\(dump)")
        #expect(!dump.contains("row 5: 15"), "\(dump)")
        #expect(dump.contains(#"dim "  97201""#), "\(dump)")
    }

    /// A place found by an alternate name says which after its own (issue 34): typing "albuquerque" offers Lins,
    /// BR, whose alternate name "Albuquerque Lins" begins so.
    @Test func aSuggestionFoundByAnAlternateNameShowsThatName() {
        var state = HomeScreen.State(now: F.now)
        state.prompt.setText("albuquerque")
        state.suggestions = PlaceDirectory.shared.search("albuquerque").suggestions
        expectNoDifference(
            render(state).styleDump(rows: 5...6),
            """
             ││  Albuquerque, NM  87101  46 ZIPs                     ││
             ││  Lins, São Paulo, BR (albuquerque…)                  ││
            row 5: 5..<20 bold "Albuquerque, NM"
            row 5: 20..<36 dim "  87101  46 ZIPs"
            row 6: 5..<24 bold "Lins, São Paulo, BR"
            row 6: 24..<39 dim " (albuquerque…)"
            """)
    }

    @Test func removalMarksOnlyThatPlace() {
        var state = HomeScreen.State(recents: [F.recent(Self.zurich), F.recent(Self.tokyo)], now: F.now)
        state.removals = [RecentSearchRemoval(entry: state.recents[0], index: 0, entries: [])]
        #expect(state.isMarkedRemoved("geonames:2657896"))
        #expect(!state.isMarkedRemoved("geonames:1850147"))
        #expect(!state.isMarkedRemoved(""))
    }

    @Test func detailsHeaderShowsAZIPOnlyWhenThereIsOne() {
        func header(_ place: Place) -> String {
            var buffer = Buffer(width: 40, height: 1)
            DetailHeader(place: place, localNow: nil, zoneAbbreviation: "").render(into: &buffer, area: buffer.area)
            return buffer.styleDump(rows: 0...0)
        }
        expectNoDifference(
            header(Self.zurich),
            """
            Zürich, CH
            row 0: 0..<10 bold "Zürich, CH"
            """)
        expectNoDifference(
            header(F.newYork),
            """
            New York, NY  10001
            row 0: 0..<12 bold "New York, NY"
            row 0: 12..<19 dim "  10001"
            """)
    }
}
