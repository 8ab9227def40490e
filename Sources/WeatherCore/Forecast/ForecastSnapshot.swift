import FoundationEssentials

/// A forecast as the screens see it: the data, when it was fetched, and whether it is current.
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

    public init(forecast: Forecast, fetchedAt: Date, freshness: Freshness = .fresh) {
        self.forecast = forecast
        self.fetchedAt = fetchedAt
        self.freshness = freshness
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
