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
            saveUnits: { units in env.settings.update { $0.units = units } },
            savedUnits: { env.settings.load().units },
            saveDays: { days in env.settings.update { $0.forecastDays = days } },
            savedDays: { env.settings.load().forecastDays },
            // Every place whose weather was seen is a recent search: from Home, the Map, or the command line.
            recordObservation: { zip, conditions in
                _ = env.recentSearches.record(place, conditions.fetchedAt)
                _ = env.recentSearches.updateConditions([(zip, conditions)])
            },
            clock: env.clock,
            airQuality: env.airQuality,
            radar: env.radarAroundPlaces ? env.radar : nil,
            saveWindUnit: { wind in env.settings.update { $0.windUnit = wind } },
            saveClock: { clock in env.settings.update { $0.clock = clock } },
            savedUnitChoices: { SavedUnitChoices(env.settings.load()) })
        return createScreen(initialState: state, reducer: reducer) { DetailView(store: $0.asViewStore()) }
    }
}
