import Lasso
import TerminalUI
import WeatherCore

/// Turns screen Outputs into navigation. Home is the root; a chosen place pushes its Detail, Detail's map request
/// pushes the Map, and a place picked on the Map pushes that place's Detail. Back (Esc) is the shell's pop.
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

    /// Starts on `stack` with Home as the root, then honours the deep start, if any.
    public func launch(on stack: NavigationStack<any AppScreen>) {
        start(on: stack, placement: .root)
        guard let query = initialQuery else { return }
        switch DeepStart.resolve(query, in: environment.directory) {
        case .place(let place):
            stack.push(makeDetail(place, snapshot: nil))
        case .problem(let message):
            (stack.root as? Screen<HomeScreen, HomeView>)?.store.send(.didReceiveDeepStartProblem(query, message))
        }
    }

    func makeHome() -> any AppScreen {
        let settings = environment.settings.load()
        let state = HomeScreen.State(
            recents: environment.recentSearches.all(), units: settings.units, iconSet: settings.iconSet,
            now: environment.now())
        let directory = environment.directory
        let store = HomeStore(
            search: { directory.search($0) }, forecasts: environment.forecasts,
            recentSearches: environment.recentSearches, now: environment.now, settings: environment.settings.load)
        return HomeScreen.createScreen(initialState: state, reducer: store) { HomeView(store: $0.asViewStore()) }
            .observeOutput { [self] output in
                switch output {
                case .didChoosePlace(let place, let snapshot): self.stack?.push(self.makeDetail(place, snapshot: snapshot))
                }
            }
    }

    func makeDetail(_ place: Place, snapshot: ForecastSnapshot?) -> any AppScreen {
        let env = environment
        let settings = env.settings.load()
        let state = DetailScreen.State(
            place: place, units: settings.units, iconSet: settings.iconSet,
            snapshot: snapshot ?? env.forecasts.cached(place, settings.units), now: env.now())
        let reducer = DetailStore(
            forecasts: env.forecasts,
            saveUnits: { units in
                var saved = env.settings.load()
                saved.units = units
                env.settings.save(saved)
            },
            // Every place whose weather was seen is a recent search: from Home, the Map, or the command line.
            recordObservation: { zip, temperature, units, code, date in
                _ = env.recentSearches.record(place, date)
                _ = env.recentSearches.updateObservation(zip, temperature, units, code, date)
            },
            now: env.now, savedUnits: { env.settings.load().units })
        let screen = DetailScreen.createScreen(initialState: state, reducer: reducer) { DetailView(store: $0.asViewStore()) }
            .observeOutput { [self] output in
                switch output {
                case .didRequestMap(let place): self.stack?.push(self.makeMap(place))
                }
            }
        screen.store.send(.didAppear)
        return screen
    }

    /// The Map's choice: that place's Detail is pushed, as the stack is a history; but choosing the place whose
    /// Detail lies right beneath the Map just goes back to it, rather than stacking a second copy.
    private func showFromMap(_ place: Place) {
        guard let stack else { return }
        let beneath = stack.screens.dropLast().last as? Screen<DetailScreen, DetailView>
        if beneath?.store.state.place.zip == place.zip {
            stack.pop()
        } else {
            stack.push(makeDetail(place, snapshot: nil))
        }
    }

    func makeMap(_ place: Place) -> any AppScreen {
        let state = MapScreen.State(focus: place, recents: environment.recentSearches.all())
        let geometry = environment.mapGeometry()
        return MapScreen.createScreen(initialState: state, reducer: MapStore(directory: environment.directory)) {
            MapView(store: $0.asViewStore(), geometry: geometry)
        }
        .observeOutput { [self] output in
            switch output {
            case .didSelectPlace(let place): self.showFromMap(place)
            }
        }
    }
}
