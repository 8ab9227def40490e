import Lasso
import WeatherCore

extension DetailScreen {
    /// Builds a place's Detail from the environment. Its first load starts when it appears.
    /// - Parameter snapshot: a forecast already in hand (Home just loaded it); else the cache's, if any.
    @MainActor
    public static func createScreen(
        place: Place, snapshot: ForecastSnapshot?, environment env: AppEnvironment
    ) -> Screen<DetailScreen, DetailView> {
        let settings = env.settings.load()
        var state = State(
            place: place, units: settings.units, windUnit: settings.windUnit, clock: settings.clock,
            iconSet: settings.iconSet, days: settings.forecastDays,
            snapshot: snapshot ?? env.forecasts.cached(place, settings.units), now: env.clock.now())
        state.zoneRules = ZoneRules.of(place, forecastZone: state.snapshot?.forecast.timezone)
        if env.airQuality != nil { state.airQuality = .pending }
        let reducer = DetailStore(
            forecasts: env.forecasts,
            alerts: env.alerts,
            // The alerts may arrive before the forecast has made the place a recent search: record it first, or
            // the update would find no entry and Home would lose the marker.
            recordAlerts: { zip, summary in
                if !env.recentSearches.all().contains(where: { $0.place.zip == zip }) {
                    _ = env.recentSearches.record(place, env.clock.now())
                }
                _ = env.recentSearches.updateAlerts(zip, summary)
            },
            settings: env.settings,
            // Every place whose weather was seen is a recent search: from Home, the Map, or the command line.
            recordObservation: { zip, conditions in
                _ = env.recentSearches.record(place, conditions.fetchedAt)
                _ = env.recentSearches.updateConditions([(zip, conditions)])
            },
            clock: env.clock,
            airQuality: env.airQuality,
            radar: env.radarAroundPlaces ? env.radar : nil, zones: .live)
        // The settings are read as the screen appears, here and not in the reducer: it gets them as a value.
        let saved = env.settings
        return createScreen(
            initialState: state, reducer: reducer, appearAction: { .didAppear(saved.load()) },
            view: { DetailView(store: $0.asViewStore()) })
    }
}
