/// When a typed name goes to the online geocoder, and how its places join the offline ones. Shared by `now`,
/// `lookup` and Home, so the three ask and rank alike.
public enum OnlineSearch {
    /// The name to send, or nil when the offline answer is enough: only a place name (not a ZIP) that no offline
    /// place is named exactly, of at least three letters or digits after folding (fewer would match half the
    /// world). A qualifier after a comma stays here: the geocoder searches names alone.
    public static func name(toAsk query: String, offline: DirectorySearch) -> String? {
        guard offline.mode == .city, !offline.hasExactName else { return nil }
        let name = (query.lastIndex(of: ",").map { String(query[..<$0]) } ?? query).trimmed
        guard name.searchWords.joined().count >= 3 else { return nil }
        return name
    }

    /// The geocoder's places as suggestions, in its order: a GeoNames id the offline directory has is that offline
    /// place (the geocoder's ids are GeoNames'), one already among `shown` is left out, and after a comma only the
    /// places in that country or region (its code or name, or a US state's) are kept.
    public static func matches(
        _ places: [Place], query: String, directory: PlaceDirectory, shown: [PlaceMatch] = []
    ) -> [PlaceMatch] {
        var seen = Set(shown.map(\.place.id))
        let qualifier = query.lastIndex(of: ",").map { query[query.index(after: $0)...].searchWords } ?? []
        return places.compactMap { found in
            let known = found.geonameID.flatMap { directory.world.place(geonameID: $0) }
            let place = known ?? found
            guard qualifier.isEmpty || isWithin(place, qualifier), seen.insert(place.id).inserted else { return nil }
            return PlaceMatch(
                name: place.city, state: place.state, place: place, zipCount: 0, population: place.population,
                isOnline: known == nil)
        }
    }

    /// The place a name means among the geocoder's: the first of those named exactly as typed (else of all), when
    /// it is the only one or outweighs the next tenfold, places in the user's country weighing tenfold, as
    /// offline.
    public static func decisive(_ matches: [PlaceMatch], query: String, territory: UserTerritory?) -> PlaceMatch? {
        let typed = (query.lastIndex(of: ",").map { String(query[..<$0]) } ?? query).searchWords
        let named = matches.filter { $0.name.searchWords == typed }
        let candidates = named.isEmpty ? matches : named
        guard let first = candidates.first else { return nil }
        guard candidates.count > 1 else { return first }
        func weight(_ match: PlaceMatch) -> Int {
            match.population * (match.country == territory?.code ? UserTerritory.weight : 1)
        }
        let firstWeight = weight(first)
        return firstWeight > 0 && firstWeight >= UserTerritory.weight * weight(candidates[1]) ? first : nil
    }

    /// Whether `qualifier` (folded words) is the place's country (code or name), region or US state.
    static func isWithin(_ place: Place, _ qualifier: [String]) -> Bool {
        let names = [place.country, place.countryName, place.region, place.state].filter { !$0.isEmpty }
        return names.contains { $0.searchWords == qualifier }
    }
}
