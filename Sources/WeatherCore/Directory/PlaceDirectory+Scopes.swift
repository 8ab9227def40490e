/// What the words after the comma of "City, XX" name outside the US: a country (ISO code or name), or admin-1
/// regions (ISO 3166-2 code such as "ON", "NSW", "BY", or name such as "Ontario").
extension PlaceDirectory {
    /// The scopes to try in order, each only if the one before has not the city: the country, the regions in
    /// the user's country, the regions anywhere.
    func scopes(term key: String, territory: UserTerritory?) -> [WorldDirectory.Scope] {
        let regions = world.regions
        var scopes: [WorldDirectory.Scope] = []
        if let country = regions.countriesByKey[key], let code = WorldTable.countryCode(country) {
            scopes.append(WorldDirectory.Scope(countries: [code]))
        }
        let codes = regions.regionsByKey[key] ?? []
        if let home = territory?.code {
            let own = codes.filter { $0.hasPrefix(home + ".") }
            if !own.isEmpty, own.count < codes.count { scopes.append(WorldDirectory.Scope(regions: Set(own))) }
        }
        if !codes.isEmpty { scopes.append(WorldDirectory.Scope(regions: Set(codes))) }
        return scopes
    }

    /// Countries and regions whose name begins with `key`, for a term still being typed ("Paris, Fr"); nil when
    /// none does.
    func scope(beginning key: String) -> WorldDirectory.Scope? {
        guard !key.isEmpty else { return nil }
        let regions = world.regions
        let countries = regions.countriesByKey.filter { $0.key.hasPrefix(key) }.compactMap {
            WorldTable.countryCode($0.value)
        }
        let matching = regions.regionsByKey.filter { $0.key.hasPrefix(key) }.flatMap(\.value)
        guard !countries.isEmpty || !matching.isEmpty else { return nil }
        return WorldDirectory.Scope(countries: Set(countries), regions: Set(matching))
    }
}
