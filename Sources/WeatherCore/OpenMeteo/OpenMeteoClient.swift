import FoundationEssentials
import ServiceEndpoints

/// A request to one of Open-Meteo's APIs, which states all that differs between them: the service of the endpoint
/// table that answers it, its HTTP limits, its address under a base URL, what it costs in calls, and how its answer
/// reads. One ``OpenMeteoClient`` asks any of them; a new API is one more request type.
public protocol OpenMeteoRequest: Sendable {
    associatedtype Answer: Sendable
    static var endpoint: ServiceEndpoint { get }
    static var limits: HTTPLimits { get }
    func url(base: URL) -> URL
    /// What it costs in calls, by Open-Meteo's rule (``OpenMeteoCallWeight``).
    var weight: Double { get }
    /// What the HTTP ledger records as it goes: its weight, unless counted elsewhere.
    var ledgerWeight: Double { get }
    /// The answer when there is nothing to ask (no request is made); nil: always asked.
    var emptyAnswer: Answer? { get }
    /// Reads the answer's body; `now` is when it came (to stamp or trim it).
    func answer(_ body: Data, now: Date) throws -> Answer
}

extension OpenMeteoRequest {
    public var ledgerWeight: Double { weight }
    public var emptyAnswer: Answer? { nil }
}

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
