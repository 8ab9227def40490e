/// A US ZIP code and where it is: the unit every screen and command works with.
public struct Place: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case standard, poBox, unique, military
    }

    public var zip: String
    public var kind: Kind
    /// The USPS city name.
    public var city: String
    /// Two-letter state or territory code ("NY", "PR", "AE" for military).
    public var state: String
    public var county: String
    /// IANA time zone identifier, e.g. "America/New_York". Empty when unknown.
    public var timeZone: String
    public var latitude: Double
    public var longitude: Double
    /// Other city names USPS accepts for this ZIP.
    public var alternateCities: [String]

    public init(
        zip: String, kind: Kind = .standard, city: String, state: String, county: String = "",
        timeZone: String = "", latitude: Double, longitude: Double, alternateCities: [String] = []
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
    }

    /// "New York, NY"
    public var displayName: String { "\(city), \(state)" }
}
