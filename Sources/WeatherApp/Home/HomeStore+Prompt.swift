import Lasso
import TerminalUI
import WeatherCore

/// The prompt: type-ahead on every key, and Enter.
extension HomeStore {
    func editPrompt(_ state: inout State, key: Key) -> Effect {
        switch state.prompt.handle(key) {
        case .changed:
            refreshSuggestions(&state)
        case .rejected(let rejection):
            state.message = .init(
                rejection.description.prefix(1).uppercased() + rejection.description.dropFirst() + ".")
        case .moved, .unhandled:
            break
        }
        return .none
    }

    /// "input is full" → "Input is full."
    static func sentence(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() + "." }

    func refreshSuggestions(_ state: inout State) {
        let result = search(state.prompt.text)
        state.suggestions = result.suggestions
        state.suggestionIndex = nil
        state.message = nil
        // Only complaints that are final are shown while typing; "a ZIP has 5 digits" waits for Enter.
        if result.mode == .city, let problem = result.problem { state.message = .init(problem.message) }
        if result.mode == .zip, let problem = result.problem { state.message = .init(problem.message) }
    }

    /// Enter: the highlighted suggestion, else the exact ZIP, else the best match; otherwise say what is wrong.
    func submit(_ state: inout State) -> Effect {
        if let index = state.suggestionIndex, state.suggestions.indices.contains(index) {
            return open(state.suggestions[index].place, in: &state)
        }
        let result = search(state.prompt.text)
        state.suggestions = result.suggestions
        switch result.mode {
        case .empty:
            state.message = .init("Type a ZIP code (10001) or a place (Portland, OR).")
            return .none
        case .zip:
            if let place = result.exact { return open(place, in: &state) }
            state.message = .init(result.problem?.message ?? "That ZIP code doesn't exist.")
            return .none
        case .zipPrefix:
            state.message = .init("A ZIP code has 5 digits; pick one of these with ↓ and Enter, or keep typing.")
            return .none
        case .city:
            // The best match: the directory ranks exact names before prefixes, then by size.
            if let best = result.suggestions.first { return open(best.place, in: &state) }
            state.message = .init(result.problem?.message ?? "No place matches “\(state.prompt.text)”.")
            return .none
        }
    }
}
