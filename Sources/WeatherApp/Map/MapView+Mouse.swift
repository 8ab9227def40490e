import TerminalUI

extension MapView {
    /// Press, drag and release over the map pan it and pick markers (see `MapStore.reducePointer`); the wheel
    /// zooms around the pointer. Cells are counted from the map area's corner, the one `render` draws the canvas in.
    public func mouseAction(_ event: MouseEvent, in area: Rect) -> MapScreen.Action? {
        let map = mapArea(in: area)
        let cell = MapScreen.Cell(column: event.column - map.x, row: event.row - map.y)
        let inside = map.contains(x: event.column, y: event.row)
        switch event.kind {
        case .press(.left) where inside:
            return .pointer(.didPress(cell))
        case .drag(.left):
            guard let anchor = store.state.dragAnchor else { return nil }
            let (dx, dy) = (cell.column - anchor.column, cell.row - anchor.row)
            return dx == 0 && dy == 0 ? nil : .pointer(.didDrag(dx: dx, dy: dy))
        case .release:
            return store.state.dragAnchor == nil ? nil : .pointer(.didRelease)
        case .wheel(.up) where inside:
            return .pointer(.didZoomAround(.in, cell))
        case .wheel(.down) where inside:
            return .pointer(.didZoomAround(.out, cell))
        default:
            return nil
        }
    }
}
