import FoundationEssentials
import WeatherCore

/// Turns what the user typed after `now` into one place: a ZIP code (ZIP+4 accepted) or a name that names a
/// single place ("Portland, OR", "Zürich", "Paris, FR"), as ``PlaceResolution`` decides for the app too. Every failure is a `CLIError` with the status scripts can
/// tell apart, worded in the app's language. `territory` is the user's country, from the locale: its places weigh
/// more.
enum PlaceQuery {
    /// The online geocoder, asked once when the offline directory has no place named exactly as typed;
    /// `note` hears why it could not be asked ("online search unavailable: no connection").
    struct Online: Sendable {
        var geocoder: GeocodingClient
        var note: @Sendable (String) -> Void = { writeToStandardError($0) }
    }

    /// The query's one resolution (``PlaceResolution``, as the app's), worded for a script: the place, or a
    /// `CLIError`. The geocoder is asked only when nothing here is named as typed; with it down the offline answer
    /// stands.
    static func resolve(
        _ input: String, in directory: PlaceDirectory, territory: UserTerritory?, recents: [Place] = [],
        online: Online?, language: AppLanguage = .en
    ) async throws(CLIError) -> Place {
        let resolution = PlaceResolution.resolve(
            input, in: directory, territory: territory, recents: recents, asksGeocoder: online != nil)
        guard case .askGeocoder(let name) = resolution.outcome, let online else {
            return try place(resolution.outcome, input: input, language: language)
        }
        let found: [PlaceMatch]?
        do throws(WeatherError) {
            let places = try await online.geocoder.search(name)
            found = OnlineSearch.matches(
                places, query: input, directory: directory, shown: resolution.search.suggestions)
        } catch {
            online.note(language.localized("online search unavailable: {0}", error.shortReason(in: language)))
            found = nil
        }
        let outcome = resolution.answered(found, territory: territory)
        if found != nil, case .invalid(.unknown) = outcome {
            throw noMatchOnline(input, language: language)
        }
        return try place(outcome, input: input, language: language)
    }

    /// The offline answer alone (no geocoder).
    static func resolve(
        _ input: String, in directory: PlaceDirectory, territory: UserTerritory?, recents: [Place] = [],
        language: AppLanguage = .en
    ) throws(CLIError) -> Place {
        let resolution = PlaceResolution.resolve(
            input, in: directory, territory: territory, recents: recents, asksGeocoder: false)
        return try place(resolution.outcome, input: input, language: language)
    }

    /// Neither the directory nor the geocoder knows the name.
    static func noMatchOnline(_ input: String, language: AppLanguage) -> CLIError {
        CLIError(
            language.localized("No place matches “{0}” (offline or online).", input.trimmed.sanitizedForTerminal),
            status: ExitStatus.unknownPlace)
    }

    /// The outcome in a script's words: the place, or the error with the status scripts tell apart.
    private static func place(
        _ outcome: PlaceResolution.Outcome, input: String, language: AppLanguage
    ) throws(CLIError) -> Place {
        switch outcome {
        case .place(let place):
            return try located(place, language: language)
        case .candidates(let matches):
            throw choices(matches, query: input, language: language)
        case .askGeocoder:
            // Only asked when there is one.
            throw error(for: .noMatch(input.sanitizedForTerminal), input: input, language: language)
        case .invalid(.empty):
            throw CLIError(
                language.localized("Give a ZIP code or a place name, like 10001 or {0}.", "\"Portland, OR\""),
                status: ExitStatus.badInput)
        case .invalid(.partialZip):
            // 1 to 4 digits: not a whole ZIP code, even when real ZIP codes begin with them.
            throw CLIError(
                ZipLookupError.malformed(input.sanitizedForTerminal).message(in: language), status: ExitStatus.badInput)
        case .invalid(.unknown(let problem)):
            throw error(for: problem, input: input, language: language)
        }
    }

    /// The place, when it has a location to ask the weather for.
    private static func located(_ place: Place, language: AppLanguage) throws(CLIError) -> Place {
        guard place.hasCoordinates else {
            // Only ZIP codes lack a location (military and some unique ones): every world place has one.
            let (zip, name) = (place.zip, place.displayName)
            throw CLIError(
                place.kind == .military
                    ? language.localized(
                        "ZIP code {0} ({1}) has no known location, so there is no weather for it; it is a military mail address.",
                        zip, name)
                    : language.localized(
                        "ZIP code {0} ({1}) has no known location, so there is no weather for it.", zip, name),
                status: ExitStatus.unknownPlace)
        }
        return place
    }

    /// Several places: bad input, listing a few to choose from, and how to say which: the state (and a ZIP code)
    /// for US places, the state or country when some are abroad.
    static func choices(_ matches: [PlaceMatch], query: String, language: AppLanguage = .en) -> CLIError {
        let shown = matches.prefix(5)
        guard shown.allSatisfy({ !$0.place.zip.isEmpty }) else {
            // Names such as "Paris, FR" contain commas: the choices are parted by semicolons. A US place the
            // geocoder found has no ZIP.
            let choices = shown.map { $0.place.zip.isEmpty ? $0.displayName : "\($0.displayName) (\($0.place.zip))" }
            return CLIError(
                language.localized(
                    "“{0}” matches several places: {1}; add the state or country, like “{2}”.",
                    query.sanitizedForTerminal, choices.joined(separator: "; "), shortName(shown[shown.startIndex])),
                status: ExitStatus.badInput)
        }
        let choices = shown.map { "\($0.displayName) (\($0.place.zip))" }
        return CLIError(
            language.localized(
                "“{0}” matches several places: {1}; add the state, like “{2}”, or give a ZIP code.",
                query.sanitizedForTerminal, choices.joined(separator: ", "),
                String(choices[0].prefix { $0 != "(" }.trimmed)),
            status: ExitStatus.badInput)
    }

    /// The shortest way to name the match: "Portland, OR", "Paris, FR" (the `City, CC` form).
    static func shortName(_ match: PlaceMatch) -> String {
        match.place.isInUS ? match.displayName : "\(match.place.city), \(match.place.country)"
    }

    static func error(for problem: ZipLookupError?, input: String, language: AppLanguage = .en) -> CLIError {
        let problem = problem ?? .malformed(input.sanitizedForTerminal)
        if case .malformed = problem { return CLIError(problem.message(in: language), status: ExitStatus.badInput) }
        return CLIError(problem.message(in: language), status: ExitStatus.unknownPlace)
    }
}
