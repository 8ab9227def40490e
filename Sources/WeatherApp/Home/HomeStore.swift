import FoundationEssentials
import Lasso
import TerminalUI
import WeatherCore

/// Home's business logic. Pure: the world comes in as values (the saved settings ride on the appear action) and
/// all work with side effects (network, disk, timers) is returned as effects whose results come back as actions.
public struct HomeStore: LassoReducer {
    public typealias Module = HomeScreen
    public typealias State = HomeScreen.State
    public typealias Effect = HomeScreen.ModuleEffect

    /// The directory's type-ahead search: a pure lookup in embedded data, so it runs inside the reducer.
    var search: @Sendable (String) -> DirectorySearch
    var forecasts: ForecastService
    /// Asked beside the forecast when a place opens, so Detail's banner is ready with it (the service shares the
    /// request in flight).
    var alerts: AlertsService
    var recentSearches: RecentSearchesClient
    /// The many-places request that keeps the recent rows live.
    var conditions: ConditionsClient
    /// Ages ("3 min ago") and the spinner's frames.
    var clock: AppClock
    /// Asked beside the forecast when a place opens, like the alerts, so Detail's air quality comes with the
    /// forecast rather than after it; nil when air quality is off.
    var airQuality: AirQualityService?
    /// Names the offline directory does not know, looked up online after the typing settles; nil: offline only.
    var online: OnlineLookup?

    public init(
        search: @escaping @Sendable (String) -> DirectorySearch, forecasts: ForecastService, alerts: AlertsService,
        recentSearches: RecentSearchesClient, conditions: ConditionsClient, clock: AppClock,
        airQuality: AirQualityService?, online: OnlineLookup?
    ) {
        self.search = search
        self.forecasts = forecasts
        self.alerts = alerts
        self.recentSearches = recentSearches
        self.conditions = conditions
        self.clock = clock
        self.airQuality = airQuality
        self.online = online
    }

    /// Spinner frame time while a forecast loads.
    public static let spinnerInterval: Duration = .milliseconds(100)

    enum CancelID: Hashable, Sendable {
        case load, spinner, alerts, airQuality, refresh, refreshTimer, messageFade
        /// The online search: its settle delay, its one request, its spinner.
        case onlineSettle, onlineSearch, onlineSpinner
        /// A removal or restore of this place (its id) being written.
        case recentsWrite(String)
    }

    /// How long an informational message ("Restored Miami.") stays; errors stay until the next key changes them.
    public static let messageLifetime: Duration = .seconds(5)

    public func reduce(into state: inout State, action: HomeScreen.Action) -> Effect {
        let before = state.message
        let effect = reduceAction(into: &state, action: action)
        guard let message = state.message, message != before, !message.isError else { return effect }
        return .merge(
            effect,
            .delayed(id: CancelID.messageFade, by: Self.messageLifetime, clock: clock.clock) {
                .didFadeMessage(message.text)
            })
    }

    private func reduceAction(into state: inout State, action: HomeScreen.Action) -> Effect {
        // While a forecast loads only Esc (cancel) and the load's own results count; an alert takes every key.
        if state.loading != nil, !Self.allowedWhileLoading(action) { return .none }
        if state.failure != nil, !Self.allowedWithAlert(action) { return .none }

        switch action {
        case .didAppear(let saved):
            state.now = clock.now()
            state.units = saved.units
            state.placeDecidesUnits = saved.placeDecidesUnits && saved.unsaved.contains(.units)
            state.iconSet = saved.iconSet
            state.days = saved.forecastDays
            state.refreshing = []
            // The list is read again from disk (Detail or another instance may have changed it), then whatever is
            // stale is refreshed, and again every 10 minutes until another screen covers Home. A deep start's name
            // only the geocoder may know is asked now, as Home first shows it.
            return .merge(
                refresh(units: saved.units, everything: false), refreshEvery10Minutes(),
                startDeepStartSearch(&state))

        case .didDisappear:
            return disappear(&state)

        case .prompt(let action):
            return reducePrompt(&state, action)

        case .recents(let action):
            return reduceRecents(&state, action)

        case .load(let action):
            return reduceLoad(&state, action)

        case .alert(let action):
            return reduceAlert(&state, action)

        case .refresh(let action):
            return reduceRefresh(&state, action)

        case .didFadeMessage(let text):
            if state.message?.text == text, state.message?.isError == false { state.message = nil }
            return .none
        }
    }

