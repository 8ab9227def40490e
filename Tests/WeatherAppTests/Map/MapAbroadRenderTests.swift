import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The real embedded outlines and directories abroad: Japan around Tokyo with its labels, and views across ±180°
/// (Fiji, Chukotka) drawing both sides. Structural facts only, since the data may be regenerated.
@MainActor
struct MapAbroadRenderTests {
    static let size = (width: 80, height: 22)

    /// `focus` at `zoom`, or centred on `center`, laid out through the live towns of both directories (the world's
    /// index of the view's region, as the store's effect answers it).
    private func state(_ focus: Place, zoom: Int = MapZoom.defaultIndex, center: GeoPoint? = nil) -> MapScreen.State {
        var state = MapScreen.State(focus: focus, zoom: zoom)
        if let center { state.center = center }
        let store = MapFixtures.withoutLayer(directory: .shared)
        _ = store.reduce(into: &state, action: .view(.didResize(width: Self.size.width, height: Self.size.height - 1)))
        let region = WorldTowns.region(around: state.viewport.bounds)
        _ = store.reduce(into: &state, action: .towns(.didLoadWorld(WorldTowns.shared.index(covering: region))))
        return state
    }

    private func render(_ state: MapScreen.State) -> Buffer {
        MapFixtures.render(state, width: Self.size.width, height: Self.size.height, geometry: .shared).buffer
    }

    private func isBraille(_ cell: Cell) -> Bool {
        cell.symbol.unicodeScalars.first.map { (0x2801...0x28FF).contains($0.value) } ?? false
    }

    /// The cell a coordinate falls in, when it is on the map.
    private func cell(_ point: GeoPoint, _ viewport: MapViewport) -> (x: Int, y: Int)? {
        let (x, y) = viewport.project(point)
        guard x >= 0, y >= 0, x < Double(viewport.width), y < Double(viewport.height) else { return nil }
        return (Int(x) / 2, Int(y) / 4)
    }

    @Test func tokyoDrawsJapansCoastsAndLabels() throws {
        let tokyo = try #require(PlaceDirectory.shared.places(named: "Tokyo").first { $0.country == "JP" }?.place)
        let state = state(tokyo)
        let buffer = render(state)
        let viewport = state.viewport
        #expect(buffer.text.contains("◆ Tokyo"))
        #expect(state.towns.contains { $0.name == "Yokohama" }, "towns abroad come from the world directory")
        #expect(state.towns.filter { buffer.text.contains($0.name) }.count >= 3)
        // The cells Japan's outline passes through are drawn, or hold a label, which covers the line (a label's
        // spacer is a blank: a few may be).
        let geometry = MapGeometry.shared
        let japan = geometry.polylines(in: viewport.bounds, degreesPerDot: viewport.degreesPerDot)
            .filter { geometry.features[$0.feature].code == "JPN" }
        let cells = japan.flatMap(\.points).compactMap { cell($0, viewport) }
        #expect(cells.count > 50)
        let drawn = cells.filter { isBraille(buffer[$0.x, $0.y]) || buffer[$0.x, $0.y].symbol != " " }
        #expect(Double(drawn.count) >= 0.95 * Double(cells.count))
        let outline = cells.filter { isBraille(buffer[$0.x, $0.y]) }
        #expect(Double(outline.count) >= 0.8 * Double(cells.count), "most of the coast is braille, not labels")
        // The open Pacific east of the Boso peninsula is empty.
        let sea = try #require(cell(GeoPoint(longitude: 143, latitude: 34.5), viewport))
        #expect(buffer[sea.x, sea.y].symbol == " ")
    }

    /// Braille cells west and east of the antimeridian's column.
    private func sides(_ state: MapScreen.State) -> (west: Int, east: Int) {
        let buffer = render(state)
        let viewport = state.viewport
        let seam = Int(viewport.project(GeoPoint(longitude: 180, latitude: 0)).x) / 2
        var (west, east) = (0, 0)
        for y in 0..<viewport.height / 4 {
            for x in 0..<Self.size.width where isBraille(buffer[x, y]) {
                if x < seam { west += 1 } else if x > seam { east += 1 }
            }
        }
        return (west, east)
    }

    @Test func aViewCentredOn179Point5EDrawsBothSides() {
        let anadyr = Place(
            zip: "", city: "Anadyr", state: "", latitude: 64.73, longitude: 177.5, country: "RU", geonameID: 2_127_202)
        let chukotka = sides(state(anadyr, zoom: 2, center: GeoPoint(longitude: 179.5, latitude: 66)))
        #expect(
            chukotka.west > 20 && chukotka.east > 20, "Russia west of 180°, Chukotka's east and Alaska: \(chukotka)")
    }

    @Test func fijiDrawsItsIslandsOnBothSides() {
        let suva = Place(
            zip: "", city: "Suva", state: "", latitude: -18.14, longitude: 178.44, country: "FJ", geonameID: 2_198_148)
        let fiji = sides(state(suva, center: GeoPoint(longitude: 179.5, latitude: -17.5)))
        #expect(fiji.west > 10, "Viti Levu and Vanua Levu: \(fiji)")
        #expect(fiji.east > 2, "the Lau islands, past 180°: \(fiji)")
    }

    @Test func aRingAcrossTheFarSideIsNotJoinedAcrossTheMap() {
        let projection = MapProjection(
            MapViewport(center: GeoPoint(longitude: 179.5, latitude: -70), dotsPerDegree: 1, width: 160, height: 80))
        // Antarctica's coast at 0.4°W and 0.6°W: 180° either side of the centre, so at opposite edges.
        let a = projection.project(GeoPoint(longitude: -0.4, latitude: -70))
        let b = projection.project(GeoPoint(longitude: -0.6, latitude: -70))
        #expect(abs(a.x - b.x) > 300)
        #expect(!projection.joins(a, b))
        let near = projection.project(GeoPoint(longitude: -178, latitude: -70))
        #expect(projection.joins(projection.project(GeoPoint(longitude: 178, latitude: -70)), near))
    }
}
