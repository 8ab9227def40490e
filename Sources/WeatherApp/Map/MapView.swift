import FoundationEssentials
import Lasso
import TerminalUI
import WeatherCore

/// Draws the Map and turns keys into the Map's Actions. The geometry is static data (like a font), so it is a
/// constructor dependency; everything that changes is in the store's state.
public struct MapView: ScreenView {
    public typealias Module = MapScreen
    public let store: ViewStore<MapScreen.State, MapScreen.Action>
    private let renderer: MapRenderer
    /// The terminal's colours: the weather layer's ramp, or its values as text without any.
    private let colors: ColorDepth
    /// The radar's source, for its credit and where it covers: the one the store's radar client asks (the app passes
    /// its client's; the IEM's unless told, for views that never show another).
    private let radarSource: RadarSource

    /// `counties` outlines zone-based alerts and draws county lines at close zoom; with `.empty` there are none.
    public init(
        store: ViewStore<MapScreen.State, MapScreen.Action>, geometry: MapGeometry, counties: CountyGeometry = .empty,
        colors: ColorDepth = .palette256, radarSource: RadarSource = .iem
    ) {
        self.store = store
        renderer = MapRenderer(geometry: geometry, counties: counties)
        self.colors = colors
        self.radarSource = radarSource
    }

    public var breadcrumb: String { store.state.language.localized("Map") }

    /// In words: how the last `r` went, as clock times at the selected place.
    public var statusWords: String? { store.state.inWords ? MapPlaceList(state: store.state).refreshNote : nil }

    public var keyMap: KeyMap<MapScreen.Action> { MapScreen.keyMap(store.state) }

    /// Pan steps and the town lookup depend on the visible span, which only layout knows: the shell calls this
    /// before each frame, and a new size reaches the store as an action before anything is drawn.
    public func layout(in area: Rect) {
        let mapArea = mapArea(in: area)
        let size = MapScreen.Size(width: mapArea.width, height: mapArea.height)
        if store.state.viewSize != size {
            store.send(.view(.didResize(width: size.width, height: size.height)))
        }
    }

    public func render(into buffer: inout Buffer, area: Rect) -> (x: Int, y: Int)? {
        let state = store.state
        if state.inWords {
            buffer.fill(area)
            return MapPlaceList(state: state).renderFocus(into: &buffer, area: area.inset(left: 1, right: 1))
        }
        let alerts = renderer.alertShapes(for: state)
        let (mapArea, legendRows) = split(area, alerts: alerts)
        renderer.canvas(for: state, width: mapArea.width, height: mapArea.height, alerts: alerts)
            .render(into: &buffer, area: mapArea)
        if state.layer.kind == .radar, let frame = state.radar.shown {
            RadarPainter(
                frame: frame, depth: colors, viewport: state.viewport(width: mapArea.width, height: mapArea.height)
            ).paint(into: &buffer, area: mapArea)
        } else if let grid = state.layer.grid, state.layer.kind.usesGrid {
            MapLayerPainter(
                kind: state.layer.kind, grid: grid, depth: colors,
                viewport: state.viewport(width: mapArea.width, height: mapArea.height), zoom: state.zoom,
                language: state.language
            ).paint(into: &buffer, area: mapArea)
        }
        let (upperRows, legendRow) = legendRows.splitBottom(1)
        let (layerRow, alertRow) = upperRows.splitBottom(alerts.isEmpty ? 0 : 1)
        if state.layer.kind == .radar {
            RadarLegend(
                radar: state.radar, source: radarSource, now: state.layer.now, zone: state.labelZone,
                clock: state.clock, depth: colors, covered: radarSource.covers(state.viewport.bounds),
                isAbroad: !radarSource.serves(state.focus), language: state.language
            ).render(into: &buffer, area: layerRow)
        } else {
            MapLayerLegend(layer: state.layer, depth: colors, language: state.language).render(
                into: &buffer, area: layerRow)
        }
        MapAlertLegend(alerts: alerts, owner: state.focus, language: state.language).render(
            into: &buffer, area: alertRow)
        MapLegend(state: state).render(into: &buffer, area: legendRow)
        return selectedMarker(in: mapArea)
    }

    /// The selected place's marker cell, the focus, when it is on the map.
    private func selectedMarker(in mapArea: Rect) -> (x: Int, y: Int)? {
        let state = store.state
        guard let mark = state.selectedMark else { return nil }
        let dot = state.viewport(width: mapArea.width, height: mapArea.height).project(mark.place.coordinate)
        let (x, y) = (Int((dot.x / 2).rounded(.down)), Int((dot.y / 4).rounded(.down)))
        guard x >= 0, y >= 0, x < mapArea.width, y < mapArea.height else { return nil }
        return (mapArea.x + x, mapArea.y + y)
    }

    /// The map's part of the area (above the legend rows), as `render` splits it.
    func mapArea(in area: Rect) -> Rect {
        split(area, alerts: renderer.alertShapes(for: store.state)).map
    }

    /// The map, then the legend rows under it: the legend's row, a row naming the alerts when any are drawn, and
    /// the weather layer's row when it is on. Layout, drawing and clicks all measure by this one split.
    private func split(_ area: Rect, alerts: [MapAlertShape]) -> (map: Rect, legend: Rect) {
        area.splitBottom(1 + (alerts.isEmpty ? 0 : 1) + (store.state.layer.isOn ? 1 : 0))
    }
}
