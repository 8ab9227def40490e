import Lasso
import WeatherCore

/// The online search: a name the offline directory has no place named exactly is sent to the geocoder once the
/// typing settles, one request at a time, its places shown below the offline suggestions.
extension HomeStore {
    /// What Home needs to search online: the geocoder, and how its places become suggestions (a GeoNames id the
    /// offline directory has is that place).
    public struct OnlineLookup: Sendable {
        var geocoder: GeocodingClient
        var matches: @Sendable (_ places: [Place], _ query: String, _ shown: [PlaceMatch]) -> [PlaceMatch]
        /// The user's country, which weighs its places up when a deep start's name is decided among the geocoder's.
        var territory: UserTerritory?

        public init(geocoder: GeocodingClient, directory: PlaceDirectory, territory: UserTerritory? = nil) {
            self.geocoder = geocoder
            self.territory = territory
            matches = { OnlineSearch.matches($0, query: $1, directory: directory, shown: $2) }
        }
    }

    /// How long the text must stay unchanged before it is sent: a request per name, not per key.
    public static let onlineSettleDelay: Duration = .milliseconds(300)

    /// After the text changed: the search of the old text stops, and the new one is asked once the typing settles,
    /// if offline has no place named so. Until then the offline "no place matches" waits.
    func searchOnlineAfterEdit(_ state: inout State, offline: DirectorySearch) -> Effect {
        let stop = stopOnlineSearch(&state)
        let text = state.prompt.text
        guard online != nil, OnlineSearch.name(toAsk: text, offline: offline) != nil else { return stop }
        if offline.suggestions.isEmpty { state.message = nil }
        return .merge(
            stop,
            .delayed(id: CancelID.onlineSettle, by: Self.onlineSettleDelay, clock: clock.clock) {
                .prompt(.didSettle(text))
            })
    }

    /// Cancels the settle delay, the request and its spinner, and forgets the search.
    func stopOnlineSearch(_ state: inout State) -> Effect {
        guard state.online != nil || online != nil else { return .none }
        state.online = nil
        return .merge(
            .cancel(id: CancelID.onlineSettle), .cancel(id: CancelID.onlineSearch),
            .cancel(id: CancelID.onlineSpinner))
    }

    /// The deep start's name only the geocoder may know: Home opens with it in the prompt, its offline
    /// suggestions and the online search's spinner; the request starts as Home first appears. Used for the
    /// initial state, so no action is sent from outside.
    func showDeepStartSearch(_ state: inout State, query: String, fallback: DeepStart) {
        state.prompt.setText(String(query.prefix(State.promptLimit)))
        refreshSuggestions(&state)
        state.message = nil
        state.online = .init(query: state.prompt.text, phase: .searching(tick: 0))
        state.online?.deepStartFallback = fallback
        state.online?.startsOnAppear = true
    }

    /// Home appeared: the deep start's search it was made with, if still waiting, asks the geocoder now; with no
    /// geocoder, or nothing to ask after all, the offline answer stands.
    func startDeepStartSearch(_ state: inout State) -> Effect {
        guard let search = state.online, search.startsOnAppear, let fallback = search.deepStartFallback else {
            return .none
        }
        state.online?.startsOnAppear = false
        guard online != nil, OnlineSearch.name(toAsk: search.query, offline: self.search(search.query)) != nil else {
            state.online = nil
            return finishDeepStart(&state, text: search.query, found: nil, fallback: fallback)
        }
        return startOnlineSearch(&state, opensWhenDone: false, deepStartFallback: fallback)
    }

    /// Starts the one request for the text typed (a new one replaces any in flight) and its spinner.
    func startOnlineSearch(
        _ state: inout State, opensWhenDone: Bool, deepStartFallback: DeepStart? = nil
    ) -> Effect {
        let text = state.prompt.text
        guard let online, let name = OnlineSearch.name(toAsk: text, offline: search(text)) else { return .none }
        state.online = .init(query: text, phase: .searching(tick: 0), opensWhenDone: opensWhenDone)
        state.online?.deepStartFallback = deepStartFallback
        let geocoder = online.geocoder
        return .merge(
            .cancel(id: CancelID.onlineSettle),
            .task(id: CancelID.onlineSearch) { () async throws(WeatherError) in
                try await geocoder.search(name)
            } then: { result in
                if case .failure(.cancelled) = result { return nil }
                return .prompt(.didFindOnline(text, result))
            },
            .timer(id: CancelID.onlineSpinner, every: Self.spinnerInterval, clock: clock.clock) {
                .prompt(.didTickOnlineSpinner)
            })
    }

