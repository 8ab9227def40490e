/// Whether a world place goes by a name: its own or one of its alternate names (world-aliases.tsv), compared as
/// folded keys. MeteoAlarm names Warsaw's area "Warszawa", an alternate name of Warsaw.
extension WorldDirectory {
    /// Whether the place with this GeoNames id is called `key` (a ``CityKey`` key); false for an id the directory
    /// does not have.
    public func isNamed(_ key: String, geonameID: Int) -> Bool {
        guard !key.isEmpty, let row = places.row(id: geonameID) else { return false }
        let bytes = Array(key.utf8)
        if places.rows(key: bytes, exact: true).contains(row) { return true }
        return aliasRows(aliases.rows(key: bytes, exact: true)).contains(row)
    }
}
