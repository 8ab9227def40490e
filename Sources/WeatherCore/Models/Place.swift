/// A place the app shows weather for: a US ZIP code from the ZIP directory, a town of the world directory
/// (GeoNames), or a place the online geocoder found (its ids are GeoNames' too).
public struct Place: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case standard, poBox, unique, military
    }

    /// The ZIP code; empty for a place outside the ZIP directory.
    public var zip: String
    public var kind: Kind
    /// The USPS city name, or the place's own name elsewhere ("Zürich").
    public var city: String
    /// Two-letter state or territory code ("NY", "PR", "AE" for military); empty outside the US.
    public var state: String
    public var county: String
    /// IANA time zone identifier, e.g. "America/New_York". Empty when unknown.
    public var timeZone: String
    public var latitude: Double
    public var longitude: Double
    /// Other city names USPS accepts for this ZIP.
    public var alternateCities: [String]
    /// ISO 3166-1 alpha-2 country code: "US" for every ZIP.
    public var country: String
    /// The GeoNames id of a place outside the ZIP directory.
    public var geonameID: Int?
    /// The first-level region's name outside the US ("Ontario", "England"); empty when unknown and for ZIPs.
    public var region: String
    /// People living there, as GeoNames counts them; 0 when unknown.
    public var population: Int

    public init(
        zip: String, kind: Kind = .standard, city: String, state: String, county: String = "",
        timeZone: String = "", latitude: Double, longitude: Double, alternateCities: [String] = [],
        country: String = "US", geonameID: Int? = nil, region: String = "", population: Int = 0
    ) {
        self.zip = zip
        self.kind = kind
        self.city = city
        self.state = state
        self.county = county
        self.timeZone = timeZone
        self.latitude = latitude
        self.longitude = longitude
        self.alternateCities = alternateCities
        self.country = country
        self.geonameID = geonameID
        self.region = region
        self.population = population
    }

    /// What the place is known by in caches, recent places and `now --json`, as text (``PlaceID``).
    public var id: String { PlaceID(self).description }

    /// What the place is known by, as a value.
    public var placeID: PlaceID { PlaceID(self) }

    /// Whether the place is in the ZIP directory's country, where the US sources (alerts, radar) answer.
    public var isInUS: Bool { country == "US" }

    /// "New York, NY"; elsewhere "Toronto, Ontario, CA", the region left out when unknown or the place's own name
    /// ("Zürich, CH", "Tokyo, JP").
    public var displayName: String {
        if isInUS { return "\(city), \(state)" }
        let showsRegion = !region.isEmpty && region.searchWords != city.searchWords
        return showsRegion ? "\(city), \(region), \(country)" : "\(city), \(country)"
    }
}

extension Place {
    private enum CodingKeys: String, CodingKey {
        case zip, kind, city, state, county, timeZone, latitude, longitude, alternateCities
        case country, geonameID, region, population
    }

    /// Files written before places outside the US carry none of the newer fields: they are US ZIPs.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            zip: try container.decode(String.self, forKey: .zip),
            kind: try container.decode(Kind.self, forKey: .kind),
            city: try container.decode(String.self, forKey: .city),
            state: try container.decode(String.self, forKey: .state),
            county: try container.decode(String.self, forKey: .county),
            timeZone: try container.decode(String.self, forKey: .timeZone),
            latitude: try container.decode(Double.self, forKey: .latitude),
            longitude: try container.decode(Double.self, forKey: .longitude),
            alternateCities: try container.decode([String].self, forKey: .alternateCities),
            country: try container.decodeIfPresent(String.self, forKey: .country) ?? "US",
            geonameID: try container.decodeIfPresent(Int.self, forKey: .geonameID),
            region: try container.decodeIfPresent(String.self, forKey: .region) ?? "",
            population: try container.decodeIfPresent(Int.self, forKey: .population) ?? 0)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(zip, forKey: .zip)
        try container.encode(kind, forKey: .kind)
        try container.encode(city, forKey: .city)
        try container.encode(state, forKey: .state)
        try container.encode(county, forKey: .county)
        try container.encode(timeZone, forKey: .timeZone)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
        try container.encode(alternateCities, forKey: .alternateCities)
        // A ZIP's file stays as it was: the newer fields are written only for places that have them.
        if !isInUS { try container.encode(country, forKey: .country) }
        try container.encodeIfPresent(geonameID, forKey: .geonameID)
        if !region.isEmpty { try container.encode(region, forKey: .region) }
        if population != 0 { try container.encode(population, forKey: .population) }
    }
}
