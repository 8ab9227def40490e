import WeatherCore

/// `lasso-weather 10001`, `lasso-weather "Portland, OR"` or `lasso-weather Tokyo`: the place to open at launch, or
/// why there is none.
enum DeepStart: Equatable, Sendable {
    case place(Place)
    /// The query, and why it cannot be opened.
    case problem(String, String)
    /// A name the offline directory has no place named exactly (three letters or more): Home opens on it and asks
    /// the geocoder once; `fallback` is what the offline directory alone says, for when the geocoder has no
    /// place for it or cannot be asked.
    indirect case online(String, fallback: DeepStart)

    /// The deep start at launch: offline first, and a name only the geocoder may know left to Home's online
    /// search (nothing is asked here, so the first frame never waits for the network). A ZIP code or a name
    /// offline has exactly is resolved offline alone.
    static func resolveAtLaunch(
        _ query: String, in directory: PlaceDirectory, territory: UserTerritory?
    ) -> DeepStart {
        let offline = resolve(query, in: directory, territory: territory)
        guard OnlineSearch.name(toAsk: query, offline: directory.search(query, territory: territory)) != nil else {
            return offline
        }
        return .online(query, fallback: offline)
    }

    static func resolve(_ query: String, in directory: PlaceDirectory, territory: UserTerritory?) -> DeepStart {
        let result = directory.search(query, territory: territory)
        if let place = result.exact { return checked(place, query) }
        if let problem = result.problem { return .problem(query, problem.message) }
        // A name whose first match outweighs the next tenfold is that place ("Tokyo", "Paris" with no territory).
        if let decisive = result.decisive { return checked(decisive.place, query) }
        switch result.mode {
        case .city where result.suggestions.count == 1:
            return checked(result.suggestions[0].place, query)
        case .city where !result.suggestions.isEmpty:
            // Exact name in one state ("Portland, OR") comes first; a bare ambiguous name asks for a choice.
            if query.contains(","), let first = result.suggestions.first { return checked(first.place, query) }
            return .problem(query, "\(result.suggestions.count) places match “\(query)”: choose one below.")
        default:
            return .problem(query, "“\(query)” is not a ZIP code or a place name.")
        }
    }

    private static func checked(_ place: Place, _ query: String) -> DeepStart {
        guard place.hasCoordinates else {
            return .problem(query, "\(place.zip) (\(place.displayName)) has no map location, so no forecast.")
        }
        return .place(place)
    }
}
