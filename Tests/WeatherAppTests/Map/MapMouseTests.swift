import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The mouse on the Map: a click selects a marker and a second one opens it, a drag pans by the cells dragged,
/// the wheel zooms keeping the point under the pointer in place.
@MainActor
@Suite(.serialEffects)
struct MapMouseTests {
    typealias F = MapFixtures
    let reducer = F.withoutLayer(towns: { _, _ in [] })
    let laidOut = MapScreen.Size(width: 80, height: 21)  // 160×84 dots; the centre dot (80, 42) is cell (40, 10)

    /// Laid out, with no towns (this reducer's lookup finds none, so pans keep it that way).
    private func laidOutState(zoom: Int = 4) -> MapScreen.State {
        var state = F.state(zoom: zoom, size: laidOut)
        state.towns = []
        return state
    }

    /// The cell the renderer draws `place`'s marker in, read from a rendered frame.
    private func markerCell(_ state: MapScreen.State, glyph: String) -> (x: Int, y: Int)? {
        let view = MapView(store: ViewStore(state: { state }, send: { _ in }), geometry: F.geometry)
        var buffer = Buffer(width: 80, height: 22)
        _ = view.render(into: &buffer, area: buffer.area)
        for y in 0..<buffer.height {
            for x in 0..<buffer.width where buffer[x, y].symbol == glyph { return (x, y) }
        }
        return nil
    }

    @Test func aClickSelectsAMarkerWhereItIsDrawnAndASecondClickOpensIt() async throws {
        let state = laidOutState()
        // Otherton's marker, found in the frame the view draws: the hit test uses the renderer's cells.
        let other = try #require(markerCell(state, glyph: MapRenderer.markGlyph))
        let store = TestStore<MapScreen>(initialState: state, reducer: reducer)
        let cell = MapScreen.Cell(column: other.x, row: other.y)
        store.send(.pointer(.didPress(cell))) {
            $0.dragAnchor = cell
            $0.selected = 1
        }
        store.assertOutputs([])
        store.send(.pointer(.didRelease)) { $0.dragAnchor = nil }
        store.send(.pointer(.didPress(cell))) { $0.dragAnchor = cell }
        store.receiveOutput(.didSelectPlace(F.otherton))
        // Empty map: nothing selected, only a drag may start.
        store.send(.pointer(.didPress(.init(column: 1, row: 1)))) { $0.dragAnchor = .init(column: 1, row: 1) }
        store.assertOutputs([])
        await store.finish()
    }

    @Test func theFocusMarkerAtTheCentreIsSelectedAlreadySoOneClickOpensIt() async {
        let store = TestStore<MapScreen>(initialState: laidOutState(), reducer: reducer)
        store.send(.pointer(.didPress(.init(column: 40, row: 10)))) { $0.dragAnchor = .init(column: 40, row: 10) }
        store.receiveOutput(.didSelectPlace(F.testville))
        await store.finish()
    }

    @Test func aDragPansByTheCellsDraggedAndOnlyWhileTheButtonIsDown() async {
        let store = TestStore<MapScreen>(initialState: laidOutState(), reducer: reducer)
        store.send(.pointer(.didDrag(dx: 3, dy: 0)))  // no press first: nothing
        store.send(.pointer(.didPress(.init(column: 10, row: 5)))) { $0.dragAnchor = .init(column: 10, row: 5) }
        // 8 cells right = 16 dots = 1° at 16 dots per degree: what was west comes into view.
        store.send(.pointer(.didDrag(dx: 8, dy: 0))) {
            $0.dragAnchor = .init(column: 18, row: 5)
            $0.center.longitude = -101
        }
        // 4 rows down = 16 dots = 1 unit of Mercator y north.
        store.send(.pointer(.didDrag(dx: 0, dy: 4))) {
            $0.dragAnchor = .init(column: 18, row: 9)
            $0.center.latitude = MapViewport.latitude(mercatorY: MapViewport.mercatorY(40) + 1)
        }
        store.send(.pointer(.didRelease)) { $0.dragAnchor = nil }
        store.send(.pointer(.didDrag(dx: 1, dy: 1)))
        await store.finish()
    }

    @Test func theWheelZoomsKeepingThePointUnderThePointerInPlace() async throws {
        let store = TestStore<MapScreen>(initialState: laidOutState(), reducer: reducer)
        let cell = MapScreen.Cell(column: 60, row: 15)
        let dot = (x: 121.0, y: 62.0)  // the cell's middle dot
        let before = store.state.viewport.coordinate(x: dot.x, y: dot.y)
        store.exhaustivity = .off
        store.send(.pointer(.didZoomAround(.in, cell)))
        #expect(store.state.zoom == 5)
        let after = store.state.viewport.project(before)
        #expect(abs(after.x - dot.x) < 1e-6 && abs(after.y - dot.y) < 1e-6)
        store.send(.pointer(.didZoomAround(.out, cell)))
        store.send(.pointer(.didZoomAround(.out, cell)))
        #expect(store.state.zoom == 3)
        let back = store.state.viewport.project(before)
        #expect(abs(back.x - dot.x) < 1e-6 && abs(back.y - dot.y) < 1e-6)
        await store.finish()
    }

    @Test func theWheelAtTheLastZoomDoesNothing() async {
        let top = MapZoom.scales.count - 1
        let store = TestStore<MapScreen>(initialState: laidOutState(zoom: top), reducer: reducer)
        store.send(.pointer(.didZoomAround(.in, .init(column: 3, row: 3))))
        await store.finish()
    }

    private func action(_ event: MouseEvent, state: MapScreen.State) -> MapScreen.Action? {
        let view = MapView(store: ViewStore(state: { state }, send: { _ in }), geometry: F.geometry)
        return view.mouseAction(event, in: Rect(x: 0, y: 1, width: 80, height: 22))
    }

    @Test func theViewCountsCellsFromTheMapsCorner() {
        let state = F.state(zoom: 4, size: laidOut)
        // The body starts at row 1; the legend is its last row, outside the map.
        #expect(
            action(MouseEvent(.press(.left), column: 5, row: 3), state: state)
                == .pointer(.didPress(.init(column: 5, row: 2)))
        )
        #expect(action(MouseEvent(.press(.left), column: 5, row: 22), state: state) == nil)
        #expect(action(MouseEvent(.press(.right), column: 5, row: 3), state: state) == nil)
        #expect(
            action(MouseEvent(.wheel(.up), column: 7, row: 4), state: state)
                == .pointer(.didZoomAround(.in, .init(column: 7, row: 3))))
        #expect(
            action(MouseEvent(.wheel(.down), column: 7, row: 4), state: state)
                == .pointer(.didZoomAround(.out, .init(column: 7, row: 3))))
        // Drags count from where the last press or drag left the anchor, and need one.
        #expect(action(MouseEvent(.drag(.left), column: 9, row: 4), state: state) == nil)
        var dragging = state
        dragging.dragAnchor = .init(column: 5, row: 2)
        #expect(
            action(MouseEvent(.drag(.left), column: 9, row: 4), state: dragging) == .pointer(.didDrag(dx: 4, dy: 1)))
        #expect(action(MouseEvent(.drag(.left), column: 5, row: 3), state: dragging) == nil)  // not moved
        #expect(action(MouseEvent(.release, column: 9, row: 4), state: dragging) == .pointer(.didRelease))
        #expect(action(MouseEvent(.release, column: 9, row: 4), state: state) == nil)
    }
}
