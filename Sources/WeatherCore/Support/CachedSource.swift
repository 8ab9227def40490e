import FoundationEssentials

/// A value as the screens see it: what came, when it was fetched, and whether it is current (`.offline` when the
/// request failed and a cached answer stands in).
public struct Snapshot<Value: Sendable>: Sendable {
    public var value: Value
    public var fetchedAt: Date
    public var freshness: ForecastSnapshot.Freshness

    public init(value: Value, fetchedAt: Date, freshness: ForecastSnapshot.Freshness = .fresh) {
        self.value = value
        self.fetchedAt = fetchedAt
        self.freshness = freshness
    }

    public var isOffline: Bool {
        if case .offline = freshness { return true }
        return false
    }
}

extension Snapshot: Equatable where Value: Equatable {}

/// The one cache-first, stale-fallback body of the sources kept on disk (the forecast, air quality, the spread, the
/// alerts): a fresh cached answer that `answers` the question makes no request (`.cacheFirst`); otherwise the fetch,
/// stored on success; on failure a cached answer younger than `staleLimit` stands in, marked offline; else the
/// error. Per source only the key, the stale rule and the fetch differ.
public struct CachedSource<Value: Codable & Sendable>: Sendable {
    let cache: DiskCache<Value>
    /// How old a cached answer may be and still stand in for a failed fetch.
    let staleLimit: TimeInterval
    let now: @Sendable () -> Date

    public init(cache: DiskCache<Value>, staleLimit: TimeInterval, now: @escaping @Sendable () -> Date = { Date() }) {
        self.cache = cache
        self.staleLimit = staleLimit
        self.now = now
    }

    public func load(
        _ key: String, policy: LoadPolicy, answers: (Value) -> Bool = { _ in true },
        fetch: () async throws(WeatherError) -> Value
    ) async throws(WeatherError) -> Snapshot<Value> {
        // Cancelled: the caller went away; an old answer is no answer to that.
        try await load(key, policy: policy, answers: answers, fetch: fetch) { $0 == .cancelled ? nil : $0 }
    }

    /// The same for a source with failures of its own: `standsIn` says for which a cached answer may stand in, as
    /// what ``WeatherError`` (nil: the failure is thrown as it is).
    public func load<Failure: Error>(
        _ key: String, policy: LoadPolicy, answers: (Value) -> Bool = { _ in true },
        fetch: () async throws(Failure) -> Value, standsIn: (Failure) -> WeatherError?
    ) async throws(Failure) -> Snapshot<Value> {
        let hit = cache.lookup(key)
        if policy == .cacheFirst, let hit, hit.isFresh, answers(hit.value) {
            return Snapshot(value: hit.value, fetchedAt: hit.fetchedAt)
        }
        do throws(Failure) {
            let value = try await fetch()
            let fetchedAt = now()
            cache.store(value, for: key, at: fetchedAt)
            return Snapshot(value: value, fetchedAt: fetchedAt)
        } catch {
            guard let reason = standsIn(error), let hit, hit.age < staleLimit else { throw error }
            return Snapshot(value: hit.value, fetchedAt: hit.fetchedAt, freshness: .offline(reason))
        }
    }

    /// The cached answer, fresh or not, without touching the network.
    public func cached(_ key: String) -> Snapshot<Value>? {
        cache.lookup(key).map { Snapshot(value: $0.value, fetchedAt: $0.fetchedAt) }
    }
}
