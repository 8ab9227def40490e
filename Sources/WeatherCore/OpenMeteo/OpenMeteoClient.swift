import FoundationEssentials
import ServiceEndpoints

/// A request to one of Open-Meteo's APIs: its address under a base URL and what it costs in calls.
public protocol OpenMeteoRequest: Sendable {
    func url(base: URL) -> URL
    var weight: Double { get }
}

extension AirQualityRequest: OpenMeteoRequest {}
extension EnsembleRequest: OpenMeteoRequest {}
extension ArchiveRequest: OpenMeteoRequest {}

/// Fetches one value per request from one of Open-Meteo's APIs: a closure, so tests can swap in a double; every
/// failure is a ``WeatherError`` (Open-Meteo's APIs share the forecast's error shape). Air quality and the spread
/// are this with their own request and value; a new API is one more pair.
public struct OpenMeteoClient<Request: Sendable, Value: Sendable>: Sendable {
    public var fetch: @Sendable (Request) async throws(WeatherError) -> Value

    public init(fetch: @escaping @Sendable (Request) async throws(WeatherError) -> Value) {
        self.fetch = fetch
    }

    /// Answers every request with `value`.
    public static func mock(_ value: Value) -> Self {
        Self { _ in value }
    }

    /// Answers every request by throwing `error`.
    public static func mock(error: WeatherError) -> Self {
        Self { _ throws(WeatherError) in throw error }
    }
}

/// A value one of Open-Meteo's APIs answers: which service of the endpoint table, its HTTP limits, and how a body
/// asked by a request reads.
public protocol OpenMeteoValue: Sendable {
    associatedtype Request: OpenMeteoRequest
    static var endpoint: ServiceEndpoint { get }
    static var limits: HTTPLimits { get }
    static func decode(_ body: Data, for request: Request) throws -> Self
}

extension OpenMeteoClient where Value: OpenMeteoValue, Request == Value.Request {
    /// The real client: `GET` the request's URL under `baseURL` (the service's default) through the shared
    /// `httpClient`, weighed as the request says, with the value's limits (or `timeouts`), the forecast's error kinds
    /// and reading of Open-Meteo's `{"error": true, "reason": …}` bodies (see ``LiveFetch``).
    public static func live(baseURL: URL? = nil, httpClient: HTTPClient, timeouts: HTTPLimits? = nil) -> Self {
        let fetch = LiveFetch(httpClient: httpClient, timeouts: timeouts ?? Value.limits)
        let base = baseURL ?? APIConfiguration.baseURL(for: Value.endpoint)
        return Self { request throws(WeatherError) in
            try await fetch.decoded(request.url(base: base), weight: request.weight) {
                try Value.decode($0, for: request)
            }
        }
    }
}
