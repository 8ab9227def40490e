import FoundationEssentials
import Lasso
import WeatherCore

/// Detail's business logic. Pure: the world comes in as values (the saved settings ride on `didAppear`), and all
/// work, writes to the settings included, is returned as effects, so the exhaustive test store can assert each step.
public struct DetailStore: LassoReducer, Sendable {
    public typealias Module = DetailScreen

    enum CancelID: Hashable, Sendable {
        case load, clock, spinner, radar
    }

    /// How often the slow clock ticks: enough for "3 min ago" and the local time, and ~0 CPU when idle.
    public static let tickInterval: Duration = .seconds(30)
    /// Spinner frame time, only while a load runs.
    public static let spinnerInterval: Duration = .milliseconds(100)

    let forecasts: ForecastService
    /// The alerts, air quality, spread and normals: each a feature of its own, composed here.
    let sides: DetailSides
    /// Where the weather and the alerts seen here are stored, inside effects, for Home's rows and markers.
    let recentSearches: RecentSearchesClient
    /// Where the choices made here (units, wind unit, clock, days) are written, inside effects. The reducer never
    /// reads it: the saved settings come with each `didAppear`.
    let settings: SettingsClient
    let clock: AppClock
    /// Nil: the radar is not asked about the place.
    let radar: RadarClient?

    /// - Parameters:
    ///   - settings: persists the units, wind unit, clock and days chosen here; read back by `createScreen`.
    ///   - clock: the slow clock's and the spinner's time, and "now".
    ///   - airQuality, spread, normals: nil, not asked for (the screen's state says `.off` then).
    public init(
        forecasts: ForecastService,
        alerts: AlertsService,
        recentSearches: RecentSearchesClient,
        settings: SettingsClient,
        clock: AppClock,
        airQuality: AirQualityService?,
        spread: SpreadService? = nil,
        radar: RadarClient?,
        normals: NormalsService? = nil,
        language: AppLanguage = .en
    ) {
        self.forecasts = forecasts
        self.sides = DetailSides(
            alerts: alerts, airQuality: airQuality, spread: spread, normals: normals, now: { clock.now() },
            language: language)
        self.recentSearches = recentSearches
        self.settings = settings
        self.clock = clock
        self.radar = radar
    }

