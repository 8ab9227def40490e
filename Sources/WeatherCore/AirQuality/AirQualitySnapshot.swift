import FoundationEssentials

/// Air quality as the screens see it: the values, when they were fetched, and whether they are current.
public struct AirQualitySnapshot: Equatable, Sendable {
    public var airQuality: AirQuality
    public var fetchedAt: Date
    /// `.offline` when the request failed and a cached answer stands in (see ``AirQualityService/staleLimit``).
    public var freshness: ForecastSnapshot.Freshness

    public init(airQuality: AirQuality, fetchedAt: Date, freshness: ForecastSnapshot.Freshness = .fresh) {
        self.airQuality = airQuality
        self.fetchedAt = fetchedAt
        self.freshness = freshness
    }

    public var isOffline: Bool {
        if case .offline = freshness { return true }
        return false
    }
}
