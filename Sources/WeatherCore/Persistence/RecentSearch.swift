import FoundationEssentials

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
    /// The active alerts at the last fetch of them, for Home's ⚠ marker; nil when there were none (or unknown).
    public var lastAlerts: AlertsSummary?
    /// Today's high and low at the place as last seen, in `lastUnits`, and whether it was daytime. Added later:
    /// files written before them decode with nil, as every optional field here does.
    public var lastHigh: Double?
    public var lastLow: Double?
    public var lastIsDay: Bool?

    public init(
        place: Place, searchedAt: Date, lastTemperature: Double? = nil, lastUnits: UnitSystem? = nil,
        lastWeatherCode: Int? = nil, lastSeenAt: Date? = nil, lastAlerts: AlertsSummary? = nil,
        lastHigh: Double? = nil, lastLow: Double? = nil, lastIsDay: Bool? = nil
    ) {
        self.place = place
        self.searchedAt = searchedAt
        self.lastTemperature = lastTemperature
        self.lastUnits = lastUnits
        self.lastWeatherCode = lastWeatherCode
        self.lastSeenAt = lastSeenAt
        self.lastAlerts = lastAlerts
        self.lastHigh = lastHigh
        self.lastLow = lastLow
        self.lastIsDay = lastIsDay
    }

    /// The last conditions seen, when a temperature was.
    public var lastConditions: LatestConditions? {
        guard let lastTemperature, let lastSeenAt else { return nil }
        return LatestConditions(
            temperature: lastTemperature, weatherCode: lastWeatherCode, isDay: lastIsDay, high: lastHigh, low: lastLow,
            units: lastUnits ?? .imperial, fetchedAt: lastSeenAt)
    }

    /// Stores `conditions` as the last seen, replacing every field of the older reading (its high and low belong to
    /// it). A reading without a temperature is not stored: the row keeps its last one, with that one's age.
    mutating func store(_ conditions: LatestConditions) {
        guard let temperature = conditions.temperature else { return }
        lastTemperature = temperature
        lastUnits = conditions.units
        lastWeatherCode = conditions.weatherCode
        lastIsDay = conditions.isDay
        lastHigh = conditions.high
        lastLow = conditions.low
        lastSeenAt = conditions.fetchedAt
    }
}

/// What Home needs to know of a place's alerts: the most severe one's severity, how many, and until when the
/// latest-ending one applies (after that the marker goes, even if nobody fetched again).
public struct AlertsSummary: Codable, Hashable, Sendable {
    public var severity: WeatherAlert.Severity
    /// The reddest source colour among them (MeteoAlarm, ECCC); nil when none has one (and in lists saved before).
    public var colour: AlertColour?
    public var count: Int
    public var until: Date?

    public init(severity: WeatherAlert.Severity, colour: AlertColour? = nil, count: Int, until: Date?) {
        self.severity = severity
        self.colour = colour
        self.count = count
        self.until = until
    }

    /// The summary of a snapshot's alerts, or nil when there are none.
    public init?(_ alerts: [WeatherAlert]) {
        guard let worst = alerts.map(\.severity).min() else { return nil }
        let ends = alerts.map(\.until)
        self.init(
            severity: worst, colour: alerts.compactMap(\.colour).max(), count: alerts.count,
            until: ends.contains(nil) ? nil : ends.compactMap { $0 }.max())
    }

    public func isActive(at now: Date) -> Bool { until.map { $0 > now } ?? true }
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
