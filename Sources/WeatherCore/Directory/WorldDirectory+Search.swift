/// Name search over the world directory: rows by their own name and by the alternate names of world-aliases.tsv,
/// ranked by population weighted for the user's country, districts after the rest.
extension WorldDirectory {
    /// A world row a name found, with what ranks it.
    struct Hit: Sendable {
        var row: Int
        var weight: Int
        var isDistrict: Bool
        /// Found by an alternate name, not its own: the suggestion says which.
        var byAlias = false

        /// Whether `self` ranks before `other`: not a district before a district, then heavier, then file order.
        func ranks(before other: Hit) -> Bool {
            if isDistrict != other.isDistrict { return !isDistrict }
            if weight != other.weight { return weight > other.weight }
            return row < other.row
        }
    }

    /// Where a "City, Region" query looks: places in these countries or in these admin-1 regions ("CA.08").
    struct Scope: Sendable {
        var countries: Set<UInt16> = []
        var regions: Set<String> = []
    }

    /// Rows named exactly `words` (`exact`) and rows whose name begins with them (`prefix`, the exact ones left
    /// out), each ranked and at most `limit` long.
    /// `listed` false scans short prefixes too (the tests check the lists against it).
    func hits(
        words: [String], scope: Scope?, territory: UserTerritory?, limit: Int, listed: Bool = true
    ) -> (exact: [Hit], prefix: [Hit]) {
        let exactKey = Array(CityKey.key(words).utf8)
        let prefixKey = Array(CityKey.key(words, partialLast: true).utf8)
        guard !exactKey.isEmpty, limit > 0 else { return ([], []) }
        let places = self.places
        let aliases = self.aliases
        let home = territory.flatMap { WorldTable.countryCode($0.code) }
        func hit(_ row: Int) -> Hit? {
            guard row < places.count else { return nil }
            let info = places.info[row]
            if let scope, !scope.countries.contains(info.country), !scope.regions.contains(admin1(row: row)) {
                return nil
            }
            let weight = Int(info.population) * (info.country == home ? UserTerritory.weight : 1)
            return Hit(row: row, weight: weight, isDistrict: info.isDistrict)
        }
        func aliasHit(_ row: Int) -> Hit? {
            var found = hit(row)
            found?.byAlias = true
            return found
        }
        var exact = Ranking(limit: limit)
        let exactRows = places.rows(key: exactKey, exact: true)
        for row in exactRows { exact.consider(hit(row)) }
        let exactAliases = aliases.rows(key: exactKey, exact: true)
        // Rows found by an alternate name, not their own (few): kept apart so the prefix scan tests a range first.
        var byAlias = Set<Int>()
        for row in aliasRows(exactAliases) where !exactRows.contains(row) && byAlias.insert(row).inserted {
            exact.consider(aliasHit(row))
        }
        if listed, scope == nil,
            let listed = topHits(prefixKey, exactRows: exactRows, byAlias: byAlias, hit: hit, limit: limit)
        {
            return (exact.ranked, listed)
        }
        var prefix = Ranking(limit: limit)
        let prefixRows = places.rows(key: prefixKey, exact: false)
        for row in prefixRows where !exactRows.contains(row) && (byAlias.isEmpty || !byAlias.contains(row)) {
            prefix.consider(hit(row))
        }
        // An alternate name's row is already in when its own name begins with the key too, or was found above.
        for line in aliases.rows(key: prefixKey, exact: false) where !exactAliases.contains(line) {
            guard let row = aliasRow(line), row < places.count, !prefixRows.contains(row),
                byAlias.insert(row).inserted
            else { continue }
            prefix.consider(aliasHit(row))
        }
        return (exact.ranked, prefix.ranked)
    }

    /// The prefix hits of a one- or two-letter key from its listed rows (`WorldTable.Tops`), when they settle the
    /// first `limit`: the `limit`-th is a town (not a district) weighing at least the territory weight times the
    /// list's threshold, which no row left out reaches. Nil sends the caller to the scan: thousands of rows, so
    /// the list is what keeps a keystroke under a millisecond.
    private func topHits(
        _ key: [UInt8], exactRows: Range<Int>, byAlias: Set<Int>, hit: (Int) -> Hit?, limit: Int
    ) -> [Hit]? {
        guard let tops = places.tops[key] else { return nil }
        var ranking = Ranking(limit: limit)
        for row in tops.rows {
            let row = Int(row)
            if !exactRows.contains(row), !byAlias.contains(row) { ranking.consider(hit(row)) }
        }
        let ranked = ranking.ranked
        guard ranked.count == limit, let last = ranked.last, !last.isDistrict,
            last.weight >= tops.threshold * UserTerritory.weight
        else { return nil }
        return ranked
    }

    /// The best `limit` hits, kept in order as they come (thousands of rows for a one-letter prefix, so no sort
    /// of them all unless the caller wants them all).
    struct Ranking {
        let limit: Int
        private var best: [Hit] = []

        init(limit: Int) { self.limit = limit }

        mutating func consider(_ hit: Hit?) {
            guard let hit else { return }
            if limit > 64 {
                best.append(hit)  // sorted in `ranked`
            } else if best.count < limit || hit.ranks(before: best[best.count - 1]) {
                best.insert(hit, at: best.firstIndex { hit.ranks(before: $0) } ?? best.count)
                if best.count > limit { best.removeLast() }
            }
        }

        var ranked: [Hit] { limit > 64 ? Array(best.sorted { $0.ranks(before: $1) }.prefix(limit)) : best }
    }
}
