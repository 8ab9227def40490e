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
    let countriesByKey: [String: String]
    /// Folded key of a region's name or ISO code ("ontario", "on") → admin-1 codes (an ISO code recurs across
    /// countries: "ON" is Ontario, and Ondo in Nigeria).
    let regionsByKey: [String: [String]]

    init(_ store: ByteStore) {
        let table = TSVTable(store)
        var regions: [String: Region] = [:]
        var countryNames: [String: String] = [:]
        var countriesByKey: [String: String] = [:]
        var regionsByKey: [String: [String]] = [:]
        for row in 0..<table.count {
            let fields = table.fields(row)
            guard fields.count >= 3 else { continue }
            let code = store.string(fields[0])
            let name = store.string(fields[1])
            let iso = store.string(fields[2])
            if code.utf8.count == 2 {
                countryNames[code] = name
                countriesByKey[CityKey.key(name), default: code] = code
                countriesByKey[code.lowercased()] = code
            } else {
                regions[code] = Region(name: name, iso: iso)
                for key in Set([CityKey.key(name), iso.lowercased()]) where !key.isEmpty {
                    regionsByKey[key, default: []].append(code)
                }
            }
        }
        self.regions = regions
        self.countryNames = countryNames
        self.countriesByKey = countriesByKey
        self.regionsByKey = regionsByKey
    }
}