    /// The forecast of the place being opened: its spinner, its answer, and Esc.
    private func reduceLoad(_ state: inout State, _ action: HomeScreen.LoadAction) -> Effect {
        switch action {
        case .didCancel:
            guard let loading = state.loading else { return .none }
            state.loading = nil
            state.message = .init(.cancelledLoading(loading.place), isError: false)
            return .merge(.cancel(id: CancelID.load), .cancel(id: CancelID.spinner))

        case .didTickSpinner:
            state.loading?.tick += 1
            return .none

        case .didLoadForecast(let place, let result):
            state.loading = nil
            let stopSpinner = Effect.cancel(id: CancelID.spinner)
            switch result {
            case .success(let snapshot):
                // Coming back from Detail shows the list, with this place on top, rather than the old query.
                state.message = nil
                state.prompt.setText("")
                state.suggestions = []
                state.suggestionIndex = nil
                return .merge(stopSpinner, record(place, snapshot), .output(.didChoosePlace(place, snapshot)))
            case .failure(.cancelled):
                return stopSpinner
            case .failure(let error):
                let language = state.language
                state.failure = .init(
                    place: place,
                    alert: AlertState(
                        title: language.localized("Couldn't load {0}", place.displayName),
                        message: error.message(in: language),
                        buttons: [language.localized("Retry"), language.localized("Cancel")]))
                return stopSpinner
            }
        }
    }

    /// The failure alert: Retry or Cancel, by key or by click.
    private func reduceAlert(_ state: inout State, _ action: HomeScreen.AlertAction) -> Effect {
        switch action {
        case .didPressKey(let key):
            return pressAlertKey(&state, key: key)

        case .didClickButton(let index):
            guard let failure = state.failure, failure.alert.buttons.indices.contains(index) else { return .none }
            return pickAlertButton(index, failure: failure, in: &state)
        }
    }

    /// The place given on the command line could not be opened: Home starts with it in the prompt, the
    /// suggestions it has, and the reason. Used for the initial state, so no action is sent from outside.
    func showDeepStartProblem(_ state: inout State, query: String, message: String) {
        state.prompt.setText(String(query.prefix(State.promptLimit)))
        refreshSuggestions(&state)
        if !state.suggestions.isEmpty { state.suggestionIndex = 0 }
        state.message = .init(message)
    }

    /// The place given on the command line may be one of several: Home starts with it in the prompt and them
    /// offered, the first highlighted. Used for the initial state, as `showDeepStartProblem`.
    func showDeepStartCandidates(_ state: inout State, query: String, matches: [PlaceMatch]) {
        state.prompt.setText(String(query.prefix(State.promptLimit)))
        offer(matches, text: query, in: &state)
    }

    /// What still counts under the loading overlay: its own results, and the background work (lifecycle, the
    /// list read from disk, the timed refresh). Every action is named, down to the nested cases, so a new one must
    /// be placed.
    static func allowedWhileLoading(_ action: HomeScreen.Action) -> Bool {
        if let allowed = allowedInTheBackground(action) { return allowed }
        switch action {
        case .load(let action):
            switch action {
            case .didCancel, .didTickSpinner, .didLoadForecast: return true
            }
        case .alert(let action):
            switch action {
            case .didPressKey, .didClickButton: return false
            }
        case .didAppear, .didDisappear, .didFadeMessage, .recents, .refresh, .prompt:
            return true  // answered above
        }
    }

    /// What still counts under the failure alert: its own keys and clicks, and the same background work.
    static func allowedWithAlert(_ action: HomeScreen.Action) -> Bool {
        if let allowed = allowedInTheBackground(action) { return allowed }
        switch action {
        case .alert(let action):
            switch action {
            case .didPressKey, .didClickButton: return true
            }
        case .load(let action):
            switch action {
            case .didCancel, .didTickSpinner, .didLoadForecast: return false
            }
        case .didAppear, .didDisappear, .didFadeMessage, .recents, .refresh, .prompt:
            return true  // answered above
        }
    }

