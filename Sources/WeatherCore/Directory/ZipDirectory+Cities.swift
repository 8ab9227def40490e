/// City-name search over Resources/zip-cities.tsv (lines: key, state, ZIP count, primary rows, alias rows;
/// sorted by key then state). A town is found by its name, by the other names its ZIPs accept (shown as themselves:
/// "Tysons, VA"), and by the names that only find it (abbreviations such as "Colo Spgs", names such as "NYC" or
/// "Manhattan": shown as the town, "Colorado Springs, CO"); the generator decides which is which.
extension ZipDirectory {
    /// Places whose name matches `query`, case- and accent-insensitive, accepted alternative names included.
    /// "springfield" gives every Springfield; "Springfield, IL", "portland or" and "Springfield Illinois"
    /// narrow to a state; a partial name ("spring") matches by prefix. Exact names come first, then places whose
    /// first ZIP is a general one (not PO boxes, one organisation's or military ZIPs only), then bigger places.
    /// A place found under two names ("colorado spgs" and "colorado springs" while typing "colo") is listed once.
    public func places(named query: String, limit: Int = .max) -> [PlaceMatch] {
        rankedPlaces(named: query, limit: limit).map(\.match)
    }

    /// `places(named:)` with whether each is named exactly as typed (not a name begun by it), for ranking beside
    /// the world's places.
    func rankedPlaces(named query: String, limit: Int) -> [(match: PlaceMatch, exact: Bool)] {
        // GeoNames' names of US places find their nearest ZIP town only when no other name matches, so every
        // answer the index gave before they came stays as it was.
        let matches = rankedPlaces(named: query, limit: limit, geoNames: false)
        return matches.isEmpty ? rankedPlaces(named: query, limit: limit, geoNames: true) : matches
    }

    private func rankedPlaces(named query: String, limit: Int, geoNames: Bool) -> [(match: PlaceMatch, exact: Bool)] {
        guard limit > 0 else { return [] }
        var interpretations: [(words: [String], states: Set<String>?)] = []
        if let comma = query.lastIndex(of: ",") {
            let stateWords = CityKey.words(query[query.index(after: comma)...])
            let states: Set<String>? =
                stateWords.isEmpty
                ? nil
                : USState.code(words: stateWords[...]).map { [$0] } ?? USState.codes(prefix: stateWords)
            interpretations.append((CityKey.words(query[..<comma]), states))
        } else {
            let words = CityKey.words(query[...])
            for count in stride(from: min(3, words.count - 1), through: 1, by: -1) {
                if let state = USState.code(words: words.suffix(count)) {
                    interpretations.append((Array(words.dropLast(count)), [state]))
                }
            }
            interpretations.append((words, nil))
        }
        let stated = interpretations.filter { $0.states != nil }
        let whole = interpretations.filter { $0.states == nil }
        // Order: exact name in the stated state, exact name, names begun by the query, then begun in the state.
        var lines: [(line: Int, exact: Bool)] = []
        // Room for the names that find a place already listed (a town has at most a few).
        let wanted = limit > Int.max / 4 ? limit : limit * 4
        for (group, exact) in [(stated, true), (whole, true), (whole, false), (stated, false)] {
            for interpretation in group where !interpretation.words.isEmpty {
                lines += cityLines(
                    words: interpretation.words, states: interpretation.states, exact: exact, limit: wanted,
                    geoNames: geoNames
                ).map { ($0, exact) }
            }
        }
        var seen = Set<Int>()
        var shown = Set<PlaceMatch.Shown>()
        var matches: [(match: PlaceMatch, exact: Bool)] = []
        for (line, exact) in lines where matches.count < limit && seen.insert(line).inserted {
            if let match = match(cityLine: line), shown.insert(match.shown).inserted { matches.append((match, exact)) }
        }
        return matches
    }

