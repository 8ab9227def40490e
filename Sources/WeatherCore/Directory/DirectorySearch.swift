import FoundationEssentials

/// What the type-ahead prompt shows for the text typed so far.
public struct DirectorySearch: Hashable, Sendable {
    public enum Mode: Hashable, Sendable {
        /// Nothing typed.
        case empty
        /// A complete ZIP (or ZIP+4): `exact` holds it when it exists.
        case zip
        /// 1 to 4 digits: the ZIPs that begin with them.
        case zipPrefix
        /// A place name, possibly with a state.
        case city
    }

    public var mode: Mode
    /// Suggestions in display order, capped at the search's limit. For an unknown ZIP, its nearest real ones.
    public var suggestions: [PlaceMatch]
    /// The place a complete, existing ZIP names.
    public var exact: Place?
    /// Why nothing (exact) was found: a malformed ZIP, an unknown ZIP, or no matching place.
    public var problem: ZipLookupError?
    /// The place a name means when its first match outweighs the next tenfold (`now Zürich` is Zürich, CH), or
    /// is the only one named so; nil when the name leaves a choice.
    public var decisive: PlaceMatch?
    /// Whether some place is named exactly as typed (after folding), not merely begun by it: without one, a name
    /// may be looked up online.
    public var hasExactName: Bool

    public init(
        mode: Mode, suggestions: [PlaceMatch] = [], exact: Place? = nil, problem: ZipLookupError? = nil,
        decisive: PlaceMatch? = nil, hasExactName: Bool = false
    ) {
        self.mode = mode
        self.suggestions = suggestions
        self.exact = exact
        self.problem = problem
        self.decisive = decisive
        self.hasExactName = hasExactName
    }
}

extension ZipDirectory {
    /// The one entry point for the search prompt, called on every key: decides between ZIP, ZIP prefix and
    /// place name, and returns at most `limit` suggestions.
    public func search(_ query: String, limit: Int = 10) -> DirectorySearch {
        var exact = false
        var result = search(query, limit: limit) { text, limit in
            let ranked = rankedPlaces(named: text, limit: limit)
            exact = ranked.contains(where: \.exact)
            return ranked.map(\.match)
        }
        if result.mode == .city { result.hasExactName = exact }
        return result
    }

    /// `search`, with the place names found by `names` (the US's, or the US's and the world's).
    func search(_ query: String, limit: Int, names: (String, Int) -> [PlaceMatch]) -> DirectorySearch {
        let trimmed = query.trimmed
        if trimmed.isEmpty { return DirectorySearch(mode: .empty) }
        if ZipInput.looksLikeZip(trimmed) {
            let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
            if digits.count < 5, digits.count == trimmed.count {
                let matches = zips(withPrefix: String(digits), limit: limit).map(Self.zipMatch)
                let problem = matches.isEmpty ? ZipLookupError.noMatch(String(digits)) : nil
                return DirectorySearch(mode: .zipPrefix, suggestions: matches, problem: problem)
            }
            do {
                let zip = try ZipInput.parse(trimmed, allowPartialPlusFour: true)
                if let place = place(zip: zip) {
                    return DirectorySearch(mode: .zip, suggestions: [Self.zipMatch(place)], exact: place)
                }
                let nearest = numericallyNearest(to: zip, limit: min(limit, 5))
                return DirectorySearch(
                    mode: .zip, suggestions: nearest.map(Self.zipMatch), problem: .notFound(zip: zip, nearest: nearest))
            } catch {
                // "29 Palms" starts with digits but is a place; only call it a bad ZIP if no place matches.
                let matches = names(trimmed, limit)
                if !matches.isEmpty { return DirectorySearch(mode: .city, suggestions: matches) }
                return DirectorySearch(mode: .zip, problem: error)
            }
        }
        let matches = names(trimmed, limit)
        let input = ZipLookupError.sanitised(trimmed)
        // "10001 abc" matches no place and starts like a ZIP: say what is wrong with it as a ZIP.
        let problem =
            !matches.isEmpty
            ? nil
            : trimmed.first?.isASCII == true && trimmed.first?.isNumber == true
                ? ZipLookupError.malformed(input)
                : ZipLookupError.noMatch(input)
        return DirectorySearch(mode: .city, suggestions: matches, problem: problem)
    }

    static func zipMatch(_ place: Place) -> PlaceMatch {
        PlaceMatch(name: place.city, state: place.state, place: place)
    }
}
