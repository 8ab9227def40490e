import Lasso
import WeatherCore

extension HomeScreen {
    /// Builds Home from the environment: its reducer's dependencies, and the initial state from what is saved.
    /// - Parameter deepStartProblem: a place given on the command line that could not be opened (the query and
    ///   why), shown in the prompt from the first frame.
    @MainActor
    public static func createScreen(
        environment env: AppEnvironment, deepStartProblem: (query: String, message: String)? = nil
    ) -> Screen<HomeScreen, HomeView> {
        let directory = env.directory
        let reducer = HomeStore(
            search: { directory.search($0) }, forecasts: env.forecasts, alerts: env.alerts,
            recentSearches: env.recentSearches, conditions: env.conditions,
            clock: env.clock, settings: env.settings.load, airQuality: env.airQuality)
        let settings = env.settings.load()
        var state = State(
            recents: env.recentSearches.all(), units: settings.units, iconSet: settings.iconSet, now: env.clock.now())
        if let problem = deepStartProblem {
            reducer.showDeepStartProblem(&state, query: problem.query, message: problem.message)
        }
        return createScreen(initialState: state, reducer: reducer) { HomeView(store: $0.asViewStore()) }
    }
}
