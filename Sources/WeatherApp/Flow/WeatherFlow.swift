import Lasso
import TerminalUI
import WeatherCore

/// Turns screen Outputs into navigation: Home is the root.
@MainActor
public final class WeatherFlow: Flow<Never, any AppScreen> {
    private let environment: AppEnvironment

    public init(environment: AppEnvironment) {
        self.environment = environment
        super.init()
    }

    public override func createInitialScreen() -> any AppScreen {
        makeHome()
    }

    func makeHome() -> any AppScreen {
        let state = HomeScreen.State(recents: environment.recentSearches.all())
        return HomeScreen.createScreen(initialState: state, reducer: HomeStore()) { HomeView(store: $0.asViewStore()) }
            .observeOutput { [self] output in self.handle(output) }
    }

    private func handle(_ output: HomeScreen.Output) {
        switch output {
        case .didRequestZIP:
            break
        }
    }
}
