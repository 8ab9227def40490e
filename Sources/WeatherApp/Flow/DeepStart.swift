import WeatherCore

/// `lasso-weather 10001`, `lasso-weather "Portland, OR"` or `lasso-weather Tokyo`: the place to open at launch, or
/// why there is none.
enum DeepStart: Equatable {
    case place(Place)
    /// The query, and why it cannot be opened.
    case problem(String, String)

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
