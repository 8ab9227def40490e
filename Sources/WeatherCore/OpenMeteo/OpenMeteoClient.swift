import FoundationEssentials

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

extension OpenMeteoClient where Request: OpenMeteoRequest {
    /// The real client: `GET` the request's URL under `baseURL` through the shared `httpClient`, weighed as the
    /// request says, with the forecast's error kinds and reading of Open-Meteo's `{"error": true, "reason": …}`
    /// bodies (see ``LiveFetch``); `decode` reads the body asked by a request.
    public static func openMeteo(
        baseURL: URL, httpClient: HTTPClient, timeouts: HTTPLimits,
        decode: @escaping @Sendable (Data, Request) throws -> Value
    ) -> Self {
        let fetch = LiveFetch(httpClient: httpClient, timeouts: timeouts)
        return Self { request throws(WeatherError) in
            try await fetch.decoded(request.url(base: baseURL), weight: request.weight) { try decode($0, request) }
        }
    }
}
