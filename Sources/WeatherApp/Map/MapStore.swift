import Lasso
import LaunchWork
import WeatherCore

/// The Map's logic: pure, with the town lookups injected so tests control them and views never search.
public struct MapStore: LassoReducer {
    public typealias Module = MapScreen

    /// Towns inside a box, biggest first, at most the given count (live: `ZipDirectory.towns(in:limit:)`).
    public var towns: @Sendable (GeoBox, Int) -> [PlaceMatch]
    /// The world's towns of a region, indexed: called in an effect, never by the reducer, once the view needs them
    /// (``MapTowns/needsWorld(_:)``) and whenever it leaves the region asked; live: `WorldTowns.index(covering:)`,
    /// which reads every block of the world directory. Nil: the ZIP towns alone.
    public var worldTowns: (@Sendable (GeoBox) async throws -> WorldTowns.Index)?
    /// The weather layer's clients and clock; nil: `l` and `r` do nothing (no layer without a source, no refresh
    /// without a clock).
    var layer: LayerClients?
    /// Where `l`'s choice is written, inside an effect; the reducer never reads it (the saved settings come with
    /// the appear action).
    let settings: SettingsClient
    /// The focus place's alerts, asked again by `r`; nil: `r` leaves the alerts as the Map opened with them.
    public var alerts: AlertsService?

    /// - Parameters:
    ///   - worldTowns: the world's towns, asked in an effect; nil: the ZIP towns alone.
    ///   - mapLayer: the weather layer's grid; nil: no layer (`l` and `r` do nothing, and nothing else is asked).
    ///   - radar: the radar layer's frames.
    ///   - radarForecast: the loop's next two hours; nil: the loop is the radar's hour alone.
    ///   - clock: the layer's and the radar's time.
    public init(
        towns: @escaping @Sendable (GeoBox, Int) -> [PlaceMatch],
        worldTowns: (@Sendable (GeoBox) async throws -> WorldTowns.Index)? = nil, mapLayer: MapLayerClient?,
        radar: RadarClient, radarForecast: RadarForecastClient?, clock: AppClock, settings: SettingsClient,
        alerts: AlertsService?
    ) {
        self.towns = towns
        self.worldTowns = worldTowns
        self.layer = mapLayer.map {
            LayerClients(client: $0, radar: radar, radarForecast: radarForecast, clock: clock)
        }
        self.settings = settings
        self.alerts = alerts
    }

    /// The live store, looking towns up in `directory` and, abroad, in `world` (``MapTowns``), whose index is
    /// built in an effect.
    public init(
        directory: ZipDirectory, world: WorldTowns? = nil, mapLayer: MapLayerClient?, radar: RadarClient,
        radarForecast: RadarForecastClient?, clock: AppClock, settings: SettingsClient, alerts: AlertsService?
    ) {
        self.init(
            towns: { box, limit in directory.towns(in: box, limit: limit) },
            worldTowns: world.map { world in { @Sendable region in world.index(covering: region) } },
            mapLayer: mapLayer, radar: radar,
            radarForecast: radarForecast, clock: clock, settings: settings, alerts: alerts)
    }

    /// A pan moves the view by this fraction of what is visible, so the old and new views overlap.
    public static let panFraction = 0.25

    /// Latitudes beyond this are pole-stretched slivers in Mercator; the centre stays within.
    static let latitudeLimit = 80.0

    public func reduce(into state: inout MapScreen.State, action: MapScreen.Action) -> MapScreen.ModuleEffect {
        let effect = reduceAction(&state, action)
        // Whatever answered (a grid, a frame, the layer turned off), `r`'s note learns what is still coming.
        settleRefresh(&state)
        // Whatever brought the view abroad or past the US (the Map appearing, a key, the mouse) asks for the world.
        guard let world = askWorldTowns(&state) else { return effect }
        return .merge(effect, world)
    }

    private func reduceAction(_ state: inout MapScreen.State, _ action: MapScreen.Action) -> MapScreen.ModuleEffect {
        switch action {
        case .view(let action): followingMove(&state) { reduceView(&$0, action) }
        case .pointer(let action): followingMove(&state) { reducePointer(&$0, action) }
        case .layer(let action): reduceLayer(&state, action)
        case .refresh(let action): reduceRefresh(&state, action)
        case .towns(let action): reduceTowns(&state, action)
        }
    }

    enum TownsCancelID: Hashable, Sendable {
        case world
    }

    /// The world's towns, once the view needs them and what is ready or asked does not hold the view: an effect
    /// builds the index of the region around it (off the main thread: the work is nonisolated), replacing any ask
    /// still running; the towns already indexed (or the ZIP towns alone) are labelled until it answers.
    private func askWorldTowns(_ state: inout MapScreen.State) -> MapScreen.ModuleEffect? {
        let view = state.viewport.bounds
        guard let worldTowns, MapTowns.needsWorld(state), !state.worldTowns.covers(view) else { return nil }
        let region = WorldTowns.region(around: view)
        state.worldTowns = .asking(region, kept: state.worldTowns.index)
        return .task(id: TownsCancelID.world) { () async throws in
            let index = try await worldTowns(region)
            // The pass read the whole directory a block at a time, and the ZIP towns were read just before: give
            // the freed pages back before the layers' frames come (the Map's peak, `make memory`).
            trimMalloc()
            return index
        } then: { result in
            // A failure (never live) leaves the ZIP towns alone.
            (try? result.get()).map { .towns(.didLoadWorld($0)) }
        }
    }

