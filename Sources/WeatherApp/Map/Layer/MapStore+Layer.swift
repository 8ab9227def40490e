import FoundationEssentials
import Lasso
import WeatherCore

extension MapStore {
    /// What the layer's work uses: the grid's fetch, the radar's frames and the clock, from `init`'s clients.
    struct LayerClients: Sendable {
        var client: MapLayerClient
        var radar: RadarClient
        /// The loop's next two hours from the forecast; nil: the loop is the radar's hour alone.
        var radarForecast: RadarForecastClient?
        var clock: AppClock
    }
}

/// The layer's fetch policy. One request asks for a grid over 1.5× the view (``LayerGridRequest``); a view that
/// moves within it, or back to an area fetched in the last 10 minutes (``cacheLifetime``), asks nothing. Otherwise
/// the store waits for the view to settle (``settleDelay`` with no pan or zoom) and asks once; a newer request
/// cancels the one in flight (one effect id). The first layout and `l` ask at once: nothing is moving.
extension MapStore {
    enum LayerCancelID: Hashable, Sendable {
        case settle, fetch, tick
    }

    /// How long the view must stay still before a request.
    public static let settleDelay: Duration = .milliseconds(300)
    /// How long a fetched grid is drawn and reused.
    public static let cacheLifetime: TimeInterval = 600
    /// Grids kept in memory at most (each is 48 points).
    static let cacheCapacity = 12
    /// A grid is too coarse for a view that spans fewer than this many grid spacings: two zoom steps in from where
    /// it was fetched (it spans 4.7 at its own zoom, 2.3 one step in).
    static let minimumSpacingsAcross = 2.0
    /// The legend's "updated … ago" moves on this often.
    static let ageTick: Duration = .seconds(60)

    func reduceLayer(_ state: inout MapScreen.State, _ action: MapScreen.LayerAction) -> MapScreen.ModuleEffect {
        if case .didAppear(let saved) = action { state.clock = saved.effectiveClock }
        guard let layer else { return .none }
        switch action {
        case .didCycle:
            let was = state.layer.kind
            let kind = was.next
            state.layer.kind = kind
            let settings = settings
            // Done as the key is handled, so a quit right after keeps the choice.
            let save = MapScreen.ModuleEffect.immediate { settings.update { $0.mapLayer = kind } }
            if was == .radar {
                // The radar's frames stay cached while the Map is open; its loop and fetches stop.
                let stop = stopRadar(&state)
                state.radar.view = nil
                state.radar.frames = [:]
                state.radar.problem = nil
                guard state.viewSize.isKnown else { return .merge(save, stop) }
                return .merge(save, stop, startLayer(&state, layer))
            }
            if kind == .radar {
                guard state.viewSize.isKnown else { return save }
                return .merge(save, startRadar(&state, layer))
            }
            if kind == .none {
                state.layer.grid = nil
                state.layer.loadingArea = nil
                state.layer.problem = nil
                return .merge(
                    save, .cancel(id: LayerCancelID.settle), .cancel(id: LayerCancelID.fetch),
                    .cancel(id: LayerCancelID.tick))
            }
            // Both layers draw from the same grid: from temperature to precipitation nothing is asked.
            guard !was.usesGrid, state.viewSize.isKnown else { return save }
            return .merge(save, startLayer(&state, layer))

        case .radar(let action):
            return reduceRadar(&state, action, layer)

        case .didAppear(let saved):
            let unitSwitch = adoptUnits(saved.units, &state, layer)
            guard state.layer.kind == .radar, state.radar.isCovered, state.viewSize.isKnown else { return unitSwitch }
            return startRadar(&state, layer)

        case .didDisappear:
            guard state.layer.kind == .radar else { return .none }
            state.radar.isCovered = true
            return stopRadar(&state)

        case .didSettle:
            state.layer.now = layer.clock.now()
            if state.layer.kind == .radar {
                return state.radar.isCovered ? .none : fetchRadar(&state, layer)
            }
            if let grid = servingGrid(state) {
                state.layer.grid = grid
                return .none
            }
            // The request in flight will serve this view: asking again would only cancel it.
            if let loading = state.layer.loadingArea, Self.area(loading, covers: viewBox(state)) { return .none }
            return fetch(&state, layer)

        case .didLoad(let grid):
            let now = layer.clock.now()
            state.layer.now = now
            state.layer.loadingArea = nil
            state.layer.problem = nil
            state.layer.grid = grid
            state.layer.cache = Array(
                ([grid] + state.layer.cache.filter { now.timeIntervalSince($0.fetchedAt) < Self.cacheLifetime })
                    .prefix(Self.cacheCapacity))
            return .none

        case .didFail(let reason):
            state.layer.now = layer.clock.now()
            state.layer.loadingArea = nil
            state.layer.problem = reason
            return .none

        case .didTick:
            state.layer.now = layer.clock.now()
            return .none
        }
    }