    /// Index lines for a name (exact key) or a name being typed (key prefix, exact ones excluded): the `limit`
    /// ranked first, those whose first ZIP is a general one before the rest, then most ZIP codes first.
    private func cityLines(words: [String], states: Set<String>?, exact: Bool, limit: Int, geoNames: Bool) -> [Int] {
        let key = Array((exact ? CityKey.key(words) : CityKey.key(words, partialLast: true)).utf8)
        guard !key.isEmpty else { return [] }
        let cities = self.cities
        let wanted = states.map { Set($0.map { Self.stateCode(Array($0.utf8), at: 0) }) }
        let zips = self.zips
        var best: [(line: Int, count: Int)] = []  // general first, then most ZIPs; ties keep index order
        var line = cities.lowerBound(firstField: key)
        while line < cities.count, cities.firstField(line, hasPrefix: key) {
            let keyEnd = cities.firstField(line).upperBound
            if (keyEnd - cities.line(line).lowerBound == key.count) != exact {
                if exact { break }  // exact keys sort before longer ones
                line += 1
                continue
            }
            if wanted?.contains(Self.stateCode(cities.store, at: keyEnd + 1)) ?? true,
                geoNames || !Self.isGeoNamesLine(cities, line)
            {
                let countStart = keyEnd + 4  // after "\tST\t"
                let countEnd = cities.store.find(TSVTable.tab, from: countStart, to: cities.line(line).upperBound)
                let zipCount = cities.integer(countStart..<countEnd) ?? 0
                let general = Self.firstRowIsGeneral(cities, after: countEnd, line: line, zips: zips)
                let count = zipCount + (general ? Self.generalRank : 0)
                if limit > 64 {
                    best.append((line, count))  // sorted below
                } else if best.count < limit || count > best[best.count - 1].count {
                    best.insert((line, count), at: best.firstIndex { $0.count < count } ?? best.count)
                    if best.count > limit { best.removeLast() }
                }
            }
            line += 1
        }
        if limit > 64 { best.sort { $0.count != $1.count ? $0.count > $1.count : $0.line < $1.line } }
        return best.prefix(limit).map(\.line)
    }

    /// Whether the line is a GeoNames place's name (its last field "g"), not a ZIP town's or a USPS name.
    private static func isGeoNamesLine(_ cities: TSVTable, _ line: Int) -> Bool {
        let range = cities.line(line)
        return range.count > 2 && cities.store[range.upperBound - 1] == UInt8(ascii: "g")
            && cities.store[range.upperBound - 2] == TSVTable.tab
    }

    /// Added to a line's ZIP count when ranking it: a general place outranks any number of special ZIPs.
    private static let generalRank = 1 << 40

    /// Whether the first row of the city line (its primary rows, else its alias rows, from the tab at
    /// `countEnd`) is a standard ZIP, not a PO box, unique (one organisation's) or military ZIP.
    private static func firstRowIsGeneral(_ cities: TSVTable, after countEnd: Int, line: Int, zips: TSVTable) -> Bool {
        let end = cities.line(line).upperBound
        var offset = countEnd + 1
        if offset < end, cities.store[offset] == TSVTable.tab { offset += 1 }  // no primary rows: the alias rows
        var row = 0
        var digits = 0
        while offset < end, case let byte = cities.store[offset], (48...57).contains(byte), digits < 9 {
            row = row * 10 + Int(byte - 48)
            digits += 1
            offset += 1
        }
        guard digits > 0, row < zips.count else { return false }
        let zipLine = zips.line(row)
        let kind = zipLine.lowerBound + 6  // after "12345\t"
        return kind < zipLine.upperBound && zips.store[kind] == UInt8(ascii: "S")
    }

    private static func stateCode(_ bytes: some Collection<UInt8>, at offset: Int) -> UInt16 {
        let start = bytes.index(bytes.startIndex, offsetBy: offset)
        return UInt16(bytes[start]) << 8 | UInt16(bytes[bytes.index(after: start)])
    }

    private static func stateCode(_ store: ByteStore, at offset: Int) -> UInt16 {
        UInt16(store[offset]) << 8 | UInt16(store[offset + 1])
    }

    func match(cityLine line: Int) -> PlaceMatch? {
        let cities = self.cities
        let zips = self.zips
        let fields = cities.fields(line)
        guard fields.count >= 5 else { return nil }
        let primary = cities.integers(fields[3])
        let alias = cities.integers(fields[4])
        guard let row = primary.first ?? alias.first, row < zips.count else { return nil }
        let place = place(line: zips.line(row))
        // The town's GeoNames population (0 when unknown), which ranks it among the world's places; the place
        // itself stays the ZIP's, equal to what `place(zip:)` gives.
        let population = fields.count > 5 ? cities.integer(fields[5]) ?? 0 : 0
        let count = cities.integer(fields[2]) ?? primary.count + alias.count
        if !primary.isEmpty {
            return PlaceMatch(
                name: place.city, state: place.state, place: place, zipCount: count, population: population)
        }
        let key = cities.store.string(fields[0])
        // A name none of the town's ZIPs lists as its own only finds the town ("Colo Spgs", "NYC"): shown as it.
        guard let name = place.alternateCities.first(where: { CityKey.key($0) == key }) else {
            return PlaceMatch(
                name: place.city, state: place.state, place: place, zipCount: count, population: population)
        }
        return PlaceMatch(
            name: name, state: place.state, place: place, zipCount: count, isAlias: true, population: population)
    }
}
