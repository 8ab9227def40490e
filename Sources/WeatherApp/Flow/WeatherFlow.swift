import Lasso
import TerminalUI
import WeatherCore

/// Turns screen Outputs into navigation. Home is the root; a chosen place pushes its Detail.
@MainActor
public final class WeatherFlow: Flow<Never, any AppScreen> {
    let environment: AppEnvironment
    private let initialQuery: String?

    /// - Parameter initialQuery: a deep start (`lasso-weather 10001`): open that place's Detail over Home.
    public init(environment: AppEnvironment, initialQuery: String? = nil) {
        self.environment = environment
        self.initialQuery = initialQuery
        super.init()
    }

    public override func createInitialScreen() -> any AppScreen {
        makeHome()
    }

    func makeHome() -> any AppScreen {
        let settings = environment.settings.load()
        let state = HomeScreen.State(
            recents: environment.recentSearches.all(), units: settings.units, iconSet: settings.iconSet,
            now: environment.now())
        let directory = environment.directory
        let store = HomeStore(
            search: { directory.search($0) }, forecasts: environment.forecasts,
            recentSearches: environment.recentSearches, now: environment.now)
        return HomeScreen.createScreen(initialState: state, reducer: store) { HomeView(store: $0.asViewStore()) }
            .observeOutput { [self] output in self.handle(output) }
    }

    private func handle(_ output: HomeScreen.Output) {
        switch output {
        case .didChoosePlace:
            break
        }
    }
}
