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
        createScreen(environment: env, deepStart: deepStartProblem.map { .problem($0.query, $0.message) })
    }

    /// Builds Home for a deep start: a problem is shown from the first frame; a name only the geocoder may know
    /// is in the prompt with the spinner of its online search, which Home starts as it first appears.
    @MainActor
    static func createScreen(environment env: AppEnvironment, deepStart: DeepStart?) -> Screen<HomeScreen, HomeView> {
        let (reducer, state) = initial(environment: env, deepStart: deepStart)
        // The settings are read as Home appears, here and not in the reducer: Home gets them as a value.
        let saved = env.settings
        return createScreen(
            initialState: state, reducer: reducer, appearAction: { .didAppear(saved.load()) },
            view: { HomeView(store: $0.asViewStore()) })
    }

    /// What `createScreen` makes Home of: its reducer, with its dependencies from the environment, and the initial
    /// state from what is saved and the deep start.
    @MainActor
    static func initial(environment env: AppEnvironment, deepStart: DeepStart?) -> (reducer: HomeStore, state: State) {
        let (directory, territory) = (env.directory, env.territory)
        let reducer = HomeStore(
            search: { directory.search($0, territory: territory) }, forecasts: env.forecasts, alerts: env.alerts,
            recentSearches: env.recentSearches, conditions: env.conditions,
            clock: env.clock, airQuality: env.airQuality,
            online: HomeStore.OnlineLookup(geocoder: env.geocoder, directory: directory, territory: territory))
        let settings = env.settings.load()
        var state = State(
            recents: env.recentSearches.all(), units: settings.units, iconSet: settings.iconSet,
            days: settings.forecastDays, now: env.clock.now())
        state.inWords = env.screenReader
        state.language = env.language
        (state.localZone, state.clock) = (env.localZone, settings.effectiveClock)
        switch deepStart {
        case .problem(let query, let message)?:
            reducer.showDeepStartProblem(&state, query: query, message: message)
        case .candidates(let query, let matches)?:
            reducer.showDeepStartCandidates(&state, query: query, matches: matches)
        case .online(let query, let fallback)?:
            reducer.showDeepStartSearch(&state, query: query, fallback: fallback)
        case .place?, nil:
            break
        }
        return (reducer, state)
    }
}
