import Lasso
import WeatherCore

extension WeatherAlertsScreen {
    /// The Alerts screen for `place`, opened with the alerts Detail has in hand (or none: then it loads them).
    @MainActor
    public static func createScreen(
        place: Place, alerts: AlertsSnapshot?, utcOffsetSeconds: Int?, environment env: AppEnvironment
    ) -> Screen<WeatherAlertsScreen, WeatherAlertsView> {
        var state = State(
            place: place, alerts: alerts, utcOffsetSeconds: utcOffsetSeconds, zone: env.zones.rules(place.timeZone),
            now: env.clock.now())
        state.clock = env.settings.load().forPlace(place).effectiveClock
        state.inWords = env.screenReader
        state.language = env.language
        // The settings are read as the screen appears, here and not in the reducer: it gets them as a value.
        let saved = env.settings
        return createScreen(
            initialState: state, reducer: WeatherAlertsStore(alerts: env.alerts, clock: env.clock),
            appearAction: { .didAppear(saved.load().forPlace(place)) },
            view: { WeatherAlertsView(store: $0.asViewStore()) })
    }
}
