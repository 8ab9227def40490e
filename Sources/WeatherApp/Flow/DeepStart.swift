import WeatherCore

/// `lasso-weather 10001`, `lasso-weather "Portland, OR"` or `lasso-weather Tokyo`: the place to open at launch, or
/// why there is none.
enum DeepStart: Equatable, Sendable {
    case place(Place)
    /// The query, and why it cannot be opened.
    case problem(String, String)
    /// The query, and the places it may mean: Home offers them, the first highlighted.
    case candidates(String, [PlaceMatch])
    /// A name nothing here is named as exactly (three letters or more): Home opens on it and asks the geocoder
    /// once; `fallback` is the offline answer, for when the geocoder cannot be asked.
    indirect case online(String, fallback: DeepStart)

    /// The deep start at launch, as ``PlaceResolution`` decides for Home's Enter and `now`: a name only the geocoder
    /// may know is left to Home's online search (nothing is asked here, so the first frame never waits for the
    /// network). A problem is worded in `language`, as Home shows it.
    static func resolveAtLaunch(
        _ query: String, in directory: PlaceDirectory, territory: UserTerritory?, recents: [Place] = [],
        language: AppLanguage = .en
    ) -> DeepStart {
        let resolution = PlaceResolution.resolve(
            query, in: directory, territory: territory, recents: recents, asksGeocoder: true)
        guard case .askGeocoder = resolution.outcome else {
            return deepStart(resolution.outcome, query, language: language)
        }
        return .online(
            query, fallback: deepStart(resolution.answered(nil, territory: territory), query, language: language))
    }

    /// The offline answer alone.
    static func resolve(
        _ query: String, in directory: PlaceDirectory, territory: UserTerritory?, recents: [Place] = [],
        language: AppLanguage = .en
    ) -> DeepStart {
        let resolution = PlaceResolution.resolve(
            query, in: directory, territory: territory, recents: recents, asksGeocoder: false)
        return deepStart(resolution.outcome, query, language: language)
    }

    private static func deepStart(
        _ outcome: PlaceResolution.Outcome, _ query: String, language: AppLanguage
    ) -> DeepStart {
        switch outcome {
        case .place(let place):
            return checked(place, query, language: language)
        case .candidates(let matches):
            return .candidates(query, matches)
        case .askGeocoder, .invalid(.empty):
            return .problem(query, language.localized("“{0}” is not a ZIP code or a place name.", query))
        case .invalid(.partialZip):
            return .problem(query, ZipLookupError.malformed(query.sanitizedForTerminal).message(in: language))
        case .invalid(.unknown(let problem)):
            return .problem(query, problem.message(in: language))
        }
    }

    private static func checked(_ place: Place, _ query: String, language: AppLanguage) -> DeepStart {
        guard place.hasCoordinates else {
            return .problem(
                query,
                language.localized("{0} ({1}) has no map location, so no forecast.", place.zip, place.displayName))
        }
        return .place(place)
    }
}
