import Lasso
import TerminalUI
import WeatherCore

/// The prompt: type-ahead on every key, and Enter.
extension HomeStore {
    func reducePrompt(_ state: inout State, _ action: HomeScreen.PromptAction) -> Effect {
        switch action {
        case .didEdit, .didPaste, .didPressSearchKey, .didClear: state.listHasFocus = false
        case .didMoveSuggestion, .didChooseSuggestion, .didSubmit, .didSettle, .didFindOnline, .didTickOnlineSpinner:
            break
        }
        switch action {
        case .didEdit(let key):
            return editPrompt(&state, key: key)

        case .didPaste(let text):
            // A copied line often brings its newline: white space at the ends is not part of a ZIP or a name.
            switch state.prompt.insert(text.trimmed) {
            case .changed:
                let offline = refreshSuggestions(&state)
                return searchOnlineAfterEdit(&state, offline: offline)
            case .rejected(let rejection): state.message = .init(Self.sentence(rejection, in: state.language))
            case .moved, .unhandled: break
            }
            return .none

        case .didPressSearchKey:
            return .none

        case .didClear:
            guard !state.prompt.isEmpty else { return .none }
            state.prompt.setText("")
            state.suggestions = []
            state.suggestionIndex = nil
            state.message = nil
            return stopOnlineSearch(&state)

        case .didMoveSuggestion(let delta):
            guard !state.suggestions.isEmpty else { return .none }
            let next = (state.suggestionIndex ?? (delta > 0 ? -1 : state.suggestions.count)) + delta
            state.suggestionIndex = next < 0 || next >= state.suggestions.count ? nil : next
            return .none

        case .didSubmit:
            return submit(&state)

        case .didChooseSuggestion(let index):
            guard state.suggestions.indices.contains(index) else { return .none }
            state.suggestionIndex = index
            return submit(&state)

        case .didSettle, .didFindOnline, .didTickOnlineSpinner:
            return reduceOnline(&state, action)
        }
    }

    private func editPrompt(_ state: inout State, key: Key) -> Effect {
        switch state.prompt.handle(key) {
        case .changed:
            let offline = refreshSuggestions(&state)
            return searchOnlineAfterEdit(&state, offline: offline)
        case .rejected(let rejection):
            state.message = .init(Self.sentence(rejection, in: state.language))
        case .moved, .unhandled:
            break
        }
        return .none
    }

    /// A refused edit as a sentence in `language`: "At most 40 characters." Home's prompt takes any printable
    /// character, so what its filter refuses is a control character.
    static func sentence(_ rejection: TextFieldRejection, in language: AppLanguage) -> String {
        switch rejection {
        case .full(let maxLength): language.localized("At most {0} characters.", String(maxLength))
        case .filtered(let character, _):
            language.localized("“{0}” not accepted: printable characters only.", String(character))
        }
    }

    @discardableResult
    func refreshSuggestions(_ state: inout State) -> DirectorySearch {
        let result = search(state.prompt.text)
        state.suggestions = result.suggestions
        state.suggestionIndex = nil
        state.message = nil
        // Only complaints that are final are shown while typing; "a ZIP has 5 digits" waits for Enter.
        if result.mode == .city || result.mode == .zip, let problem = result.problem {
            state.message = .init(problem.message(in: state.language))
        }
        return result
    }

    /// Enter: the highlighted suggestion, else what the query resolves to (``PlaceResolution``, as the launch and
    /// `now` resolve it): its place opens, its candidates are offered, or what is wrong is said.
    func submit(_ state: inout State) -> Effect {
        if let index = state.suggestionIndex, state.suggestions.indices.contains(index) {
            return open(state.suggestions[index].place, in: &state)
        }
        let resolution = resolve(state.prompt.text, in: state)
        if case .askGeocoder = resolution.outcome { return submitOnline(&state) }
        state.suggestions = resolution.search.suggestions
        return act(on: resolution.outcome, text: state.prompt.text, in: &state)
    }

    /// The prompt's text resolved over the directory and the recent places (those not marked removed).
    func resolve(_ text: String, in state: State) -> PlaceResolution {
        let recents = state.recents.map(\.place).filter { !state.isMarkedRemoved($0.id) }
        return PlaceResolution(text, search: search(text), recents: recents, asksGeocoder: online != nil)
    }

    /// A resolution's outcome in Home's words: a place opens, candidates are offered with the first highlighted.
    /// `askedOnline`: the outcome is the geocoder's answer, so "nothing" says whether it could be asked.
    func act(
        on outcome: PlaceResolution.Outcome, text: String, askedOnline: Bool = false, in state: inout State
    ) -> Effect {
        switch outcome {
        case .place(let place):
            return open(place, in: &state)
        case .candidates(let matches):
            offer(matches, text: text, in: &state)
        case .askGeocoder:
            return submitOnline(&state)
        case .invalid(.empty):
            state.message = .init(.typeAPlace)
        case .invalid(.partialZip):
            state.message = .init(.zipHasFiveDigits)
        case .invalid(.unknown(let problem)):
            state.message = .init(
                askedOnline ? nothingFound(state, text: text) : problem.message(in: state.language))
        }
        return .none
    }

    /// Several places: they are the suggestions, the first highlighted, so Enter again opens it.
    func offer(_ matches: [PlaceMatch], text: String, in state: inout State) {
        state.suggestions = matches
        state.suggestionIndex = matches.isEmpty ? nil : 0
        state.message = .init(.placesMatch(count: matches.count, query: text.trimmed.sanitizedForTerminal))
    }

    /// Enter on a name offline has no place named so: it waits for the online search (started now if the typing
    /// had not settled yet), then opens the best place.
    private func submitOnline(_ state: inout State) -> Effect {
        let text = state.prompt.text
        guard let search = state.online, search.query == text else {
            return startOnlineSearch(&state, opensWhenDone: true)
        }
        if search.isSearching {
            state.online?.opensWhenDone = true
            return .none
        }
        return openBest(&state, text: text)
    }
}