    func reduceTowns(_ state: inout MapScreen.State, _ action: MapScreen.TownsAction) -> MapScreen.ModuleEffect {
        switch action {
        case .didLoadWorld(let index):
            state.worldTowns = .ready(index)
            refreshTowns(&state)
            return .none
        }
    }

    /// Whatever moved the view (a key, the mouse) lets the layer decide whether it needs a new grid.
    private func followingMove(
        _ state: inout MapScreen.State, _ reduce: (inout MapScreen.State) -> MapScreen.ModuleEffect
    ) -> MapScreen.ModuleEffect {
        let before = state.viewport
        let wasLaidOut = state.viewSize.isKnown
        let effect = reduce(&state)
        let moved = state.viewport != before || (!wasLaidOut && state.viewSize.isKnown)
        guard moved, let layerEffect = layerAfterMove(&state, firstLayout: !wasLaidOut) else {
            return effect
        }
        return .merge(effect, layerEffect)
    }

    private func reduceView(_ state: inout MapScreen.State, _ action: MapScreen.ViewAction) -> MapScreen.ModuleEffect {
        switch action {
        case .didPan(let direction):
            pan(&state, direction)
            refreshTowns(&state)
            return .none

        case .didZoom(let direction):
            // At either end the key does nothing; the legend says "max zoom"/"min zoom" (State.isAtMaxZoom).
            state.zoom = MapZoom.clamped(state.zoom + (direction == .in ? 1 : -1))
            refreshTowns(&state)
            return .none

        case .didRecenter:
            if let focusIndex = state.marks.firstIndex(where: \.isFocus) {
                state.selected = focusIndex
                state.center = state.marks[focusIndex].place.coordinate
            } else {
                state.center = MapZoom.contiguousUS
            }
            refreshTowns(&state)
            return .none

        case .didCycleSelection(let forward):
            guard let selected = state.selected, !state.marks.isEmpty else { return .none }
            let count = state.marks.count
            let next = (selected + (forward ? 1 : count - 1)) % count
            state.selected = next
            // Follow the selection so the place Enter would open is on screen.
            state.center = state.marks[next].place.coordinate
            refreshTowns(&state)
            return .none

        case .didConfirmSelection:
            guard let mark = state.selectedMark else { return .none }
            return .output(.didSelectPlace(mark.place))

        case .didResize(let width, let height):
            state.viewSize = MapScreen.Size(width: max(0, width), height: max(0, height))
            refreshTowns(&state)
            return .none
        }
    }

    private func pan(_ state: inout MapScreen.State, _ direction: MapScreen.Direction) {
        let viewport = state.viewport
        let dx = Double(viewport.width) * Self.panFraction / viewport.dotsPerDegree
        let dy = Double(viewport.height) * Self.panFraction / viewport.dotsPerDegree
        var center = state.center
        switch direction {
        case .left: center.longitude -= dx
        case .right: center.longitude += dx
        case .up, .down:
            // Vertical steps are even on screen, so they are taken in Mercator y, not in degrees of latitude.
            let y = MapViewport.mercatorY(center.latitude) + (direction == .up ? dy : -dy)
            center.latitude = MapViewport.latitude(mercatorY: y)
        }
        // Past ±180° the map goes on round the globe (Fiji, Chukotka), so the centre wraps rather than stops.
        center.longitude = MapViewport.wrapped(longitude: center.longitude)
        center.latitude = min(Self.latitudeLimit, max(-Self.latitudeLimit, center.latitude))
        state.center = center
    }

    func refreshTowns(_ state: inout MapScreen.State) {
        state.towns = townsInView(state)
    }

    /// The towns to label: none when zoomed out or not laid out yet; else those in view (looked up through `towns`,
    /// merged with the world's once their index is ready) minus any already marked, so no place is named twice, and
    /// any without coordinates.
    func townsInView(_ state: MapScreen.State) -> [PlaceMatch] {
        guard state.showsTowns, state.viewSize.isKnown else { return [] }
        let marked = Set(state.marks.map { MarkKey(city: $0.place.city, state: $0.place.state) })
        let (box, limit) = (state.viewport.bounds, MapZoom.townLimit(for: state.viewSize))
        let us = towns(box, limit)
        let world = state.worldTowns.index?.towns(in: box, limit: limit) ?? []
        return MapTowns.merged(us: us, world: world, limit: limit).filter {
            $0.place.hasCoordinates && !marked.contains(MarkKey(city: $0.name, state: $0.state))
        }
    }

    private struct MarkKey: Hashable {
        var city: String
        var state: String

        init(city: String, state: String) {
            self.city = city.lowercased()
            self.state = state.uppercased()
        }
    }
}
