/// Resources/world-regions.tsv read into lookups: admin-1 regions (GeoNames "CA.08" → "Ontario", ISO "ON") and
/// countries ("CH" → "Switzerland"), for showing a place and for reading "Toronto, ON" or "Zürich, Switzerland".
struct WorldRegions: Sendable {
    struct Region: Sendable {
        var name: String
        /// ISO 3166-2 code without the country ("ON"); empty when unknown.
        var iso: String
    }

    /// GeoNames admin-1 code ("CA.08") → region.
    let regions: [String: Region]
    /// ISO 3166-1 alpha-2 → country name.
    let countryNames: [String: String]
    /// Folded key of a country's name or code ("switzerland", "ch") → its code.
    var countriesByKey: [String: String] { keys.value.countries }
    /// Folded key of a region's name or ISO code ("ontario", "on") → admin-1 codes (an ISO code recurs across
    /// countries: "ON" is Ontario, and Ondo in Nigeria).
    var regionsByKey: [String: [String]] { keys.value.regions }

    /// The keys, made on the first "City, Region" query: a place shown (the Map's towns) needs only the names
    /// (0.4 MB less for a session that never types a region).
    private let keys: Lazy<Keys>

    private struct Keys: Sendable {
        var countries: [String: String] = [:]
        var regions: [String: [String]] = [:]
    }

    init(_ store: ByteStore) {
        let table = TSVTable(store)
        var regions: [String: Region] = [:]
        var countryNames: [String: String] = [:]
        for row in 0..<table.count {
            let fields = table.fields(row)
            guard fields.count >= 3 else { continue }
            let code = store.string(fields[0])
            if code.utf8.count == 2 {
                countryNames[code] = store.string(fields[1])
            } else {
                regions[code] = Region(name: store.string(fields[1]), iso: store.string(fields[2]))
            }
        }
        self.regions = regions
        self.countryNames = countryNames
        keys = Lazy {
            var keys = Keys()
            for row in 0..<table.count {
                let fields = table.fields(row)
                guard fields.count >= 3 else { continue }
                let code = store.string(fields[0])
                let name = store.string(fields[1])
                if code.utf8.count == 2 {
                    keys.countries[CityKey.key(name), default: code] = code
                    keys.countries[code.lowercased()] = code
                } else {
                    for key in Set([CityKey.key(name), store.string(fields[2]).lowercased()]) where !key.isEmpty {
                        keys.regions[key, default: []].append(code)
                    }
                }
            }
            return keys
        }
    }
}