    public func reduce(into state: inout DetailScreen.State, action: DetailScreen.Action) -> DetailScreen.ModuleEffect {
        switch action {
        case .didAppear(let saved):
            // Every appearance: units or days switched on another Detail further up the stack apply here too.
            let unitSwitch = adoptSavedSettings(saved, into: &state) ? load(&state, policy: .cacheFirst) : .none
            guard !state.hasAppeared else { return unitSwitch }
            state.hasAppeared = true
            let sideLoads: DetailScreen.ModuleEffect = .merge(
                askSpread(&state, policy: .cacheFirst), askAlerts(&state), askAirQuality(&state, policy: .cacheFirst),
                loadRadar(state), askNormals(&state))
            guard let snapshot = state.snapshot else {
                let forecast = state.isLoading ? unitSwitch : load(&state, policy: .cacheFirst)
                return .merge(tickEvery30Seconds(), forecast, sideLoads)
            }
            // Home just tried the network for an offline snapshot: wait the full interval before trying again.
            // A stale one (an instant first frame from the cache) is refreshed at once, and stays on screen meanwhile.
            if snapshot.isOffline { state.lastAttempt = state.now }
            // A 7-day snapshot (from Home or the cache) while 16 days are chosen is shown, and the rest asked for.
            let tooShort = !snapshot.isOffline && !snapshot.forecast.covers(state.days)
            let refresh = state.needsAutoRefresh || tooShort ? load(&state, policy: .cacheFirst) : unitSwitch
            return .merge(tickEvery30Seconds(), record(snapshot, place: state.place), refresh, sideLoads)

        case .didPressRefresh:
            // Every source on screen, past the caches; presses within 10 seconds of the last ask are one ask.
            state.now = clock.now()
            guard RefreshRequest.allowsAsk(after: state.refresh, now: state.now) else { return .none }
            // The note says "updated" only when every source asked has answered: these are the ones asked.
            let asked = [(sides.airQuality.name, state.airQuality != .off), (sides.spread.name, state.spread != .off)]
            state.refresh = RefreshRequest(
                askedAt: state.now, asking: [sides.alerts.name] + asked.filter(\.1).map(\.0))
            return .merge(
                load(&state, policy: .refresh), askAlerts(&state, policy: .refresh),
                askAirQuality(&state, policy: .refresh), loadRadar(state), askSpread(&state, policy: .refresh))

        case .didToggleUnits:
            // Convert what is on screen at once, then ask for the real numbers in the new units: the server's
            // rounding differs from a conversion of rounded values, and the cache is kept per unit system.
            state.units = state.units.toggled
            state.snapshot = state.snapshot.map { state.shown($0) }
            let units = state.units
            // The spread comes in the units asked for: the new units' is asked for (an hour's cache each).
            return .merge(
                save { $0.units = units }, load(&state, policy: .cacheFirst), askSpread(&state, policy: .cacheFirst))

        case .didCycleWindUnit:
            // Only the speeds change: the forecast in hand is converted, with no request (the cache keeps one
            // entry per unit system, whose speeds convert exactly).
            // Back at the unit system's own unit, the choice is dropped: it follows `u` again.
            let next = state.windUnit.next
            state.chosenWindUnit = next == .standard(for: state.units) ? nil : next
            state.snapshot = state.snapshot.map { state.shown($0) }
            let wind = state.chosenWindUnit
            return save { $0.windUnit = wind }

        case .didToggleClock:
            let next: ClockStyle = state.clock == .twelve ? .twentyFour : .twelve
            state.chosenClock = next == .standard(for: state.units) ? nil : next
            let clock = state.chosenClock
            return save { $0.clock = clock }

        case .didPressMap:
            if case .precipitation = state.radarNearby {
                return .output(.didRequestRadarMap(state.place, state.activeAlerts))
            }
            return .output(.didRequestMap(state.place, state.activeAlerts))

        case .didLoadRadar(let nearby):
            state.radarNearby = nearby
            return .none

        case .didPressAlerts:
            guard let snapshot = state.alerts.value, state.hasAlertsToShow else { return .none }
            let current = AlertsSnapshot(
                alerts: state.activeAlerts, elsewhere: state.activeElsewhereAlerts, fetchedAt: snapshot.fetchedAt)
            return .output(.didRequestAlerts(state.place, current, utcOffsetSeconds: state.utcOffsetSeconds))

        case .alerts(let action):
            let effect = side(sides.alerts, at: \.alerts, action, in: &state, embed: { .alerts($0) })
            guard sides.alerts.isAnswer(action) else { return effect }
            state.alertsCheckedAt = state.now
            guard case .didLoad(.success(let snapshot), _) = action else { return effect }
            let (recents, clock, place, summary) = (recentSearches, clock, state.place, AlertsSummary(snapshot.alerts))
            return .merge(effect, .run { _ in recents.recordAlerts(summary, for: place, at: clock.now()) })

        case .didMoveHourCursor(let move):
            state.moveHourCursor(move)
            state.daysHaveFocus = false
            return .none

        case .didPointAtHour(let time):
            guard state.hourIndex(time) != nil else { return .none }
            state.cursorHour = time
            state.settleHours()
            state.daysHaveFocus = false
            return .none

        case .didToggleDays:
            // Data in hand that covers the new length is shown at once (16 → 7 always: the table shows the
            // first 7 of the 16); otherwise the longer forecast is asked for, with the spinner.
            // The table never claims days it does not have: a longer one is asked for first, and the table switches
            // (and the choice is saved) when they come; a failure says so and saves nothing.
            let target = (state.pendingDays ?? state.days).toggled
            state.daysProblem = nil
            guard target == .seven || state.snapshot?.forecast.covers(target) == true else {
                state.pendingDays = target
                return load(&state, policy: .cacheFirst)
            }
            state.pendingDays = nil
            let switching = switchDays(&state, to: target)
            // Nothing in hand at all (a failed first load): the new length is a new try.
            guard state.snapshot == nil, !state.isLoading else { return switching }
            return .merge(switching, load(&state, policy: .cacheFirst))

        case .didScrollDays(let scroll):
            state.scrollDays(scroll)
            state.daysHaveFocus = true
            return .none

        case .didLayout(let sizes):
            state.sectionSizes = sizes
            state.settleHours()
            state.settleDayScroll()
            return .none

        case .spread(let action):
            return side(sides.spread, at: \.spread, action, in: &state, embed: { .spread($0) })

        case .airQuality(let action):
            let effect = side(sides.airQuality, at: \.airQuality, action, in: &state, embed: { .airQuality($0) })
            if sides.airQuality.isAnswer(action) { state.airQualityCheckedAt = state.now }
            return effect

        case .normals(let action):
            if case .didLoad(let result, _) = action {
                state.normalsRetryAt = Self.normalsRetry(result, now: state.now)
            }
            return side(sides.normals, at: \.normals, action, in: &state, embed: { .normals($0) })

        case .didLoadForecast(.success(let snapshot)):
            let shown = state.shown(snapshot)
            state.snapshot = shown
            state.status = .idle
            if state.refresh?.outcome == .asking { state.refresh?.outcome = .updated(snapshot.fetchedAt) }
            var switching = DetailScreen.ModuleEffect.none
            if let pending = state.pendingDays {
                state.pendingDays = nil
                if snapshot.forecast.covers(pending) {
                    switching = switchDays(&state, to: pending)
                } else {
                    state.daysProblem = state.language.localized(
                        "{0} days unavailable: only {1} came", String(pending.count),
                        String(snapshot.forecast.daily.count))
                }
            }
            state.settleHours()
            state.settleDayScroll()
            return .merge(.cancel(id: CancelID.spinner), record(shown, place: state.place), switching)

        case .didLoadForecast(.failure(let error)):
            state.status = .failed(error)
            if state.refresh?.outcome == .asking {
                state.refresh?.outcome = .failed(error.shortReason(in: state.language))
            }
            if let pending = state.pendingDays, error != .cancelled {
                state.pendingDays = nil
                state.daysProblem = state.language.localized(
                    "{0} days unavailable: {1}", String(pending.count), error.shortReason(in: state.language))
            }
            return .cancel(id: CancelID.spinner)

        case .didTick(let date):
            state.now = date
            state.settleHours()
            state.settleDayScroll()
            let alerts = state.needsAlertsRefresh ? askAlerts(&state) : .none
            let air = state.needsAirQualityRefresh ? askAirQuality(&state, policy: .cacheFirst) : .none
            // With the forecast, not more often: the service's hour-long cache decides whether it asks.
            let spread = state.needsAutoRefresh ? askSpread(&state, policy: .cacheFirst) : .none
            var normals = DetailScreen.ModuleEffect.none
            if let retry = state.normalsRetryAt, date >= retry {
                state.normalsRetryAt = nil
                state.normals = .pending
                normals = askNormals(&state)
            }
            return .merge(
                state.needsAutoRefresh ? load(&state, policy: .cacheFirst) : .none, alerts, air, spread, normals)

        case .didAdvanceSpinner:
            state.spinnerTick += 1
            return .none
        }
    }

