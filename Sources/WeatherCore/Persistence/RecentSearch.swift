import Foundation

/// A place the user looked up, with the last weather seen for it (shown in the Home list and on the Map).
public struct RecentSearch: Codable, Hashable, Sendable {
    public var place: Place
    public var searchedAt: Date
    public var lastTemperature: Double?
    /// The units `lastTemperature` is in.
    public var lastUnits: UnitSystem?
    /// WMO weather code of the last condition seen.
    public var lastWeatherCode: Int?
    /// When the last observation was made (the forecast's time), for "72° 5 min ago".
    public var lastSeenAt: Date?

    public init(
        place: Place, searchedAt: Date, lastTemperature: Double? = nil, lastUnits: UnitSystem? = nil,
        lastWeatherCode: Int? = nil, lastSeenAt: Date? = nil
    ) {
        self.place = place
        self.searchedAt = searchedAt
        self.lastTemperature = lastTemperature
        self.lastUnits = lastUnits
        self.lastWeatherCode = lastWeatherCode
        self.lastSeenAt = lastSeenAt
    }
}

/// An entry taken out of the list, with where it was, so it can be put back (undo).
public struct RecentSearchRemoval: Hashable, Sendable {
    public var entry: RecentSearch
    public var index: Int
    /// The list after the removal.
    public var entries: [RecentSearch]

    public init(entry: RecentSearch, index: Int, entries: [RecentSearch]) {
        self.entry = entry
        self.index = index
        self.entries = entries
    }
}
