import ArgumentParser
import WeatherCore

/// `lasso-weather nwo 10001`: a mistyped command name, which would otherwise be read as a place followed by an
/// argument the app does not take. `lasso-weather nwo` alone is still a place search.
enum CommandSuggestion {
    /// The command names a first word is compared with.
    static let commandNames = ["open", "now", "lookup", "help"]

    /// The message for arguments (without the program's name) that did not parse, when their first word is one
    /// edit (a letter added, dropped, changed, or two swapped; any case) away from a command name and more follow
    /// it: "unknown command 'nwo'; did you mean 'now'?", in `language`. Nil otherwise.
    static func message(for arguments: [String], language: AppLanguage = .en) -> String? {
        guard arguments.count > 1, let word = arguments.first, !word.hasPrefix("-") else { return nil }
        let typed = Array(word.lowercased())
        guard !commandNames.contains(word),
            let name = commandNames.first(where: { isOneEditAway(typed, Array($0)) || typed == Array($0) })
        else { return nil }
        return language.localized(
            "unknown command {0}; did you mean {1}?", "'\(word.sanitizedForTerminal)'", "'\(name)'")
    }

    /// The language to say it in, though the arguments did not parse: a `--lang` among them, else the saved
    /// setting, else the environment's.
    static func language(_ arguments: [String]) -> AppLanguage {
        let environment = ProcessEnvironment.current()
        let given = arguments.indices.lazy.compactMap { index -> String? in
            let argument = arguments[index]
            if argument.hasPrefix("--lang=") { return String(argument.dropFirst("--lang=".count)) }
            return argument == "--lang" && index + 1 < arguments.count ? arguments[index + 1] : nil
        }.first
        return LiveDependencies.language(
            given.flatMap(LanguageChoice.init(argument:)), LiveDependencies.settingsForLanguage(environment),
            environment)
    }

    /// Whether `a` becomes `b` by one insertion, deletion, substitution or swap of two neighbours.
    static func isOneEditAway(_ a: [Character], _ b: [Character]) -> Bool {
        guard abs(a.count - b.count) <= 1, a != b else { return false }
        let prefix = zip(a, b).prefix { $0 == $1 }.count
        let (restA, restB) = (a[prefix...], b[prefix...])
        if a.count == b.count {
            if restA.dropFirst().elementsEqual(restB.dropFirst()) { return true }  // one changed
            return restA.count >= 2 && restA.first == restB.dropFirst().first && restB.first == restA.dropFirst().first
                && restA.dropFirst(2).elementsEqual(restB.dropFirst(2))  // two swapped
        }
        let (longer, shorter) = a.count > b.count ? (restA, restB) : (restB, restA)
        return longer.dropFirst().elementsEqual(shorter)  // one added or dropped
    }
}

extension LassoWeatherCommand {
    /// The command the arguments name; a mistyped command name followed by more arguments ("nwo 10001") is said
    /// as such, with the command meant, and is a usage error (status 64), not a place followed by an argument the
    /// app does not take.
    package static func parseNamingMistypedCommands(_ arguments: [String]) throws -> ParsableCommand {
        do {
            return try parseAsRoot(arguments)
        } catch {
            guard exitCode(for: error) != .success,
                let message = CommandSuggestion.message(for: arguments, language: CommandSuggestion.language(arguments))
            else {
                throw error
            }
            writeToStandardError(message)
            throw ExitCode.validationFailure
        }
    }
}