    /// Shows `days` and saves the choice.
    private func switchDays(_ state: inout DetailScreen.State, to days: ForecastDays) -> DetailScreen.ModuleEffect {
        state.days = days
        state.settleDayScroll()
        return save { $0.forecastDays = days }
    }

    /// Writes one choice to the saved settings, in an effect: the others stay as saved.
    private func save(_ change: @escaping @Sendable (inout Settings) -> Void) -> DetailScreen.ModuleEffect {
        let settings = settings
        // Done as the key is handled: `w` then `q` at once must not lose the choice.
        return .immediate { settings.update(change) }
    }

    /// Takes the saved units, wind unit, clock and days when they differ from the screen's; true when the forecast must be asked
    /// for again (other units; more days than the data in hand has).
    private func adoptSavedSettings(_ saved: Settings, into state: inout DetailScreen.State) -> Bool {
        let (units, days, choices) = (saved.units, saved.forecastDays, SavedUnitChoices(saved))
        var mustLoad = false
        if choices.windUnit != state.chosenWindUnit || choices.clock != state.chosenClock {
            (state.chosenWindUnit, state.chosenClock) = (choices.windUnit, choices.clock)
            state.snapshot = state.snapshot.map { state.shown($0) }
        }
        if units != state.units {
            state.units = units
            state.snapshot = state.snapshot.map { state.shown($0) }
            mustLoad = true
        }
        if days != state.days {
            state.days = days
            state.settleDayScroll()
            mustLoad = mustLoad || state.snapshot?.forecast.covers(days) == false
        }
        return mustLoad
    }

