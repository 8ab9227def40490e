import Lasso
import WeatherCore

extension DetailScreen {
    /// Builds a place's Detail from the environment. Its first load starts when it appears.
    /// - Parameter snapshot: a forecast already in hand (Home just loaded it); else the cache's, if any.
    @MainActor
    public static func createScreen(
        place: Place, snapshot: ForecastSnapshot?, environment env: AppEnvironment
    ) -> Screen<DetailScreen, DetailView> {
        let settings = env.settings.load().forPlace(place)
        var state = State(
            place: place, units: settings.units, windUnit: settings.windUnit, clock: settings.clock,
            iconSet: settings.iconSet, days: settings.forecastDays,
            snapshot: snapshot ?? env.forecasts.cached(place, settings.units), now: env.clock.now())
        state.inWords = env.screenReader
        state.language = env.language
        // Without a forecast in hand, the header's local time needs the directory's zone until the first one comes.
        if state.snapshot == nil, !place.timeZone.isEmpty { state.placeZone = env.zones.rules(place.timeZone) }
        let reducer = DetailStore(
            forecasts: env.forecasts,
            alerts: env.alerts,
            recentSearches: env.recentSearches,
            settings: env.settings,
            clock: env.clock,
            airQuality: env.airQuality,
            spread: env.spread,
            radar: env.radarAroundPlaces ? env.radar : nil,
            normals: env.normals,
            language: env.language)
        // Each side source with a service starts pending; without one, off.
        (state.airQuality, state.spread) = (reducer.sides.airQuality.initialState, reducer.sides.spread.initialState)
        state.normals = reducer.sides.normals.initialState
        // The settings are read as the screen appears, here and not in the reducer: it gets them as a value.
        let saved = env.settings
        return createScreen(
            initialState: state, reducer: reducer, appearAction: { .didAppear(saved.load().forPlace(place)) },
            view: { DetailView(store: $0.asViewStore()) })
    }
}
