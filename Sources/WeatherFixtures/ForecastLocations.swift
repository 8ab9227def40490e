/// Open-Meteo's many-places form: `latitude=a,b,c&longitude=x,y,z` asks for several places at once, answered with a
/// JSON array of the single-place answers, in the order asked. This splits such a query into one query per place
/// (every other parameter shared, but `timezone`, which may name one zone per place as on the real service), so each
/// is validated and answered exactly as a single-place request is.
enum ForecastLocations {
    typealias Invalid = QueryInvalid

    /// One parameter list per place; a query with one coordinate (or none, for the single-place checks to reject)
    /// comes back as it is.
    static func split(_ items: [(name: String, value: String)]) throws(Invalid) -> [[(name: String, value: String)]] {
        func value(_ name: String) -> String? { items.last { $0.name == name }?.value }
        guard let latitudes = value("latitude"), let longitudes = value("longitude"),
            latitudes.contains(",") || longitudes.contains(",")
        else { return [items] }
        let lats = latitudes.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let lons = longitudes.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard lats.count == lons.count else {
            throw Invalid(reason: "Parameter 'latitude' and 'longitude' must have the same number of elements")
        }
        var zones: [String]?
        if let zone = value("timezone"), zone.contains(",") {
            zones = zone.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard zones?.count == lats.count else {
                throw Invalid(reason: "Parameter 'timezone' must have the same number of elements as coordinates")
            }
        }
        let shared = items.filter {
            !["latitude", "longitude"].contains($0.name) && (zones == nil || $0.name != "timezone")
        }
        return zip(lats, lons).enumerated().map { index, pair in
            [("latitude", pair.0), ("longitude", pair.1)] + (zones.map { [("timezone", $0[index])] } ?? []) + shared
        }
    }

    /// How many places a query asks for (1 for a single-place query).
    static func count(_ items: [(name: String, value: String)]) -> Int {
        (items.last { $0.name == "latitude" }?.value).map { $0.split(separator: ",").count } ?? 0
    }
}
