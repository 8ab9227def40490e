import FoundationEssentials
import WeatherCore

/// Turns what the user typed after `now` into one place: a ZIP code (ZIP+4 accepted) or a name that names a
/// single place ("Portland, OR", "Zürich", "Paris, FR"). Every failure is a `CLIError` with the status scripts can
/// tell apart. `territory` is the user's country, from the locale: its places weigh more.
enum PlaceQuery {
    /// The online geocoder, asked once when the offline directory has no place named exactly as typed;
    /// `note` hears why it could not be asked ("online search unavailable: no connection").
    struct Online: Sendable {
        var geocoder: GeocodingClient
        var note: @Sendable (String) -> Void = { writeToStandardError($0) }
    }

    /// Offline first; the geocoder only for a name no offline place has exactly. Its places follow the offline
    /// answer, and a name it alone knows is its place when decisive. With it down the offline answer stands.
    static func resolve(
        _ input: String, in directory: PlaceDirectory, territory: UserTerritory?, online: Online?
    ) async throws(CLIError) -> Place {
        let search = directory.search(input, limit: 8, territory: territory)
        guard let online, let name = OnlineSearch.name(toAsk: input, offline: search) else {
            return try resolve(input, search: search)
        }
        let places: [Place]
        do throws(WeatherError) {
            places = try await online.geocoder.search(name)
        } catch {
            online.note("online search unavailable: \(error.shortReason)")
            return try resolve(input, search: search)
        }
        let found = OnlineSearch.matches(places, query: input, directory: directory, shown: search.suggestions)
        guard !found.isEmpty || !search.suggestions.isEmpty else {
            throw CLIError(
                "No place matches “\(input.trimmed.sanitizedForTerminal)” (offline or online).",
                status: ExitStatus.unknownPlace)
        }
        if let decisive = OnlineSearch.decisive(found, query: input, territory: territory) {
            return try located(decisive.place)
        }
        return try located(choose(from: found + search.suggestions, query: input, problem: search.problem))
    }

    /// The offline answer alone (no geocoder, or the geocoder down).
    static func resolve(
        _ input: String, in directory: PlaceDirectory, territory: UserTerritory?
    ) throws(CLIError) -> Place {
        try resolve(input, search: directory.search(input, limit: 8, territory: territory))
    }

    private static func resolve(_ input: String, search: DirectorySearch) throws(CLIError) -> Place {
        let place: Place
        switch search.mode {
        case .empty:
            throw CLIError(
                "Give a ZIP code or a place name, like 10001 or \"Portland, OR\".", status: ExitStatus.badInput)
        case .zipPrefix:
            // 1 to 4 digits: not a whole ZIP code, even when real ZIP codes begin with them.
            throw CLIError(ZipLookupError.malformed(input.sanitizedForTerminal).message, status: ExitStatus.badInput)
        case .zip:
            if let exact = search.exact {
                place = exact
            } else {
                throw error(for: search.problem, input: input)
            }
        case .city:
            // A name whose first match outweighs the next tenfold is that place ("Zürich" is Zürich, CH).
            if let decisive = search.decisive {
                place = decisive.place
            } else {
                place = try choose(from: search.suggestions, query: input, problem: search.problem)
            }
        }
        return try located(place)
    }

    /// The place, when it has a location to ask the weather for.
    private static func located(_ place: Place) throws(CLIError) -> Place {
        guard place.hasCoordinates else {
            // Only ZIP codes lack a location (military and some unique ones): every world place has one.
            throw CLIError(
                "ZIP code \(place.zip) (\(place.displayName)) has no known location, so there is no weather for it"
                    + (place.kind == .military ? "; it is a military mail address." : "."),
                status: ExitStatus.unknownPlace)
        }
        return place
    }

    /// The single place a name means: the one match whose name is exactly the typed name (a state may follow),
    /// or the only match at all. Several → bad input, listing a few to choose from, and how to say which: the state
    /// (and a ZIP code) for US places, the state or country when some are abroad.
    static func choose(from matches: [PlaceMatch], query: String, problem: ZipLookupError?) throws(CLIError) -> Place {
        guard !matches.isEmpty else { throw error(for: problem ?? .noMatch(query), input: query) }
        let typed = nameWords(query)
        let exact = matches.filter { match in
            let name = nameWords(match.name)
            return typed.count >= name.count && Array(typed.prefix(name.count)) == name
        }
        if exact.count == 1 { return exact[0].place }
        if exact.isEmpty && matches.count == 1 { return matches[0].place }
        let shown = (exact.isEmpty ? matches : exact).prefix(5)
        guard shown.allSatisfy({ !$0.place.zip.isEmpty }) else {
            // Names such as "Paris, FR" contain commas: the choices are parted by semicolons. A US place the
            // geocoder found has no ZIP.
            let choices = shown.map { $0.place.zip.isEmpty ? $0.displayName : "\($0.displayName) (\($0.place.zip))" }
            throw CLIError(
                "“\(query.sanitizedForTerminal)” matches several places: \(choices.joined(separator: "; "))"
                    + "; add the state or country, like “\(shortName(shown[shown.startIndex]))”.",
                status: ExitStatus.badInput)
        }
        let choices = shown.map { "\($0.displayName) (\($0.place.zip))" }
        throw CLIError(
            "“\(query.sanitizedForTerminal)” matches several places: \(choices.joined(separator: ", "))"
                + "; add the state, like “\(choices[0].prefix { $0 != "(" }.trimmed)”,"
                + " or give a ZIP code.",
            status: ExitStatus.badInput)
    }

    /// The shortest way to name the match: "Portland, OR", "Paris, FR" (the `City, CC` form).
    static func shortName(_ match: PlaceMatch) -> String {
        match.place.isInUS ? match.displayName : "\(match.place.city), \(match.place.country)"
    }

    static func error(for problem: ZipLookupError?, input: String) -> CLIError {
        let problem = problem ?? .malformed(input.sanitizedForTerminal)
        if case .malformed = problem { return CLIError(problem.message, status: ExitStatus.badInput) }
        return CLIError(problem.message, status: ExitStatus.unknownPlace)
    }

    /// Lower-case ASCII words with accents dropped and the usual abbreviations spelled out ("St." = "Saint"),
    /// so "st louis mo" starts with the words of "Saint Louis".
    static func nameWords(_ text: String) -> [String] {
        text.searchWords
    }
}
