import CustomDump
import Foundation
import Lasso
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The Map in screen-reader mode: a list of the marked places and the towns in view, nearest first, with distance,
/// direction, temperature and alerts, and the radar as a sentence; no picture, and the cursor on the selection.
@MainActor
struct MapInWordsTests {
    static func state(units: UnitSystem = .imperial) -> MapScreen.State {
        var state = MapScreen.State(focus: MapFixtures.testville, recents: MapFixtures.recents)
        state.towns = MapFixtures.towns
        state.layer = MapLayerState(kind: .none, units: units)
        state.inWords = true
        return state
    }

    @Test func theListIsNearestFirstWithDistanceDirectionAndTemperature() {
        let (buffer, _) = MapFixtures.render(Self.state(), width: 60, height: 10)
        // The marked Testville once (not again as a town), the place with no coordinates left out.
        expectNoDifference(
            buffer.text.trimmingCharacters(in: .newlines),
            """
             Places near Testville, TS, nearest first
             > Testville, TS, here, 72°F
               Bigton, TS, 86 mi north-west
               Eastham, TS, 153 mi east
               Otherton, TS, 221 mi east, 60°F
               Westby, TS, 239 mi west
               Farville, TS, 1321 mi south-east
            """)
        #expect(buffer[3, 1].style == .bold)  // the selected line
        #expect(DetailInWordsTests.pictures(in: buffer.text).isEmpty)
    }

    /// Zoomed out past where the picture names towns, the list still names the largest in view (from about 40°
    /// across), so a reader is not left with the marks alone; further out, a continent or the world, it does not.
    @Test func zoomedOutTheListStillNamesTheLargestTownsInView() {
        let store = MapFixtures.withoutLayer()
        var state = Self.state()
        state.towns = []
        state.zoom = MapZoom.townsInWordsFromIndex
        _ = store.reduce(into: &state, action: .view(.didResize(width: 60, height: 9)))
        #expect(!state.towns.isEmpty && MapZoom.townsInWordsFromIndex < MapZoom.townsFromIndex)
        let (buffer, _) = MapFixtures.render(state, width: 60, height: 10)
        #expect(buffer.text.contains("Bigton, TS"))
        _ = store.reduce(into: &state, action: .view(.didZoom(.out)))
        #expect(state.zoom == MapZoom.townsInWordsFromIndex - 1 && state.towns.isEmpty)
        state.inWords = false
        state.zoom = MapZoom.townsInWordsFromIndex
        _ = store.reduce(into: &state, action: .view(.didResize(width: 60, height: 9)))
        #expect(state.towns.isEmpty, "the picture names none this far out")
    }

    @Test func metricInKilometresAndTheFocusPlacesAlertsOnItsLine() {
        var state = Self.state(units: .metric)
        state.towns = []
        state.alerts = [MapInWordsTests.alert("Winter Storm Warning")]
        let (buffer, _) = MapFixtures.render(state, width: 70, height: 6)
        expectNoDifference(
            buffer.text.trimmingCharacters(in: .newlines),
            """
             Places near Testville, TS, nearest first
             > Testville, TS, here, 72°F, 1 alert: Winter Storm Warning
               Otherton, TS, 356 km east, 60°F
               Farville, TS, 2127 km south-east
            """)
    }

    /// Another recent place's alerts as last seen (Home's ⚠) are said on its line while they are in force.
    @Test func otherPlacesSayTheirAlertsAsLastSeen() {
        var state = Self.state(units: .metric)
        state.towns = []
        state.layer.now = Date(timeIntervalSince1970: 1_000)
        let otherton = state.marks.firstIndex { $0.place.city == "Otherton" }!
        state.marks[otherton].alerts = AlertsSummary(severity: .severe, count: 2, until: nil)
        let farville = state.marks.firstIndex { $0.place.city == "Farville" }!
        state.marks[farville].alerts = AlertsSummary(
            severity: .extreme, count: 1, until: Date(timeIntervalSince1970: 500))  // ended
        let (buffer, _) = MapFixtures.render(state, width: 70, height: 6)
        expectNoDifference(
            buffer.text.trimmingCharacters(in: .newlines),
            """
             Places near Testville, TS, nearest first
             > Testville, TS, here, 72°F
               Otherton, TS, 356 km east, 60°F, 2 alerts, the worst Severe
               Farville, TS, 2127 km south-east
            """)
    }

    /// The marks take each recent place's alerts as the recent list last saw them.
    @Test func marksCarryTheRecentListsAlerts() {
        var recents = MapFixtures.recents
        let index = recents.firstIndex { $0.place.city == "Otherton" }!
        recents[index].lastAlerts = AlertsSummary(severity: .moderate, count: 1, until: nil)
        let state = MapScreen.State(focus: MapFixtures.testville, recents: recents)
        #expect(state.marks.first { $0.place.city == "Otherton" }?.alerts?.severity == .moderate)
        #expect(state.marks.first { $0.isFocus }?.alerts == nil)
    }