    /// Starts a load under one id (a new one replaces the one in flight) and the spinner beside it.
    private func load(_ state: inout DetailScreen.State, policy: LoadPolicy) -> DetailScreen.ModuleEffect {
        state.status = .loading
        state.lastAttempt = state.now
        let (place, units, days, forecasts) = (state.place, state.units, state.pendingDays ?? state.days, forecasts)
        return .merge(
            .task(id: CancelID.load) { () async throws(WeatherError) in
                try await forecasts.load(place, units, policy, days)
            } then: {
                .didLoadForecast($0)
            },
            .timer(id: CancelID.spinner, every: Self.spinnerInterval, clock: clock.clock) { .didAdvanceSpinner }
        )
    }

    /// Asks the newest radar mosaic around the place (±0.3° north and south, ±0.4° east and west: the 25 km the
    /// line speaks of and a margin) and reads the nearest precipitation; a failure or a place outside the source's
    /// parts says nothing (the next-two-hours line carries on from the forecast alone).
    private func loadRadar(_ state: DetailScreen.State) -> DetailScreen.ModuleEffect {
        let place = state.place
        guard let radar, place.hasCoordinates,
            radar.source.covers(latitude: place.latitude, longitude: place.longitude)
        else { return .none }
        let request = RadarRequest(
            area: GeoBox(
                minLongitude: place.longitude - 0.4, minLatitude: place.latitude - 0.3,
                maxLongitude: place.longitude + 0.4, maxLatitude: place.latitude + 0.3),
            width: 120, height: 90, time: radar.source.times.newest(now: clock.now()))
        return .task(id: CancelID.radar) { () async throws(WeatherError) in
            try await radar.frame(request)
        } then: { result in
            guard case .success(let frame) = result else { return nil }
            let found = frame.nearestPrecipitation(
                latitude: place.latitude, longitude: place.longitude, radiusKilometres: RadarNearby.radiusKilometres)
            return .didLoadRadar(
                found.map {
                    .precipitation(kilometres: Int($0.kilometres.rounded()), direction: $0.direction, dbz: $0.dbz)
                } ?? .clear)
        }
    }

    /// The slow clock, for the life of the screen (the store's dismantle cancels it).
    private func tickEvery30Seconds() -> DetailScreen.ModuleEffect {
        let clock = clock
        return .timer(id: CancelID.clock, every: Self.tickInterval, clock: clock.clock) { .didTick(clock.now()) }
    }

    /// Tells the recent list the temperature seen (when the forecast has current conditions).
    private func record(_ snapshot: ForecastSnapshot, place: Place) -> DetailScreen.ModuleEffect {
        let recents = recentSearches
        guard let conditions = LatestConditions(snapshot.forecast, fetchedAt: snapshot.fetchedAt) else { return .none }
        return .run { _ in recents.recordObservation(conditions, of: place) }
    }
}

extension RecentSearchesClient {
    /// The alerts seen for `place`, for Home's marker. They may arrive before the forecast has made the place a
    /// recent search: it is recorded first, or the update would find no entry and Home would lose the marker.
    func recordAlerts(_ summary: AlertsSummary?, for place: Place, at date: Date) {
        if !all().contains(where: { $0.place.id == place.id }) {
            _ = record(place, date)
        }
        _ = updateAlerts(place.id, summary)
    }

    /// Every place whose weather was seen is a recent search (from Home, the Map, or the command line), with the
    /// weather last seen: its temperature, condition, today's high and low, and when.
    func recordObservation(_ conditions: LatestConditions, of place: Place) {
        _ = record(place, conditions.fetchedAt)
        _ = updateConditions([(place.id, conditions)])
    }
}
