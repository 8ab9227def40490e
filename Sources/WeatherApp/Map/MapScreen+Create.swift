import Lasso
import WeatherCore

extension MapScreen {
    /// Builds the Map around `focus`, with the recent searches marked, towns from the directory, and `alerts` (the
    /// place's active NWS alerts) drawn as areas.
    @MainActor
    public static func createScreen(
        focus: Place, alerts: [WeatherAlert] = [], environment env: AppEnvironment
    ) -> Screen<MapScreen, MapView> {
        let state = State(focus: focus, recents: env.recentSearches.all(), alerts: alerts)
        let geometry = env.mapGeometry()
        let counties = env.countyGeometry()
        return createScreen(initialState: state, reducer: MapStore(directory: env.directory)) {
            MapView(store: $0.asViewStore(), geometry: geometry, counties: counties)
        }
    }
}