    /// Tab moves the selection: the cursor follows it to its line, and the list is measured from it.
    @Test func theCursorIsOnTheSelectedPlacesLine() {
        var state = Self.state()
        state.towns = []
        state.selected = 1
        let view = MapView(store: ViewStore(state: { state }, send: { _ in }), geometry: MapFixtures.geometry)
        var buffer = Buffer(width: 60, height: 8)
        let cursor = view.render(into: &buffer, area: buffer.area)
        #expect(cursor.map { [$0.x, $0.y] } == [1, 1])
        #expect(buffer.lines()[0] == " Places near Otherton, TS, nearest first")
        #expect(buffer.lines()[1] == " > Otherton, TS, here, 60°F")
    }

    /// The radar as a sentence about the selected place, from the newest frame: the loop is not shown.
    @Test func theRadarIsASentenceInTheUnitsChosen() {
        let time = MapFixtures.date
        var pixels = [Int8](repeating: RadarImage.noEcho, count: 200 * 200)
        pixels[100 * 200 + 115] = 40  // 0.15° east of Testville
        let frame = RadarFrame(
            time: time, area: GeoBox(minLongitude: -101, minLatitude: 39, maxLongitude: -99, maxLatitude: 41),
            image: RadarImage(width: 200, height: 200, pixels: pixels))
        var state = Self.state()
        state.towns = []
        state.layer = MapLayerState(kind: .radar, units: .imperial)
        #expect(MapPlaceList(state: state).radarSentence == "Radar: loading")
        state.radar.times = [time]
        state.radar.frames = [time: frame]
        let (buffer, _) = MapFixtures.render(state, width: 60, height: 6)
        expectNoDifference(buffer.lines()[5], " Radar: moderate rain 8 mi east")
        state.layer.units = .metric
        #expect(MapPlaceList(state: state).radarSentence == "Radar: moderate rain 13 km east")
        state.radar.frames = [
            time: RadarFrame(
                time: time, area: frame.area, image: RadarImage(width: 1, height: 1, pixels: [RadarImage.noEcho]))
        ]
        #expect(MapPlaceList(state: state).radarSentence == "Radar: no rain within 150 km")
    }

    /// A frame over Testville with a 5×5-pixel echo centred `x`, `y` pixels (0.01° each) from its top-left corner.
    static func frame(_ time: Date, echoAt x: Int, _ y: Int) -> RadarFrame {
        var pixels = [Int8](repeating: RadarImage.noEcho, count: 200 * 200)
        for row in (y - 2)...(y + 2) { for column in (x - 2)...(x + 2) { pixels[row * 200 + column] = 40 } }
        return RadarFrame(
            time: time, area: GeoBox(minLongitude: -101, minLatitude: 39, maxLongitude: -99, maxLatitude: 41),
            image: RadarImage(width: 200, height: 200, pixels: pixels))
    }

    /// Which way the nearest echo moves, from its centre in the oldest frame to its centre in the newest.
    @Test func theRadarSaysWhichWayTheNearestEchoMoves() {
        let (oldest, middle, newest) = (MapFixtures.date, MapFixtures.date + 300, MapFixtures.date + 600)
        var state = Self.state()
        state.towns = []
        state.layer = MapLayerState(kind: .radar, units: .imperial)
        state.radar.times = [oldest, middle, newest]
        state.radar.frames = [
            oldest: Self.frame(oldest, echoAt: 105, 110), newest: Self.frame(newest, echoAt: 115, 100),
        ]
        #expect(MapPlaceList(state: state).radarSentence == "Radar: moderate rain 7 mi east, moving north-east")
        // The same place in both: no movement to say.
        state.radar.frames[oldest] = Self.frame(oldest, echoAt: 115, 100)
        #expect(MapPlaceList(state: state).radarSentence == "Radar: moderate rain 7 mi east")
    }

    /// How `r` went is a line of words with a clock time, which does not tick, above the radar's sentence.
    @Test func theRefreshNoteIsALineWithAClockTime() {
        var state = Self.state()
        state.towns = []
        state.layer = MapLayerState(kind: .radar, units: .imperial)
        state.layer.now = MapFixtures.date + 3600
        state.refresh = MapRefresh(askedAt: MapFixtures.date, waiting: [])
        let (buffer, _) = MapFixtures.render(state, width: 60, height: 8)
        expectNoDifference(buffer.lines()[6...7].joined(separator: "\n"), " updated 3:06 PM UTC\n Radar: loading")
    }

    /// The loop's keys (Space, [ and ]) are not offered in words: there is no loop to play.
    @Test func theLoopsKeysAreNotOfferedInWords() {
        var state = Self.state()
        state.layer = MapLayerState(kind: .radar, units: .imperial)
        #expect(MapScreen.keyMap(state).action(for: .char(" ")) == nil)
        state.inWords = false
        #expect(MapScreen.keyMap(state).action(for: .char(" ")) == .layer(.radar(.didTogglePlay)))
    }

    /// Out of words the cursor is on the selected place's marker.
    @Test func onThePictureTheCursorIsOnTheSelectedMarker() throws {
        var state = Self.state()
        state.inWords = false
        let (buffer, _) = MapFixtures.render(state, width: 60, height: 12)
        let view = MapView(store: ViewStore(state: { state }, send: { _ in }), geometry: MapFixtures.geometry)
        var again = Buffer(width: 60, height: 12)
        let cursor = try #require(view.render(into: &again, area: again.area))
        #expect(buffer[cursor.x, cursor.y].style == MapRenderer.Styles.selected)
    }

    static func alert(_ event: String) -> WeatherAlert {
        WeatherAlert(id: event, event: event, severity: .severe)
    }
}
