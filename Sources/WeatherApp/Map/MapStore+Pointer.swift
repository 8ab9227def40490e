import Lasso
import WeatherCore

/// The mouse on the Map: clicks on markers, drags that pan by the cells dragged, and the wheel zooming around the
/// pointer. Cells convert to dots as the renderer draws them (2 × 4 braille dots a cell).
extension MapStore {
    func reducePointer(_ state: inout MapScreen.State, _ action: MapScreen.PointerAction) -> MapScreen.ModuleEffect {
        switch action {
        case .didPress(let cell):
            state.dragAnchor = cell
            guard let index = state.markIndex(at: cell) else { return .none }
            if index == state.selected { return .output(.didSelectPlace(state.marks[index].place)) }
            state.selected = index
            return .none

        case .didDrag(let dx, let dy):
            guard let anchor = state.dragAnchor else { return .none }
            state.dragAnchor = MapScreen.Cell(column: anchor.column + dx, row: anchor.row + dy)
            let viewport = state.viewport
            // Dragging right brings what is west into view: the centre moves the other way; rows in Mercator y.
            let longitude = state.center.longitude - Double(dx * 2) / viewport.dotsPerDegree
            let y = MapViewport.mercatorY(state.center.latitude) + Double(dy * 4) / viewport.dotsPerDegree
            state.center = Self.clamped(GeoPoint(longitude: longitude, latitude: MapViewport.latitude(mercatorY: y)))
            refreshTowns(&state)
            return .none

        case .didRelease:
            state.dragAnchor = nil
            return .none

        case .didZoomAround(let direction, let cell):
            let zoom = MapZoom.clamped(state.zoom + (direction == .in ? 1 : -1))
            guard zoom != state.zoom else { return .none }
            let dot = (x: Double(cell.column * 2) + 1, y: Double(cell.row * 4) + 2)
            let point = state.viewport.coordinate(x: dot.x, y: dot.y)
            state.zoom = zoom
            // The centre that puts `point` back on the same dot at the new scale.
            let viewport = state.viewport
            let longitude = point.longitude - (dot.x - Double(viewport.width) / 2) / viewport.dotsPerDegree
            let y =
                MapViewport.mercatorY(point.latitude) + (dot.y - Double(viewport.height) / 2) / viewport.dotsPerDegree
            state.center = Self.clamped(GeoPoint(longitude: longitude, latitude: MapViewport.latitude(mercatorY: y)))
            refreshTowns(&state)
            return .none
        }
    }

    /// Within the latitudes the map shows well, the longitude wrapped round the globe (as the keys' pans keep it).
    static func clamped(_ point: GeoPoint) -> GeoPoint {
        GeoPoint(
            longitude: MapViewport.wrapped(longitude: point.longitude),
            latitude: min(latitudeLimit, max(-latitudeLimit, point.latitude)))
    }
}

extension MapScreen.State {
    /// The marker drawn in `cell`: the one the renderer puts on top there (the selected, then the focus place,
    /// then the others in order), found with the renderer's projection.
    func markIndex(at cell: MapScreen.Cell) -> Int? {
        let projection = MapProjection(viewport)
        let hits = marks.indices.filter { index in
            guard let dot = projection.dot(marks[index].place.coordinate) else { return false }
            return dot.x / 2 == cell.column && dot.y / 4 == cell.row
        }
        return hits.min { (rank($0), $0) < (rank($1), $1) }
    }

    private func rank(_ index: Int) -> Int { index == selected ? 0 : marks[index].isFocus ? 1 : 2 }
}
