import FoundationEssentials

/// How long cached data counts as fresh. Fresh data is used without a request; older data is kept and offered as
/// a stale fallback (with its age) when the network fails.
public struct CachePolicy: Hashable, Sendable {
    /// Open-Meteo updates its models no faster than this, so a newer request would return the same numbers.
    public static let standard = CachePolicy(freshness: 10 * 60)

    public var freshness: TimeInterval
    /// A fetch time this far in the future still counts (small clock adjustments); anything later is suspect.
    public var clockSkewTolerance: TimeInterval

    public init(freshness: TimeInterval, clockSkewTolerance: TimeInterval = 60) {
        self.freshness = freshness
        self.clockSkewTolerance = clockSkewTolerance
    }

    /// Seconds since `fetchedAt` (negative if the clock moved backwards).
    public func age(of fetchedAt: Date, now: Date) -> TimeInterval {
        now.timeIntervalSince(fetchedAt)
    }

    public func isFresh(_ fetchedAt: Date, now: Date) -> Bool {
        let age = age(of: fetchedAt, now: now)
        return age >= -clockSkewTolerance && age < freshness
    }
}

/// A cached value and when it was fetched (also the on-disk format of one cache file).
public struct CacheEntry<Value: Codable & Sendable>: Codable, Sendable {
    public var value: Value
    public var fetchedAt: Date

    public init(value: Value, fetchedAt: Date) {
        self.value = value
        self.fetchedAt = fetchedAt
    }
}

extension CacheEntry: Equatable where Value: Equatable {}
extension CacheEntry: Hashable where Value: Hashable {}

/// What a cache lookup found, judged against the policy at a given moment.
public struct CacheHit<Value: Codable & Sendable>: Sendable {
    public var value: Value
    public var fetchedAt: Date
    /// Seconds since the value was fetched, for "data from 2 h ago".
    public var age: TimeInterval
    public var isFresh: Bool

    public init(value: Value, fetchedAt: Date, age: TimeInterval, isFresh: Bool) {
        self.value = value
        self.fetchedAt = fetchedAt
        self.age = age
        self.isFresh = isFresh
    }
}

extension CacheHit: Equatable where Value: Equatable {}
extension CacheHit: Hashable where Value: Hashable {}