    /// What a load and the failure alert both let through or hold back: the screen's own appearing and the
    /// background work (the list read from disk, the timed refresh) go on; the user's list, refresh and prompt wait.
    /// Nil for the load's and the alert's own actions, which each decides.
    private static func allowedInTheBackground(_ action: HomeScreen.Action) -> Bool? {
        switch action {
        case .didAppear, .didDisappear, .didFadeMessage:
            return true
        case .recents(let action):
            switch action {
            case .didLoad: return true
            case .didMoveSelection, .didOpenSelected, .didOpen, .didToggleRemoval: return false
            }
        case .refresh(let action):
            switch action {
            case .didTick, .didStart, .didFinish: return true
            case .didPress: return false
            }
        case .prompt(let action):
            switch action {
            case .didEdit, .didPaste, .didPressSearchKey, .didClear, .didMoveSuggestion, .didChooseSuggestion,
                .didSubmit, .didSettle, .didFindOnline, .didTickOnlineSpinner:
                return false
            }
        case .load, .alert:
            return nil
        }
    }

    /// Starts loading `place`'s forecast (a new load cancels one in flight) and the spinner that shows it.
    func open(_ place: Place, in state: inout State) -> Effect {
        guard place.hasCoordinates else {
            state.message = .init(.noMapLocation(place))
            return .none
        }
        state.loading = .init(place: place)
        state.failure = nil
        state.message = nil
        // The choice is made: an online search still running has nothing left to answer.
        let stopOnline = stopOnlineSearch(&state)
        // The length Detail will show, so opening a place in 16-day mode needs no second request.
        // In the units Detail will show it in (the place's own when the place decides), so its cache is Detail's.
        let (forecasts, alerts, units, days, clock) = (forecasts, alerts, state.units(at: place), state.days, clock)
        return .merge(
            stopOnline,
            .run(id: CancelID.alerts) { _ in _ = try? await alerts.load(place) },
            prefetchAirQuality(place),
            .task(id: CancelID.load) { () async throws(WeatherError) in
                try await forecasts.load(place, units, .cacheFirst, days)
            } then: {
                .load(.didLoadForecast(place, $0))
            },
            .timer(id: CancelID.spinner, every: Self.spinnerInterval, clock: clock.clock) { .load(.didTickSpinner) }
        )
    }

    /// Starts `place`'s air-quality request for the Detail about to open, which joins it (see
    /// ``AirQualityService/sharingRequestsInFlight()``); nothing comes back here.
    private func prefetchAirQuality(_ place: Place) -> Effect {
        guard let airQuality else { return .none }
        return .run(id: CancelID.airQuality) { _ in _ = try? await airQuality.load(place, .cacheFirst) }
    }

    /// Remembers the search, with the conditions just seen, and refreshes the list from disk.
    func record(_ place: Place, _ snapshot: ForecastSnapshot) -> Effect {
        let client = recentSearches
        let conditions = LatestConditions(snapshot.forecast, fetchedAt: snapshot.fetchedAt)
        return .run { send in
            var list = client.record(place, snapshot.fetchedAt)
            if let conditions { list = client.updateConditions([(place.id, conditions)]) }
            await send(.recents(.didLoad(list)))
        }
    }

    private func pressAlertKey(_ state: inout State, key: Key) -> Effect {
        guard var failure = state.failure else { return .none }
        switch failure.alert.handle(key) {
        case .picked(let index):
            return pickAlertButton(index, failure: failure, in: &state)
        case .dismissed:
            state.failure = nil
        case .moved, .unhandled:
            state.failure = failure
        }
        return .none
    }

    /// Retry (the first button) loads the place again; Cancel closes the alert.
    private func pickAlertButton(_ index: Int, failure: HomeScreen.Failure, in state: inout State) -> Effect {
        if index == 0 { return open(failure.place, in: &state) }
        state.failure = nil
        return .none
    }
}
