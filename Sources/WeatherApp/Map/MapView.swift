import Lasso
import TerminalUI
import WeatherCore

/// Draws the Map and turns keys into the Map's Actions. The geometry is static data (like a font), so it is a
/// constructor dependency; everything that changes is in the store's state.
public struct MapView: ScreenView {
    public typealias Module = MapScreen
    public let store: ViewStore<MapScreen.State, MapScreen.Action>
    private let renderer: MapRenderer

    public init(store: ViewStore<MapScreen.State, MapScreen.Action>, geometry: MapGeometry) {
        self.store = store
        renderer = MapRenderer(geometry: geometry)
    }

    public var breadcrumb: String { "Map" }

    public var keyMap: KeyMap<MapScreen.Action> { MapScreen.keyMap }

    /// Pan steps and the town lookup depend on the visible span, which only layout knows: the shell calls this
    /// before each frame, and a new size reaches the store as an action before anything is drawn.
    public func layout(in area: Rect) {
        let mapArea = area.splitBottom(1).0
        let size = MapScreen.Size(width: mapArea.width, height: mapArea.height)
        if store.state.viewSize != size {
            store.send(.didResize(width: size.width, height: size.height))
        }
    }

    public func render(into buffer: inout Buffer, area: Rect) -> (x: Int, y: Int)? {
        let (mapArea, legendRow) = area.splitBottom(1)
        let state = store.state
        renderer.canvas(for: state, width: mapArea.width, height: mapArea.height).render(into: &buffer, area: mapArea)
        MapLegend(state: state).render(into: &buffer, area: legendRow)
        return nil
    }
}
