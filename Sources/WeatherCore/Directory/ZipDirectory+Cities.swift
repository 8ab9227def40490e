/// City-name search over Resources/zip-cities.tsv (lines: key, state, ZIP count, primary rows, alias rows;
/// sorted by key then state).
extension ZipDirectory {
    /// Places whose name matches `query`, case- and accent-insensitive, accepted alternative names included.
    /// "springfield" gives every Springfield; "Springfield, IL", "portland or" and "Springfield Illinois"
    /// narrow to a state; a partial name ("spring") matches by prefix. Exact names come first, then bigger places.
    public func places(named query: String, limit: Int = .max) -> [PlaceMatch] {
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
        var lines: [Int] = []
        for (group, exact) in [(stated, true), (whole, true), (whole, false), (stated, false)] {
            for interpretation in group where !interpretation.words.isEmpty {
                lines += cityLines(
                    words: interpretation.words, states: interpretation.states, exact: exact, limit: limit)
            }
        }
        var seen = Set<Int>()
        var matches: [PlaceMatch] = []
        for line in lines where matches.count < limit && seen.insert(line).inserted {
            if let match = match(cityLine: line) { matches.append(match) }
        }
        return matches
    }

    /// Index lines for a name (exact key) or a name being typed (key prefix, exact ones excluded): the `limit`
    /// with most ZIP codes, most first.
    private func cityLines(words: [String], states: Set<String>?, exact: Bool, limit: Int) -> [Int] {
        let key = Array((exact ? CityKey.key(words) : CityKey.key(words, partialLast: true)).utf8)
        guard !key.isEmpty else { return [] }
        let cities = self.cities
        let wanted = states.map { Set($0.map { Self.stateCode(Array($0.utf8), at: 0) }) }
        var best: [(line: Int, count: Int)] = []  // most ZIPs first; ties keep index order
        var line = cities.lowerBound(firstField: key)
        while line < cities.count, cities.firstField(line, hasPrefix: key) {
            let keyEnd = cities.firstField(line).upperBound
            if (keyEnd - cities.line(line).lowerBound == key.count) != exact {
                if exact { break }  // exact keys sort before longer ones
                line += 1
                continue
            }
            if wanted?.contains(Self.stateCode(cities.store, at: keyEnd + 1)) ?? true {
                let countStart = keyEnd + 4  // after "\tST\t"
                let countEnd = cities.store.find(TSVTable.tab, from: countStart, to: cities.line(line).upperBound)
                let count = cities.integer(countStart..<countEnd) ?? 0
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
        guard fields.count == 5 else { return nil }
        let primary = cities.integers(fields[3])
        let alias = cities.integers(fields[4])
        guard let row = primary.first ?? alias.first, row < zips.count else { return nil }
        let place = place(line: zips.line(row))
        let count = cities.integer(fields[2]) ?? primary.count + alias.count
        if !primary.isEmpty {
            return PlaceMatch(name: place.city, state: place.state, place: place, zipCount: count)
        }
        let key = cities.store.string(fields[0])
        let name = place.alternateCities.first { CityKey.key($0) == key } ?? place.alternateCities.first ?? place.city
        return PlaceMatch(name: name, state: place.state, place: place, zipCount: count, isAlias: true)
    }
}
