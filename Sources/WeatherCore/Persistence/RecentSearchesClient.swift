import FoundationEssentials

/// The recent-searches list as the Home screen's effects see it. Every mutation is applied under a file lock to
/// the list as it is on disk at that moment, and returns the resulting list, so two running instances merge
/// instead of overwriting each other.
public struct RecentSearchesClient: Sendable {
    /// The list, newest first.
    public var all: @Sendable () -> [RecentSearch]
    /// Moves (or adds) the place to the top.
    public var record: @Sendable (_ place: Place, _ at: Date) -> [RecentSearch]
    /// Stores the weather last seen for a place (by ``Place/id``) already in the list; nil values keep the old ones.
    public var updateObservation:
        @Sendable (
            _ id: String, _ temperature: Double?, _ units: UnitSystem?, _ weatherCode: Int?, _ at: Date
        ) -> [RecentSearch]
    /// Stores the alerts last fetched for a place already in the list (nil: none active).
    public var updateAlerts: @Sendable (_ id: String, _ summary: AlertsSummary?) -> [RecentSearch]
    /// Stores the latest conditions of places already in the list, all in one write (Home's many-places refresh).
    public var updateConditions: @Sendable (_ updates: [(id: String, conditions: LatestConditions)]) -> [RecentSearch]
    /// Removes the entry for a place; nil when there is none.
    public var remove: @Sendable (_ id: String) -> RecentSearchRemoval?
    /// Puts a removed entry back at its old index (undo).
    public var restore: @Sendable (_ entry: RecentSearch, _ index: Int) -> [RecentSearch]

    public init(
        all: @escaping @Sendable () -> [RecentSearch],
        record: @escaping @Sendable (Place, Date) -> [RecentSearch],
        updateObservation: @escaping @Sendable (String, Double?, UnitSystem?, Int?, Date) -> [RecentSearch],
        updateAlerts: @escaping @Sendable (String, AlertsSummary?) -> [RecentSearch],
        remove: @escaping @Sendable (String) -> RecentSearchRemoval?,
        restore: @escaping @Sendable (RecentSearch, Int) -> [RecentSearch],
        updateConditions: @escaping @Sendable ([(id: String, conditions: LatestConditions)]) -> [RecentSearch]
    ) {
        self.all = all
        self.record = record
        self.updateObservation = updateObservation
        self.updateAlerts = updateAlerts
        self.remove = remove
        self.restore = restore
        self.updateConditions = updateConditions
    }
}

extension RecentSearchesClient {
    /// Backed by `recent.json` in `paths.data`.
    public static func live(
        paths: AppPaths, warnings: PersistenceWarnings, now: @escaping @Sendable () -> Date = { Date() }
    ) -> RecentSearchesClient {
        backed(
            by: JSONDocumentStore(
                file: paths.recentSearchesFile, defaultValue: RecentSearchList(), warnings: warnings, now: now
            ))
    }

    /// Nothing touches the disk; for tests and previews.
    public static func inMemory(_ entries: [RecentSearch] = []) -> RecentSearchesClient {
        backed(by: MemoryDocument(RecentSearchList(entries: entries)))
    }

    /// Over either backing: every change is one `update` of the list as the storage holds it at that moment.
    static func backed(by store: some DocumentStorage<RecentSearchList>) -> RecentSearchesClient {
        RecentSearchesClient(
            all: { store.read().entries },
            record: { place, date in
                store.update {
                    $0.record(place, at: date)
                    return $0.entries
                }
            },
            updateObservation: { id, temperature, units, code, date in
                store.update {
                    $0.updateObservation(id: id, temperature: temperature, units: units, weatherCode: code, at: date)
                    return $0.entries
                }
            },
            updateAlerts: { id, summary in
                store.update {
                    $0.updateAlerts(id: id, summary)
                    return $0.entries
                }
            },
            remove: { id in store.update { $0.removal(id: id) } },
            restore: { entry, index in
                store.update {
                    $0.restore(entry, at: index)
                    return $0.entries
                }
            },
            updateConditions: { updates in
                store.update {
                    $0.updateConditions(updates)
                    return $0.entries
                }
            }
        )
    }
}

extension RecentSearchList {
    fileprivate mutating func removal(id: String) -> RecentSearchRemoval? {
        remove(id: id).map { RecentSearchRemoval(entry: $0.entry, index: $0.index, entries: entries) }
    }
}
