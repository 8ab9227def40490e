/// What a query (a ZIP code, a name, "City, XX" with a country or US state code) means: one decision, shared by
/// the launch (`lasso-weather Suva`), Home's Enter and `now`, which only word it differently. The order is decided
/// here once: the directory's place named exactly as typed, then a recent place named so (a place only the
/// geocoder knew opens by its own name with the geocoder down), then the geocoder.
public struct PlaceResolution: Hashable, Sendable {
    public enum Outcome: Hashable, Sendable {
        /// The one place the query means: open it.
        case place(Place)
        /// Several places it may mean: offer them.
        case candidates([PlaceMatch])
        /// Nothing here is named so: the caller that has a geocoder asks it this name, then `answered`.
        case askGeocoder(String)
        /// Nothing to open: why.
        case invalid(Problem)
    }

    public enum Problem: Hashable, Sendable {
        /// Nothing typed.
        case empty
        /// 1 to 4 digits: not a whole ZIP code (the directory's suggestions are the ZIPs they begin).
        case partialZip
        /// A malformed or unknown ZIP code, or a name nothing matches.
        case unknown(ZipLookupError)
    }

    public let query: String
    /// The directory's answer the outcome was decided from (its suggestions are what a caller shows beside it).
    public let search: DirectorySearch
    public let outcome: Outcome

    /// - Parameters:
    ///   - recents: the recent places, newest first.
    ///   - asksGeocoder: whether the caller has a geocoder to ask; without one the offline answer stands.
    public init(_ query: String, search: DirectorySearch, recents: [Place], asksGeocoder: Bool) {
        self.query = query
        self.search = search
        outcome = Self.outcome(query, search: search, recents: recents, asksGeocoder: asksGeocoder)
    }

    /// Over the directory, with as many suggestions as Home's prompt shows.
    public static func resolve(
        _ query: String, in directory: PlaceDirectory, territory: UserTerritory?, recents: [Place],
        asksGeocoder: Bool
    ) -> PlaceResolution {
        PlaceResolution(
            query, search: directory.search(query, territory: territory), recents: recents,
            asksGeocoder: asksGeocoder)
    }

    /// After `.askGeocoder`: its places as matches (``OnlineSearch/matches(_:query:directory:shown:)``), or nil when
    /// it could not answer, which leaves the offline answer.
    public func answered(_ found: [PlaceMatch]?, territory: UserTerritory?) -> Outcome {
        guard let found else { return Self.offline(query, search) }
        if let decisive = OnlineSearch.decisive(found, query: query, territory: territory) {
            return .place(decisive.place)
        }
        let offline = search.suggestions.filter { !$0.isOnline }
        return Self.chosen(from: offline + found, query: query) ?? Self.offline(query, search)
    }

    private static func outcome(
        _ query: String, search: DirectorySearch, recents: [Place], asksGeocoder: Bool
    ) -> Outcome {
        switch search.mode {
        case .empty:
            return .invalid(.empty)
        case .zipPrefix:
            return .invalid(.partialZip)
        case .zip:
            if let exact = search.exact { return .place(exact) }
            return .invalid(.unknown(search.problem ?? .malformed(ZipLookupError.sanitised(query.trimmed))))
        case .city:
            break
        }
        // A name whose first match outweighs the next tenfold is that place ("Zürich" is Zürich, CH).
        if let decisive = search.decisive { return .place(decisive.place) }
        // Then the one place named so by its own name: "Suva" is Suva, FJ, not the towns an alternate name of
        // theirs begins with.
        let named = search.suggestions.filter { isNamed($0.name, query: query) }
        if named.count == 1 { return .place(named[0].place) }
        if named.count > 1 { return .candidates(named) }
        if search.hasExactName { return .candidates(search.suggestions) }
        let recent = recents.filter { isNamed($0, query: query) }
        if recent.count == 1 { return .place(recent[0]) }
        if recent.count > 1 {
            return .candidates(
                recent.map {
                    PlaceMatch(name: $0.city, state: $0.state, place: $0, zipCount: 0, population: $0.population)
                })
        }
        if asksGeocoder, let name = OnlineSearch.name(toAsk: query, offline: search) { return .askGeocoder(name) }
        return offline(query, search)
    }

    /// The offline answer alone: the only match, else the choice, else why nothing.
    private static func offline(_ query: String, _ search: DirectorySearch) -> Outcome {
        if let chosen = chosen(from: search.suggestions, query: query) { return chosen }
        return .invalid(.unknown(search.problem ?? .noMatch(ZipLookupError.sanitised(query.trimmed))))
    }

    /// The match named as typed (a state or country may follow), or the only match; several → the choice.
    private static func chosen(from matches: [PlaceMatch], query: String) -> Outcome? {
        let named = matches.filter { isNamed($0.name, query: query) }
        if named.count == 1 { return .place(named[0].place) }
        if named.count > 1 { return .candidates(named) }
        if matches.count == 1 { return .place(matches[0].place) }
        return matches.isEmpty ? nil : .candidates(matches)
    }

    /// Whether the typed words begin with the name's words: "portland or" names Portland.
    static func isNamed(_ name: String, query: String) -> Bool {
        let (typed, words) = (query.searchWords, name.searchWords)
        return !words.isEmpty && typed.count >= words.count && Array(typed.prefix(words.count)) == words
    }

    /// Whether a recent place is called as typed: its own name, and after a comma its country, region or state.
    static func isNamed(_ place: Place, query: String) -> Bool {
        let comma = query.lastIndex(of: ",")
        let name = comma.map { String(query[..<$0]) } ?? query
        guard !place.city.isEmpty, name.searchWords == place.city.searchWords else { return false }
        guard let comma else { return true }
        let qualifier = query[query.index(after: comma)...].searchWords
        return qualifier.isEmpty || OnlineSearch.isWithin(place, qualifier)
    }
}
