import Dispatch

/// The app's one place search: the US ZIP directory and the world directory together. ZIP codes and US names
/// answer as `ZipDirectory` does (its order kept among the US matches); the world's places join them, ranked by
/// population, weighted tenfold in the user's own country. The territory is the caller's to give (from the
/// locale): the directory reads no environment.
public final class PlaceDirectory: Sendable {
    /// Both embedded directories, loaded on the first name search.
    public static let shared = PlaceDirectory(zips: .shared, world: .shared)

    public let zips: ZipDirectory
    public let world: WorldDirectory
    /// Inflates both directories' name tables at once, each on a core of its own: the first lookup waits for the
    /// slower one rather than for both in turn.
    private let namesLoaded: Lazy<Bool>

    public init(zips: ZipDirectory, world: WorldDirectory) {
        self.zips = zips
        self.world = world
        namesLoaded = Lazy {
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 { zips.loadForNames() } else { world.load() }
            }
            return true
        }
    }

    /// The type-ahead prompt's search, as `ZipDirectory.search` but over the world's places too; a name that
    /// means one place says so in `decisive`.
    public func search(_ query: String, limit: Int = 10, territory: UserTerritory? = nil) -> DirectorySearch {
        var ranked: [Ranked] = []
        var result = zips.search(query, limit: limit) { text, limit in
            ranked = self.ranked(text, limit: limit, territory: territory)
            return ranked.map(\.match)
        }
        if result.mode == .city {
            result.decisive = Self.decisive(ranked)
            result.hasExactName = ranked.contains(where: \.exact)
        }
        return result
    }

    /// Places whose name matches `query`, US and world, in the order `search` suggests them.
    public func places(named query: String, limit: Int = .max, territory: UserTerritory? = nil) -> [PlaceMatch] {
        ranked(query, limit: limit, territory: territory).map(\.match)
    }

    /// The place an id names (``PlaceID``'s text, as recent places and caches keep it).
    public func place(id: String) -> Place? {
        switch PlaceID(id) {
        case .geonames(let number)?: world.place(geonameID: number)
        case .zip(let zip)?: zips.place(zip: zip)
        case .coordinates?, nil: nil
        }
    }

    /// A match with what ranks it.
    struct Ranked {
        var match: PlaceMatch
        /// Named exactly as typed, not a name begun by it.
        var exact: Bool
        /// Population, tenfold in the user's country.
        var weight: Int
        var isDistrict = false
    }

    /// The first match when it outweighs the next one named as exactly tenfold (or no other is), else nil.
    static func decisive(_ ranked: [Ranked]) -> PlaceMatch? {
        guard let first = ranked.first, first.exact else { return nil }
        let exact = ranked.filter(\.exact)
        guard exact.count > 1 else { return first.match }
        return first.weight > 0 && first.weight >= UserTerritory.weight * exact[1].weight ? first.match : nil
    }

    func ranked(_ query: String, limit: Int, territory: UserTerritory?) -> [Ranked] {
        guard limit > 0 else { return [] }
        _ = namesLoaded.value
        let homeWeight = territory?.code == "US" ? UserTerritory.weight : 1
        let us = zips.rankedPlaces(named: query, limit: limit).map {
            Ranked(match: $0.match, exact: $0.exact, weight: $0.match.population * homeWeight)
        }
        guard let comma = query.lastIndex(of: ","),
            case let term = CityKey.words(query[query.index(after: comma)...]), !term.isEmpty
        else {
            let found = worldRanked(
                CityKey.words(query[...]), typed: query, scope: nil, limit: limit, territory: territory)
            return Array(
                (Self.merged(us.filter(\.exact), found.filter(\.exact))
                    + Self.merged(us.filter { !$0.exact }, found.filter { !$0.exact })).prefix(limit))
        }
        // "City, XX": a US state that has the city, else a country, else a region (the user's country's first).
        let (city, typed) = (CityKey.words(query[..<comma]), String(query[..<comma]))
        if USState.code(words: term[...]) != nil, !us.isEmpty { return us }
        for scope in scopes(term: CityKey.key(term), territory: territory) {
            let found = worldRanked(city, typed: typed, scope: scope, limit: limit, territory: territory)
            if !found.isEmpty { return found }
        }
        if !us.isEmpty { return us }  // a state still being typed ("Springfield, I")
        guard let scope = scope(beginning: CityKey.key(term)) else { return [] }
        return worldRanked(city, typed: typed, scope: scope, limit: limit, territory: territory)
    }

    /// The world's matches for `words` (the name as `typed`), exact ones first.
    private func worldRanked(
        _ words: [String], typed: String, scope: WorldDirectory.Scope?, limit: Int, territory: UserTerritory?
    ) -> [Ranked] {
        let hits = world.hits(words: words, scope: scope, territory: territory, limit: limit)
        // The table keeps alternate names as folded keys only: the name that matched is shown as typed, "…" when
        // it only begins the alternate name.
        let name = ZipLookupError.sanitised(typed)
        func ranked(_ hit: WorldDirectory.Hit, exact: Bool) -> Ranked {
            var match = PlaceMatch(world: world.place(row: hit.row))
            if hit.byAlias { match.alias = exact ? name : name + "…" }
            return Ranked(match: match, exact: exact, weight: hit.weight, isDistrict: hit.isDistrict)
        }
        return hits.exact.map { ranked($0, exact: true) } + hits.prefix.map { ranked($0, exact: false) }
    }

    /// One group (exact, or begun) of US and world matches: the US ones in their own order, a world match placed
    /// before the next US one when it weighs more (a district never is).
    static func merged(_ us: [Ranked], _ world: [Ranked]) -> [Ranked] {
        var result: [Ranked] = []
        result.reserveCapacity(us.count + world.count)
        var (next, nextWorld) = (0, 0)
        while next < us.count || nextWorld < world.count {
            let takeWorld =
                nextWorld < world.count
                && (next == us.count || (!world[nextWorld].isDistrict && world[nextWorld].weight > us[next].weight))
            if takeWorld {
                result.append(world[nextWorld])
                nextWorld += 1
            } else {
                result.append(us[next])
                next += 1
            }
        }
        return result
    }
}
