import Lasso
import WeatherCore

extension MapScreen {
    /// Builds the Map around `focus`, with the recent searches marked, towns from the ZIP and world directories, and `alerts` (the
    /// place's active alerts) drawn as areas; `r` asks them again through the environment's service.
    @MainActor
    public static func createScreen(
        focus: Place, alerts: [WeatherAlert] = [], layer override: MapLayerKind? = nil, environment env: AppEnvironment
    ) -> Screen<MapScreen, MapView> {
        var state = State(focus: focus, recents: env.recentSearches.all(), alerts: alerts)
        // The places' zones are read here, as the Map is made, and never while it draws.
        for place in [focus] + state.marks.map(\.place) where state.zones[place.id] == nil {
            state.zones[place.id] = env.zones.rules(place.timeZone)
        }
        let loaded = env.settings.load()
        let settings = loaded.forPlace(focus)
        // Each marker in its place's units when the place decides them (Tokyo's °C beside Austin's °F).
        state.marks = state.marks.map { $0.shown(in: loaded.units(at: $0.place)) }
        // The saved layer comes back on; its first grid is asked once the map is laid out.
        // Detail's `m` with rain on the radar opens on the radar, whatever was saved (and saves nothing).
        state.layer = MapLayerState(kind: override ?? settings.mapLayer, units: settings.units)
        state.clock = settings.effectiveClock
        state.inWords = env.screenReader
        state.language = env.language
        // In words the loop is not drawn: it does not play either (nothing moves by itself).
        if state.inWords { state.radar.isPlaying = false }
        let geometry = env.mapGeometry()
        let counties = env.countyGeometry()
        let saved = env.settings
        let colors = env.colorDepth
        // The layer's work stops while another screen covers the Map and starts again when it is uncovered, with
        // the settings as saved then: read here, as the Map appears, and not in the reducer.
        return createScreen(
            initialState: state,
            reducer: MapStore(
                directory: env.directory.zips, world: MapTowns.world(env.directory.world), mapLayer: env.mapLayer,
                radar: env.radar,
                radarForecast: env.radarForecast,
                clock: env.clock, settings: env.settings, alerts: env.alerts),
            appearAction: { .layer(.didAppear(saved.load().forPlace(focus))) },
            view: {
                MapView(
                    store: $0.asViewStore(), geometry: geometry, counties: counties, colors: colors,
                    radarSource: env.radar.source)
            })
    }
}
