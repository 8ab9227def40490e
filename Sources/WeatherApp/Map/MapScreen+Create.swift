import Lasso
import WeatherCore

extension MapScreen {
    /// Builds the Map around `focus`, with the recent searches marked and towns from the directory.
    @MainActor
    public static func createScreen(focus: Place, environment env: AppEnvironment) -> Screen<MapScreen, MapView> {
        let state = State(focus: focus, recents: env.recentSearches.all())
        let geometry = env.mapGeometry()
        return createScreen(initialState: state, reducer: MapStore(directory: env.directory)) {
            MapView(store: $0.asViewStore(), geometry: geometry)
        }
    }
}
