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

    public var keyHints: [KeyHint] {
        [KeyHint("←↑↓→", "pan"), KeyHint("+ -", "zoom"), KeyHint("Tab", "next place"), KeyHint("Enter", "open")]
    }

    public var helpBindings: [KeyHint] {
        [
            KeyHint("←↑↓→ h j k l", "pan"),
            KeyHint("+ =", "zoom in"), KeyHint("-", "zoom out"),
            KeyHint("0", "back to the place"),
            KeyHint("Tab Shift-Tab", "next / previous marked place"),
            KeyHint("Enter", "open the selected place"),
            KeyHint("Esc Backspace", "back"),
        ]
    }

    /// Esc and Backspace are left to the shell, which pops the screen.
    public func handle(_ key: Key) -> Bool {
        let action: MapScreen.Action
        switch key {
        case .up, .char("k"): action = .didPan(.up)
        case .down, .char("j"): action = .didPan(.down)
        case .left, .char("h"): action = .didPan(.left)
        case .right, .char("l"): action = .didPan(.right)
        case .char("+"), .char("="): action = .didZoom(.in)
        case .char("-"), .char("_"): action = .didZoom(.out)
        case .char("0"): action = .didRecenter
        case .tab: action = .didCycleSelection(forward: true)
        case .backTab: action = .didCycleSelection(forward: false)
        case .enter: action = .didConfirmSelection
        default: return false
        }
        store.send(action)
        return true
    }

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
