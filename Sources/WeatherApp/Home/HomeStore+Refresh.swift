import FoundationEssentials
import Lasso
import WeatherCore

/// Home as a live dashboard: while Home is on screen, every recent place whose data is older than 10 minutes is
/// refreshed in ONE many-places request (``ConditionsRequest``), when Home appears and every 10 minutes after.
///
/// What is "the data's age": the newer of the place's latest conditions (kept with its recent search, written by
/// this refresh, by Home's Enter and by Detail) and its full cached forecast (a newer one, e.g. from `now`, gives
/// the row its conditions). The refresh stores only the latest conditions, never into the forecast cache, so Detail
/// keeps its whole forecast (chart, days) for the place.
extension HomeStore {
    /// How often Home refreshes while on screen.
    public static let refreshInterval: Duration = .seconds(600)

    /// Out of sight: no timer and no request for rows nobody sees. Appearing again starts both afresh.
    func disappear(_ state: inout State) -> Effect {
        state.refreshing = []
        state.refreshWasAsked = false
        dropMarkedRows(&state)
        if state.message?.isError == false { state.message = nil }
        return .merge(
            .cancel(id: CancelID.refreshTimer), .cancel(id: CancelID.refresh), .cancel(id: CancelID.messageFade))
    }

    func reduceRefresh(_ state: inout State, _ action: HomeScreen.RefreshAction) -> Effect {
        switch action {
        case .didTick:
            state.now = clock.now()
            // A new refresh replaces the one in flight, which may have nothing due: it says so only if it asks.
            state.refreshing = []
            return refresh(units: state.units, everything: false)

        case .didPress:
            state.now = clock.now()
            state.refreshing = []
            guard state.recents.contains(where: { !state.isMarkedRemoved($0.place.id) }) else {
                state.message = .init(.noRecentsToRefresh, isError: false)
                return .none
            }
            // Asked for: its outcome is said in words, even when the rows are fresh enough to show no age.
            state.refreshWasAsked = true
            return refresh(units: state.units, everything: true)

        case .didStart(let ids):
            state.refreshing = ids
            return .none

        case .didFinish(let refresh):
            state.refreshing = []
            state.now = clock.now()
            if let recents = refresh.recents { setRecents(&state, recents) }
            // In the screen's language: the bottom border and the message line say it as it is.
            let noAnswer = state.language.localized("no answer")
            state.refreshProblem =
                refresh.failed.isEmpty ? nil : refresh.problem?.shortReason(in: state.language) ?? noAnswer
            if state.refreshWasAsked {
                state.refreshWasAsked = false
                let updated = refresh.asked.count - refresh.failed.count
                // The oldest reading still shown for a place not updated: how old what is on screen may be.
                let failed = Set(refresh.failed)
                let shownFrom = state.recents.filter { failed.contains($0.place.id) }.compactMap(\.lastSeenAt).min()
                // In words, clock times: a message that says "just now" or "1 h ago" would be wrong later.
                let age = shownFrom.map {
                    state.inWords ? state.clock(of: $0) : RelativeTime.ago($0, now: state.now, in: state.language)
                }
                state.message =
                    refresh.failed.isEmpty
                    ? .init(state.inWords ? .updatedAt(state.clock(of: state.now)) : .updated, isError: false)
                    : .init(
                        .notUpdated(
                            reason: state.refreshProblem ?? noAnswer, shownAge: age, updated: updated,
                            asked: refresh.asked.count))
            }
            return .none
        }
    }

    /// Ticks every ``refreshInterval`` until cancelled (Home covered or gone); appearing again restarts it.
    func refreshEvery10Minutes() -> Effect {
        .timer(id: CancelID.refreshTimer, every: Self.refreshInterval, clock: clock.clock) { .refresh(.didTick) }
    }

    /// Reads the list from disk, then asks in one request for the places due (`everything`: all of them, else the
    /// stale ones; at most ``ConditionsRequest/maxPlaces``, top of the list first) and stores what comes back. A new
    /// refresh replaces one in flight. Nothing due: no request.
    func refresh(units: UnitSystem, everything: Bool) -> Effect {
        let (recents, forecasts, conditions, clock) = (recentSearches, forecasts, conditions, clock)
        return .run(id: CancelID.refresh) { send in
            var list = recents.all()
            let plan = Self.plan(list.filter { $0.place.hasCoordinates }, now: clock.now()) {
                forecasts.cached($0, units)
            }
            if !plan.fromCache.isEmpty { list = recents.updateConditions(plan.fromCache) }
            await send(.recents(.didLoad(list)))
            let due = everything ? list.filter { $0.place.hasCoordinates } : plan.due
            let places = due.prefix(ConditionsRequest.maxPlaces).map(\.place)
            guard !places.isEmpty else { return }
            let ids = places.map(\.id)
            await send(.refresh(.didStart(ids)))
            await send.result(of: { () async throws(WeatherError) in
                let results = try await conditions.fetch(ConditionsRequest(places: places, units: units))
                return Self.store(results, for: ids, in: recents)
            }) { result in
                switch result {
                case .success(let outcome): .refresh(.didFinish(outcome))
                case .failure(.cancelled): nil
                case .failure(let error):
                    .refresh(
                        .didFinish(HomeScreen.Refresh(asked: ids, failed: ids, problem: error, recents: nil)))
                }
            }
        }
    }

    /// Sorts the entries whose latest conditions are older than the cache's freshness (10 minutes): a full forecast
    /// cached since (`cached`, read only for those) gives them its conditions without a request, and is itself
    /// enough when fresh; the others are due a request, in list order.
    static func plan(
        _ entries: [RecentSearch], now: Date, cached: (Place) -> ForecastSnapshot?
    ) -> (fromCache: [(id: String, conditions: LatestConditions)], due: [RecentSearch]) {
        let policy = CachePolicy.standard
        var fromCache: [(id: String, conditions: LatestConditions)] = []
        var due: [RecentSearch] = []
        for entry in entries {
            if let seen = entry.lastSeenAt, policy.isFresh(seen, now: now) { continue }
            guard let snapshot = cached(entry.place) else {
                due.append(entry)
                continue
            }
            if snapshot.fetchedAt > entry.lastSeenAt ?? .distantPast,
                let conditions = LatestConditions(snapshot.forecast, fetchedAt: snapshot.fetchedAt),
                conditions.temperature != nil
            {
                fromCache.append((entry.place.id, conditions))
            }
            if !policy.isFresh(snapshot.fetchedAt, now: now) { due.append(entry) }
        }
        return (fromCache, due)
    }

    /// Stores each place's new conditions in one write and says which places failed. A client that answers fewer
    /// results than places leaves the rest failed, never shifted onto another place.
    static func store(
        _ results: [Result<LatestConditions, WeatherError>], for ids: [String], in recents: RecentSearchesClient
    ) -> HomeScreen.Refresh {
        var updates: [(id: String, conditions: LatestConditions)] = []
        var failed: [String] = []
        var problem: WeatherError?
        for (index, id) in ids.enumerated() {
            switch results.indices.contains(index) ? results[index] : .failure(.malformedResponse(detail: "no answer"))
            {
            case .success(let conditions):
                updates.append((id, conditions))
            case .failure(let error):
                failed.append(id)
                problem = problem ?? error
            }
        }
        let list = updates.isEmpty ? nil : recents.updateConditions(updates)
        return HomeScreen.Refresh(asked: ids, failed: failed, problem: problem, recents: list)
    }
}
