import WeatherCore

/// Every dependency the screens use, injected once at the composition root (live) or by tests (doubles).
public struct AppEnvironment: Sendable {
    public var recentSearches: RecentSearchesClient

    public init(recentSearches: RecentSearchesClient) {
        self.recentSearches = recentSearches
    }
}
