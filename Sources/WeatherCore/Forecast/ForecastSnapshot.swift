import FoundationEssentials

/// A forecast as the screens see it: the data, when it was fetched, whether it is current, and the place's time
/// zone rules.
public struct ForecastSnapshot: Equatable, Sendable {
    public enum Freshness: Equatable, Sendable {
        /// Fetched just now or within the cache's freshness window.
        case fresh
        /// Older than the freshness window and the network failed: shown with its age and why.
        case offline(WeatherError)
    }

    public var forecast: Forecast
    public var fetchedAt: Date
    public var freshness: Freshness
    /// The place's zone (the ZIP directory's, else the forecast's), read by the service that made the snapshot:
    /// the tz database is a file, so the screens take the rules from here and never look them up themselves. Nil
    /// when neither names a known zone; local times then use the forecast's own offset.
    public var zone: ZoneRules?

    /// - Parameter zone: ``ForecastService/live(client:cache:now:zones:)`` always resolves it; nil elsewhere is a
    ///   snapshot without rules (tests, previews).
    public init(forecast: Forecast, fetchedAt: Date, freshness: Freshness = .fresh, zone: ZoneRules? = nil) {
        self.forecast = forecast
        self.fetchedAt = fetchedAt
        self.freshness = freshness
        self.zone = zone
    }

    public var isOffline: Bool {
        if case .offline = freshness { return true }
        return false
    }
}

/// How much the caller wants the network.
public enum LoadPolicy: Equatable, Sendable {
    /// A fresh cached forecast is used with no request; otherwise fetch, falling back to any cached one.
    case cacheFirst
    /// Always fetch (the user pressed refresh); fall back to the cache if the fetch fails.
    case refresh
}
