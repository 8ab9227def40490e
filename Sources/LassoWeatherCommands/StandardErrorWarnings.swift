import Synchronization
import WeatherCore

/// The persistence warnings a command says on stderr, in the app's language. The settings are read, and their
/// warnings made, before the language they may name is known: what comes before ``speak(in:)`` waits for it.
final class StandardErrorWarnings: Sendable {
    private let state = Mutex<(language: AppLanguage?, held: [PersistenceWarning])>((nil, []))

    /// Says `warning` now, or once the language is known.
    func say(_ warning: PersistenceWarning) {
        let language: AppLanguage? = state.withLock { state in
            if state.language == nil { state.held.append(warning) }
            return state.language
        }
        if let language { writeToStandardError(warning.message(in: language)) }
    }

    /// The language is known: the warnings held are said in it, and every later one at once.
    func speak(in language: AppLanguage) {
        let held = state.withLock { state in
            state.language = language
            defer { state.held = [] }
            return state.held
        }
        for warning in held { writeToStandardError(warning.message(in: language)) }
    }
}
