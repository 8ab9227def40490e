import FoundationEssentials

/// Reads Open-Meteo's geocoding answer into places. An answer with no `results` key is how the service says
/// nothing matched. One unreadable result is dropped, not the whole answer: the rest are still places.
enum GeocodingResults {
    static func places(openMeteoJSON data: Data) throws -> [Place] {
        try JSONDecoder().decode(Body.self, from: data).results?.compactMap(\.place) ?? []
    }

    private struct Body: Decodable {
        var results: [Result]?
    }

    /// Every field optional and read leniently: a value of the wrong type counts as missing.
    private struct Result: Decodable {
        var id: Int?
        var name: String?
        var latitude: Double?
        var longitude: Double?
        var countryCode: String?
        var timezone: String?
        var population: Int?
        var admin1: String?

        private enum CodingKeys: String, CodingKey {
            case id, name, latitude, longitude, timezone, population, admin1
            case countryCode = "country_code"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try? container.decodeIfPresent(Int.self, forKey: .id)
            name = try? container.decodeIfPresent(String.self, forKey: .name)
            latitude = try? container.decodeIfPresent(Double.self, forKey: .latitude)
            longitude = try? container.decodeIfPresent(Double.self, forKey: .longitude)
            countryCode = try? container.decodeIfPresent(String.self, forKey: .countryCode)
            timezone = try? container.decodeIfPresent(String.self, forKey: .timezone)
            population = try? container.decodeIfPresent(Int.self, forKey: .population)
            admin1 = try? container.decodeIfPresent(String.self, forKey: .admin1)
        }

        /// The place, or nil when it lacks what a place needs: an id (its identity in caches and recent places),
        /// a name, coordinates on Earth and a country (every screen names it).
        var place: Place? {
            guard let id, id > 0, let latitude, let longitude, abs(latitude) <= 90, abs(longitude) <= 180,
                let name = name.map(Self.clean), !name.isEmpty,
                let country = countryCode.map(Self.clean)?.uppercased(), UserTerritory(code: country) != nil
            else { return nil }
            let region = admin1.map(Self.clean) ?? ""
            // A US place needs its state's code: it is how US places are named and told apart.
            let state = country == "US" ? USState.code(words: region.searchWords[...]) ?? "" : ""
            let zone = timezone.map(Self.clean) ?? ""
            return Place(
                zip: "", city: name, state: state,
                timeZone: zone.allSatisfy { $0.isASCII && !$0.isWhitespace } ? zone : "",
                latitude: latitude, longitude: longitude, country: country, geonameID: id,
                region: country == "US" ? "" : region, population: max(0, population ?? 0))
        }

        /// Text from the network made safe for a terminal, and no longer than a name ever is.
        private static func clean(_ text: String) -> String {
            String(text.sanitizedForTerminal.trimmed.prefix(100))
        }
    }
}
