import FoundationEssentials

/// The recent-searches document and its operations: newest first, one entry per place (``Place/id``), at most `capacity`.
/// Every operation is a delta, so it can be replayed on whatever another instance wrote meanwhile.
public struct RecentSearchList: Codable, Hashable, Sendable {
    public static let capacity = 20

    public private(set) var entries: [RecentSearch]

    public init(entries: [RecentSearch] = []) {
        self.entries = []
        // Normalise whatever was given (or decoded): first occurrence of a place wins, then the cap.
        for entry in entries where !self.entries.contains(where: { $0.place.id == entry.place.id }) {
            self.entries.append(entry)
        }
        trim()
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(entries: try container.decode([RecentSearch].self, forKey: .entries))
    }

    /// Moves `place` to the top, keeping the last-seen weather of an earlier search for the same place.
    public mutating func record(_ place: Place, at date: Date) {
        var entry = RecentSearch(place: place, searchedAt: date)
        if let index = index(of: place.id) {
            let old = entries.remove(at: index)
            entry.lastTemperature = old.lastTemperature
            entry.lastUnits = old.lastUnits
            entry.lastWeatherCode = old.lastWeatherCode
            entry.lastSeenAt = old.lastSeenAt
            entry.lastAlerts = old.lastAlerts
            entry.lastHigh = old.lastHigh
            entry.lastLow = old.lastLow
            entry.lastIsDay = old.lastIsDay
        }
        entries.insert(entry, at: 0)
        trim()
    }

    /// Stores the weather last seen for the place `id`, leaving the order alone. Nil values keep what was there.
    /// Returns false when the place is not in the list.
    @discardableResult
    public mutating func updateObservation(
        id: String, temperature: Double?, units: UnitSystem?, weatherCode: Int?, at date: Date
    ) -> Bool {
        guard let index = index(of: id) else { return false }
        if let temperature { entries[index].lastTemperature = temperature }
        if let units { entries[index].lastUnits = units }
        if let weatherCode { entries[index].lastWeatherCode = weatherCode }
        entries[index].lastSeenAt = date
        return true
    }

    /// Stores each place's latest conditions (see ``RecentSearch/store(_:)``), leaving the order alone. A reading older
    /// than the one stored (a slow answer overtaken by a newer one, e.g. from another running instance) is dropped.
    /// Places not in the list are skipped. Returns how many entries changed.
    @discardableResult
    public mutating func updateConditions(_ updates: [(id: String, conditions: LatestConditions)]) -> Int {
        var changed = 0
        for (id, conditions) in updates {
            guard let index = index(of: id) else { continue }
            if let seen = entries[index].lastSeenAt, seen > conditions.fetchedAt { continue }
            let before = entries[index]
            entries[index].store(conditions)
            if entries[index] != before { changed += 1 }
        }
        return changed
    }

    /// Stores the alerts last fetched for the place `id` (nil: none were active). Returns false when it is not listed.
    @discardableResult
    public mutating func updateAlerts(id: String, _ summary: AlertsSummary?) -> Bool {
        guard let index = index(of: id) else { return false }
        entries[index].lastAlerts = summary
        return true
    }

    /// Removes the entry for the place `id`, returning it and where it was.
    public mutating func remove(id: String) -> (entry: RecentSearch, index: Int)? {
        guard let index = index(of: id) else { return nil }
        return (entries.remove(at: index), index)
    }

    /// Puts a removed entry back at `index` (clamped to the list). If the place was searched again since, the
    /// newer entry stays and nothing changes.
    public mutating func restore(_ entry: RecentSearch, at index: Int) {
        guard self.index(of: entry.place.id) == nil else { return }
        entries.insert(entry, at: min(max(index, 0), entries.count))
        trim()
    }

    /// Where the place `id` (``Place/id``) is in the list.
    public func index(of id: String) -> Int? {
        entries.firstIndex { $0.place.id == id }
    }

    private mutating func trim() {
        if entries.count > Self.capacity { entries.removeLast(entries.count - Self.capacity) }
    }
}
