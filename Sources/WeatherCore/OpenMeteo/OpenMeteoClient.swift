import FoundationEssentials
import ServiceEndpoints

/// Asks one of Open-Meteo's APIs: a closure, so screens and tests can swap in a double (`.mock(…)`), TCA
/// dependency-client style; every failure is a ``WeatherError`` (Open-Meteo's APIs share the forecast's error
/// shape). The forecast, Home's rows, the Map's layer, air quality, the spread and the archive are each this with
/// their own request.
public struct OpenMeteoClient<Request: OpenMeteoRequest>: Sendable {
    public var fetch: @Sendable (Request) async throws(WeatherError) -> Request.Answer

    public init(fetch: @escaping @Sendable (Request) async throws(WeatherError) -> Request.Answer) {
        self.fetch = fetch
    }

    /// Answers every request with `answer`.
    public static func mock(_ answer: Request.Answer) -> Self {
        Self { _ in answer }
    }

    /// Answers every request by throwing `error`.
    public static func mock(error: WeatherError) -> Self {
        Self { _ throws(WeatherError) in throw error }
    }

    /// The real client: one `GET` of the request's URL under `baseURL` (the service's default) through the shared
    /// `httpClient` (libcurl), bounded by the request's limits (or `timeouts`), recorded in the call ledger, with the
    /// forecast's error kinds and reading of Open-Meteo's `{"error": true, "reason": …}` bodies (``LiveFetch``).
    /// Cancelling the calling task cancels it.
    public static func live(
        baseURL: URL? = nil, httpClient: HTTPClient, timeouts: HTTPLimits? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> Self {
        let fetch = LiveFetch(httpClient: httpClient, timeouts: timeouts ?? Request.limits)
        let base = baseURL ?? APIConfiguration.baseURL(for: Request.endpoint)
        return Self { request throws(WeatherError) in
            if let empty = request.emptyAnswer { return empty }
            return try await fetch.decoded(request.url(base: base), weight: request.ledgerWeight) {
                try request.answer($0, now: now())
            }
        }
    }
}
