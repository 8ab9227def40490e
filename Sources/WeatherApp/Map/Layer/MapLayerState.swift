import FoundationEssentials
import WeatherCore

/// The Map's weather layer: which one is drawn, the grid it draws from, and how the fetch is going.
public struct MapLayerState: Equatable, Sendable {
    public var kind: MapLayerKind
    /// The units the layer is asked in (the user's).
    public var units: UnitSystem
    /// The grid drawn: the newest fetched (or cached) one covering the view; kept while a new one is fetched.
    public var grid: LayerGrid?
    /// The area of the request in flight, if one is: the legend says "loading…".
    public var loadingArea: GeoBox?
    /// Why the last request failed, briefly; nil once one succeeds.
    public var problem: String?
    /// Grids fetched in the last 10 minutes, newest first, kept in memory while the Map is open.
    public var cache: [LayerGrid]
    /// When the layer last looked at the clock: the legend's "updated 3 min ago" counts from `grid`'s fetch to this.
    public var now: Date?

    public init(kind: MapLayerKind = .none, units: UnitSystem = .imperial) {
        self.kind = kind
        self.units = units
        grid = nil
        loadingArea = nil
        problem = nil
        cache = []
        now = nil
    }

    public var isOn: Bool { kind != .none }
    public var isLoading: Bool { loadingArea != nil }
}

extension MapScreen {
    /// What happens to the weather layer: the key, the wait for the view to settle, the answer, the minute tick.
    public enum LayerAction: Equatable, Sendable {
        /// `l`: none → radar → temperature → precipitation → none.
        case didCycle
        /// The radar loop's own actions.
        case radar(MapScreen.RadarAction)
        /// The Map became the top screen again (or first), with the settings as saved then (read by `createScreen`,
        /// outside the reducer): a clock or units chosen on a Detail meanwhile apply; a radar loop that was stopped
        /// while covered restarts.
        case didAppear(Settings)
        /// Another screen covers the Map: the radar stops playing and fetching.
        case didDisappear
        /// 300 ms passed with no pan or zoom.
        case didSettle
        case didLoad(LayerGrid)
        /// The request failed: a short reason for the legend.
        case didFail(String)
        /// A minute passed: the legend's age moves on.
        case didTick
    }
}