    func reduceOnline(_ state: inout State, _ action: HomeScreen.PromptAction) -> Effect {
        switch action {
        case .didSettle(let text):
            guard text == state.prompt.text, state.online == nil else { return .none }
            return startOnlineSearch(&state, opensWhenDone: false)

        case .didTickOnlineSpinner:
            guard case .searching(let tick)? = state.online?.phase else { return .none }
            state.online?.phase = .searching(tick: tick + 1)
            return .none

        case .didFindOnline(let text, let result):
            guard let search = state.online, search.query == text, search.isSearching, let online else {
                return .none
            }
            let stopSpinner = Effect.cancel(id: CancelID.onlineSpinner)
            var found: [PlaceMatch] = []
            switch result {
            case .success(let places):
                let offline = state.suggestions.filter { !$0.isOnline }
                found = online.matches(places, text, offline)
                state.suggestions = offline + found
                state.online?.phase = .found
                state.online?.found = found
            case .failure(let error):
                state.online?.phase = .failed(error.shortReason(in: state.language))
            }
            if !search.opensWhenDone, let fallback = search.deepStartFallback {
                var answered: [PlaceMatch]? = found
                if case .failure = result { answered = nil }
                return .merge(stopSpinner, finishDeepStart(&state, text: text, found: answered, fallback: fallback))
            }
            guard search.opensWhenDone else {
                if state.suggestions.isEmpty { state.message = .init(nothingFound(state, text: text)) }
                return stopSpinner
            }
            return .merge(stopSpinner, openBest(&state, text: text))

        case .didEdit, .didPaste, .didPressSearchKey, .didClear, .didMoveSuggestion, .didChooseSuggestion, .didSubmit:
            return .none  // the prompt's own (`reducePrompt`), never sent here
        }
    }

    /// The deep start's online answer is in: it is resolved as Enter's would be (``PlaceResolution/answered``);
    /// with the geocoder down (`found` nil) the offline answer made at launch stands, its message saying so.
    private func finishDeepStart(
        _ state: inout State, text: String, found: [PlaceMatch]?, fallback: DeepStart
    ) -> Effect {
        if let found {
            let outcome = resolve(text, in: state).answered(found, territory: online?.territory)
            return act(on: outcome, text: text, askedOnline: true, in: &state)
        }
        state.suggestionIndex = state.suggestions.isEmpty ? nil : 0
        switch fallback {
        case .place(let place):
            return open(place, in: &state)
        case .candidates(_, let matches):
            offer(matches, text: text, in: &state)
            return .none
        case .problem, .online:
            if state.suggestions.isEmpty {
                state.message = .init(nothingFound(state, text: text))
            } else if case .problem(_, let message) = fallback {
                var text = message
                if case .failed(let reason)? = state.online?.phase {
                    if text.hasSuffix(".") || text.hasSuffix("。") { text.removeLast() }
                    text = state.language.localized("{0}; online search unavailable ({1}).", text, reason)
                }
                state.message = .init(text)
            }
            return .none
        }
    }

    /// Enter, once the online answer is in: resolved with the geocoder's places (none when it failed), as `now`
    /// and the launch resolve them.
    func openBest(_ state: inout State, text: String) -> Effect {
        var found: [PlaceMatch]? = state.online?.found ?? []
        if case .failed? = state.online?.phase { found = nil }
        let outcome = resolve(text, in: state).answered(found, territory: online?.territory)
        return act(on: outcome, text: text, askedOnline: true, in: &state)
    }

    /// "No place matches “Xyzzy” (offline or online)."; when the geocoder could not answer, only offline was
    /// searched, and the message says so, as it takes the line where the quiet "online search unavailable" goes.
    func nothingFound(_ state: State, text: String) -> String {
        let name = text.trimmed.sanitizedForTerminal
        if case .failed(let reason)? = state.online?.phase {
            return state.language.localized(
                "No place matches “{0}” offline; online search unavailable ({1}).", name, reason)
        }
        return state.language.localized("No place matches “{0}” (offline or online).", name)
    }
}
