import Foundation

/// The places the fixture's `/v1/search` knows, in Open-Meteo's geocoding shape. Testville and the two Twinfords
/// are made up, and far too small for the offline directory (under 1,000 people): only the geocoder finds them.
/// Zürich is the real one, under its GeoNames id, which the offline directory has too.
public struct FixtureGeocodingPlace: Sendable {
    public let id: Int
    public let name: String
    public let latitude: Double
    public let longitude: Double
    public let featureCode: String
    public let countryCode: String
    public let country: String
    public let admin1: String
    public let timezone: String
    public let population: Int?

    public static let testville = FixtureGeocodingPlace(
        id: 99_000_001, name: "Testville", latitude: 52.4011, longitude: 13.5702, featureCode: "PPL",
        countryCode: "DE", country: "Germany", admin1: "Brandenburg", timezone: "Europe/Berlin", population: 420)

    public static let all: [FixtureGeocodingPlace] = [
        testville,
        FixtureGeocodingPlace(
            id: 2_657_896, name: "Zürich", latitude: 47.36667, longitude: 8.55, featureCode: "PPLA",
            countryCode: "CH", country: "Switzerland", admin1: "Zurich", timezone: "Europe/Zurich",
            population: 341_730),
        // Two of one name and size: no answer is decisive, so `now` lists them.
        FixtureGeocodingPlace(
            id: 99_000_002, name: "Twinford", latitude: 53.1, longitude: -6.6, featureCode: "PPL", countryCode: "IE",
            country: "Ireland", admin1: "Leinster", timezone: "Europe/Dublin", population: 310),
        FixtureGeocodingPlace(
            id: 99_000_003, name: "Twinford", latitude: -41.3, longitude: 174.8, featureCode: "PPL",
            countryCode: "NZ", country: "New Zealand", admin1: "Wellington", timezone: "Pacific/Auckland",
            population: 290),
    ]

    /// The places whose name begins with `name`, as the service matches (case and accents aside), at most `count`.
    static func matching(_ name: String, count: Int) -> [FixtureGeocodingPlace] {
        let key = fold(name)
        guard key.count >= 2 else { return [] }
        return Array(all.filter { fold($0.name).hasPrefix(key) }.prefix(max(0, count)))
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .trimmingCharacters(in: .whitespaces)
    }

    /// One result as the service sends it.
    func json(escapes: Bool = false) -> JSONValue {
        let mark = escapes ? "\u{1B}[2J\u{1B}]0;pwned\u{07}" : ""
        return .object(
            [
                ("id", .number(Double(id))), ("name", .string(name + mark)), ("latitude", .number(latitude)),
                ("longitude", .number(longitude)), ("elevation", .number(40)), ("feature_code", .string(featureCode)),
                ("country_code", .string(countryCode)), ("timezone", .string(timezone + mark)),
            ] + (population.map { [("population", JSONValue.number(Double($0)))] } ?? [])
                + [("country", .string(country)), ("admin1", .string(admin1 + mark))])
    }

    /// The same keys, every one null.
    var nullJSON: JSONValue {
        .object(
            ["id", "name", "latitude", "longitude", "feature_code", "country_code", "timezone", "population", "admin1"]
                .map { ($0, JSONValue.null) })
    }
}
