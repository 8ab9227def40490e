import FoundationEssentials

/// The forecast spread as the screens see it: the values, when they were fetched, and whether they are current.
public struct SpreadSnapshot: Equatable, Sendable {
    public var spread: ForecastSpread
    public var fetchedAt: Date
    /// `.offline` when the request failed and a cached answer stands in (see ``EnsembleService/staleLimit``).
    public var freshness: ForecastSnapshot.Freshness

    public init(spread: ForecastSpread, fetchedAt: Date, freshness: ForecastSnapshot.Freshness = .fresh) {
        self.spread = spread
        self.fetchedAt = fetchedAt
        self.freshness = freshness
    }
}
