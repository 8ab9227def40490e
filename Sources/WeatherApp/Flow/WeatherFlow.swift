import Lasso
import TerminalUI
import WeatherCore

/// Turns screen Outputs into navigation, and does nothing else: screens build themselves (`createScreen`) and
/// start their own work when they appear. Home is the root; a chosen place pushes its Detail, Detail's map request
/// pushes the Map and its alerts request the Alerts screen, and a place picked on the Map pushes that place's
/// Detail. Back (Esc) is the shell's pop.
@MainActor
public final class WeatherFlow: Flow<Never, any AppScreen> {
    let environment: AppEnvironment
    private let deepStart: DeepStart?

    /// - Parameter initialQuery: a deep start (`lasso-weather 10001`): open that place's Detail over Home, or show
    ///   Home with the reason it cannot be opened.
    public init(environment: AppEnvironment, initialQuery: String? = nil) {
        self.environment = environment.forTextMode
        deepStart = initialQuery.map {
            DeepStart.resolveAtLaunch(
                $0, in: environment.directory, territory: environment.territory,
                recents: environment.recentSearches.all().map(\.place), language: environment.language)
        }
        super.init()
    }

    public override func createInitialScreen() -> any AppScreen {
        HomeScreen.createScreen(environment: environment, deepStart: deepStart)
            .observeOutput { [self] output in
                switch output {
                case .didChoosePlace(let place, let snapshot): showDetail(place, snapshot: snapshot)
                }
            }
    }

    /// Starts on `stack` with Home as the root, then honours the deep start, if any: a place opens its Detail. Home
    /// was made with the rest (a problem to show, a name only the geocoder may know to ask as it appears).
    public func launch(on stack: NavigationStack<any AppScreen>) {
        start(on: stack, placement: .root)
        if case .place(let place)? = deepStart { showDetail(place, snapshot: nil) }
    }

    private func showDetail(_ place: Place, snapshot: ForecastSnapshot?) {
        let detail = DetailScreen.createScreen(place: place, snapshot: snapshot, environment: environment)
            .observeOutput { [self] output in
                switch output {
                case .didRequestMap(let place, let alerts): showMap(place, alerts: alerts)
                case .didRequestRadarMap(let place, let alerts): showMap(place, alerts: alerts, layer: .radar)
                case .didRequestAlerts(let place, let alerts, let offset): showAlerts(place, alerts, offset)
                }
            }
        stack?.push(detail)
    }

    private func showMap(_ place: Place, alerts: [WeatherAlert], layer: MapLayerKind? = nil) {
        let map = MapScreen.createScreen(focus: place, alerts: alerts, layer: layer, environment: environment)
            .observeOutput { [self] output in
                switch output {
                case .didSelectPlace(let place): showFromMap(place)
                }
            }
        stack?.push(map)
    }

    private func showAlerts(_ place: Place, _ alerts: AlertsSnapshot, _ utcOffsetSeconds: Int?) {
        stack?.push(
            WeatherAlertsScreen.createScreen(
                place: place, alerts: alerts, utcOffsetSeconds: utcOffsetSeconds, environment: environment))
    }

    /// The Map's choice: that place's Detail is pushed, as the stack is a history; but a place whose Detail is
    /// already open below the Map (the nearest one, however deep) is gone back to, popping what lies above it,
    /// so Map › Enter › m › Enter never grows the stack without end.
    private func showFromMap(_ place: Place) {
        guard let stack else { return }
        let screens = stack.screens
        for index in screens.indices.dropLast().reversed() {
            guard let detail = screens[index] as? any ModuleScreen<DetailScreen> else { continue }
            if detail.store.state.place.id == place.id {
                stack.pop(toCount: index + 1)
                return
            }
        }
        showDetail(place, snapshot: nil)
    }
}
