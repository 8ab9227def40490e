import CustomDump
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The real embedded outlines and ZIP directory: structural facts only, since the data may be regenerated.
@MainActor
struct MapRealGeometryTests {
    let directory = ZipDirectory.shared

    private func state(zoom: Int, width: Int, height: Int) throws -> MapScreen.State {
        let newYork = try #require(directory.place(zip: "10001"))
        let boston = try #require(directory.place(zip: "02108"))
        let recents = [MapFixtures.recent(newYork, 72), MapFixtures.recent(boston, 15.6, .metric)]
        var state = MapScreen.State(focus: newYork, recents: recents, zoom: zoom)
        // Laid out through the live store, so the towns come from the real directory.
        _ = MapFixtures.withoutLayer(directory: directory).reduce(
            into: &state, action: .view(.didResize(width: width, height: height - 1)))
        return state
    }

    private func braille(_ text: String) -> Int {
        text.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
    }

    @Test func theNortheastWithMarkersTownsAndTheCentre() throws {
        let state = try state(zoom: MapZoom.defaultIndex, width: 80, height: 22)
        let buffer = MapFixtures.render(state, width: 80, height: 22, geometry: .shared).buffer
        let text = buffer.text
        #expect(text.contains("◆ New York 72°F"))
        #expect(text.contains("Boston 16°C"))
        #expect(buffer.lines().last?.hasPrefix("40.75°N 74.00°W  ├") == true)
        #expect(braille(text) > 150, "coastlines and state lines are drawn")
        #expect(!state.towns.isEmpty)
        let named = state.towns.filter { text.contains($0.name) }
        #expect(named.count >= 3, "several towns are named: \(named.map(\.name))")
        #expect(!state.towns.contains { $0.name == "New York" && $0.state == "NY" })
    }

    @Test func theWorldAtTheFarthestZoom() throws {
        let state = try state(zoom: 0, width: 200, height: 60)
        let buffer = MapFixtures.render(state, width: 200, height: 60, geometry: .shared).buffer
        let rowsWithOutlines = buffer.lines().filter { braille($0) > 0 }.count
        #expect(rowsWithOutlines > 40)
        #expect(state.towns.isEmpty)
        #expect(buffer.lines().last?.contains("min zoom") == true)
    }

    @Test func aCityAtTheClosestZoomStillDraws() throws {
        let state = try state(zoom: MapZoom.scales.count - 1, width: 40, height: 12)
        let text = MapFixtures.render(state, width: 40, height: 12, geometry: .shared).buffer.text
        #expect(text.contains("◆ New York 72°F"))
        #expect(text.contains("max zoom"))
    }
}
