import FoundationEssentials
import Synchronization

extension AlertsService {
    /// How old a cached answer may be and still stand in for a failed fetch. Alerts change within hours, and
    /// the answer is re-filtered on the way out, so an ended alert is never shown.
    public static let staleLimit: TimeInterval = 60 * 60

    /// The client behind a per-place cache, in memory and on disk (`cache`, whose policy says how long an answer
    /// is fresh: ``CachePolicy/alerts``, 5 minutes). A fresh answer makes no request, so `now` run every minute
    /// asks at most once per 5 minutes. The answer holds the actual alerts still active at `now`, most severe
    /// first. When a fetch fails and an answer younger than ``staleLimit`` is cached, that answer is returned
    /// (with its own `fetchedAt`); otherwise the error is thrown. `.notCovered` is thrown as it is.
    public static func live(
        client: AlertsClient, cache: DiskCache<AlertsSnapshot>, now: @escaping @Sendable () -> Date = { Date() }
    ) -> AlertsService {
        let memory = AlertsMemory()
        let source = CachedSource(cache: cache, staleLimit: staleLimit, now: now)
        // The newest answer known: this process's, unless it is stale and another process stored a newer one.
        @Sendable func stored(_ key: String) -> AlertsSnapshot? {
            let remembered = memory[key]
            if let remembered, cache.policy.isFresh(remembered.fetchedAt, now: now()) { return remembered }
            guard let entry = cache.entry(for: key), entry.fetchedAt > remembered?.fetchedAt ?? .distantPast else {
                return remembered
            }
            let snapshot = AlertsSnapshot(
                alerts: entry.value.alerts, elsewhere: entry.value.elsewhere, fetchedAt: entry.fetchedAt)
            memory[key] = snapshot
            return snapshot
        }
        @Sendable func load(_ place: Place, pastTheCache: Bool) async throws(AlertsError) -> AlertsSnapshot {
            let key = key(place)
            // This process's answer first: no disk read while it is fresh.
            if !pastTheCache, let hit = stored(key), cache.policy.isFresh(hit.fetchedAt, now: now()) {
                return hit.active(at: now())
            }
            let answer = try await source.load(key, policy: pastTheCache ? .refresh : .cacheFirst) {
                () async throws(AlertsError) in
                let alerts = try await client.alerts(place)
                return AlertsSnapshot(alerts: alerts.own, elsewhere: alerts.elsewhere, fetchedAt: now())
            } standsIn: { error in
                // A failed request stands a cached answer in; no source (`.notCovered`) or a cancel does not.
                guard case .failed(let failure) = error, failure != .cancelled else { return nil }
                return failure
            }
            var snapshot = answer.value
            snapshot.fetchedAt = answer.fetchedAt
            if case .offline(let failure) = answer.freshness {
                snapshot.staleBecause = failure
            } else {
                memory[key] = snapshot.active(at: answer.fetchedAt)
            }
            return snapshot.active(at: now())
        }
        return AlertsService(
            load: { place throws(AlertsError) in try await load(place, pastTheCache: false) },
            cached: { place in stored(key(place))?.active(at: now()) },
            refresh: { place throws(AlertsError) in try await load(place, pastTheCache: true) }
        )
    }

    /// The cache key for a place's alerts: "alerts-10001", beside the forecasts' "10001-imperial".
    public static func key(_ place: Place) -> String { "alerts-\(place.id)" }
}

extension CachePolicy {
    /// Alerts are fresh for 5 minutes: often enough for warnings that last an hour, rarely enough for the NWS.
    public static let alerts = CachePolicy(freshness: 5 * 60)
}

extension AlertsSnapshot {
    /// Only the actual alerts still in force at `now`, most severe first (here and elsewhere).
    public func active(at now: Date) -> AlertsSnapshot {
        func inForce(_ list: [WeatherAlert]) -> [WeatherAlert] {
            list.filter { $0.isActive(at: now) }.sorted(by: WeatherAlert.order(at: now))
        }
        return AlertsSnapshot(
            alerts: inForce(alerts), elsewhere: inForce(elsewhere), fetchedAt: fetchedAt, staleBecause: staleBecause)
    }
}

/// The answers this process has already read or fetched, so repeated loads do not re-read the disk.
private final class AlertsMemory: Sendable {
    private let snapshots = Mutex([String: AlertsSnapshot]())

    subscript(key: String) -> AlertsSnapshot? {
        get { snapshots.withLock { $0[key] } }
        set { snapshots.withLock { $0[key] = newValue } }
    }
}
