import FoundationEssentials

/// Fetches the current conditions of many places in one request (Home's live rows). A struct of closures, like
/// ``WeatherClient``: the answer has one result per place asked, in order; a failure of the whole request (no
/// connection, an HTTP error, an unreadable or mismatched body) is thrown.
public struct ConditionsClient: Sendable {
    public var conditions:
        @Sendable (ConditionsRequest) async throws(WeatherError) -> [Result<LatestConditions, WeatherError>]

    public init(
        conditions:
            @escaping @Sendable (ConditionsRequest) async throws(WeatherError) -> [Result<
                LatestConditions, WeatherError
            >]
    ) {
        self.conditions = conditions
    }
}

extension ConditionsClient {
    /// One GET to `<baseURL>/v1/forecast` with the places' coordinates comma-separated, bounded like a forecast
    /// request (``HTTPLimits``); each result is stamped with `now()` as its fetch time.
    public static func live(
        baseURL: URL = APIConfiguration.defaultBaseURL, httpClient: HTTPClient,
        timeouts: HTTPLimits = .production, now: @escaping @Sendable () -> Date = { Date() }
    ) -> ConditionsClient {
        ConditionsClient { request throws(WeatherError) in
            guard !request.coordinates.isEmpty else { return [] }
            let body = try await LiveFetch(httpClient: httpClient, timeouts: timeouts).get(
                request.url(base: baseURL), weight: request.weight)
            return try LatestConditions.batch(
                openMeteoJSON: body, places: request.coordinates.count, units: request.units, fetchedAt: now())
        }
    }
}