    /// After the view moved (or was first laid out): a grid that serves the new view is drawn at once; else the
    /// settle timer (re)starts, and the request waits for it. Nil when the layer is off or has no source.
    func layerAfterMove(_ state: inout MapScreen.State, firstLayout: Bool) -> MapScreen.ModuleEffect? {
        guard let layer, state.layer.isOn, state.viewSize.isKnown else { return nil }
        if state.layer.kind == .radar {
            return firstLayout ? startRadar(&state, layer) : radarAfterMove(&state, layer)
        }
        if firstLayout { return startLayer(&state, layer) }
        state.layer.now = layer.clock.now()
        if let grid = servingGrid(state) {
            state.layer.grid = grid
            return .cancel(id: LayerCancelID.settle)
        }
        return .delayed(id: LayerCancelID.settle, by: Self.settleDelay, clock: layer.clock.clock) {
            .layer(.didSettle)
        }
    }

    /// Units switched on a Detail while the Map was covered: the grid is asked in them (from the cache if one there
    /// serves the view). The grid drawn stays meanwhile: it says its own units.
    private func adoptUnits(
        _ units: UnitSystem, _ state: inout MapScreen.State, _ layer: LayerClients
    ) -> MapScreen.ModuleEffect {
        guard units != state.layer.units else { return .none }
        state.layer.units = units
        guard state.layer.kind.usesGrid, state.viewSize.isKnown else { return .none }
        state.layer.now = layer.clock.now()
        if let grid = servingGrid(state) {
            state.layer.grid = grid
            return .none
        }
        return fetch(&state, layer)
    }

    /// The layer coming on (or the Map opening with it on): the minute tick, and a grid from the cache or asked now.
    private func startLayer(_ state: inout MapScreen.State, _ layer: LayerClients) -> MapScreen.ModuleEffect {
        state.layer.now = layer.clock.now()
        let tick = MapScreen.ModuleEffect.timer(id: LayerCancelID.tick, every: Self.ageTick, clock: layer.clock.clock) {
            .layer(.didTick)
        }
        if let grid = servingGrid(state) {
            state.layer.grid = grid
            return tick
        }
        return .merge(tick, fetch(&state, layer))
    }

    /// One request for the grid around the view; replaces any in flight.
    func fetch(_ state: inout MapScreen.State, _ layer: LayerClients) -> MapScreen.ModuleEffect {
        let request = LayerGridRequest(around: state.viewport.bounds, units: state.layer.units)
        state.layer.loadingArea = request.area
        let client = layer.client
        let language = state.language
        return .task(id: LayerCancelID.fetch) { () async throws(WeatherError) in
            try await client.fetch(request)
        } then: { result in
            switch result {
            case .success(let grid): .layer(.didLoad(grid))
            case .failure(.cancelled): nil
            case .failure(let error): .layer(.didFail(error.shortReason(in: language)))
            }
        }
    }

    /// The grid to draw for the current view: the one drawn, else the newest cached one, if it serves the view.
    func servingGrid(_ state: MapScreen.State) -> LayerGrid? {
        guard let now = state.layer.now else { return nil }
        let view = viewBox(state)
        let candidates = (state.layer.grid.map { [$0] } ?? []) + state.layer.cache
        return candidates.first { Self.grid($0, serves: view, units: state.layer.units, now: now) }
    }

    /// The view as a request would see it: cut to the globe like the areas asked.
    private func viewBox(_ state: MapScreen.State) -> GeoBox { LayerGridRequest.onGlobe(state.viewport.bounds) }

    /// A grid serves a view when it is in the view's units, under 10 minutes old, and its area covers the view.
    static func grid(_ grid: LayerGrid, serves view: GeoBox, units: UnitSystem, now: Date) -> Bool {
        let age = now.timeIntervalSince(grid.fetchedAt)
        return grid.units == units && age >= 0 && age < cacheLifetime && area(grid.area, covers: view)
    }

    /// An 8×6 grid over `area` covers `view` when the view lies inside the area and the grid is fine enough for it
    /// (``minimumSpacingsAcross``).
    static func area(_ area: GeoBox, covers view: GeoBox) -> Bool {
        let tolerance = 1e-9
        let spacing = (area.maxLongitude - area.minLongitude) / Double(LayerGridRequest.columns - 1)
        return area.minLongitude <= view.minLongitude + tolerance && area.maxLongitude >= view.maxLongitude - tolerance
            && area.minLatitude <= view.minLatitude + tolerance && area.maxLatitude >= view.maxLatitude - tolerance
            && (view.maxLongitude - view.minLongitude) >= minimumSpacingsAcross * spacing
    }
}
