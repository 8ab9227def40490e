import FoundationEssentials
import ServiceEndpoints

extension AirQualityClient {
    /// The real client: `GET <baseURL>/v1/air-quality?…` through the shared `httpClient`, with the forecast's limits,
    /// error kinds and reading of Open-Meteo's `{"error": true, "reason": …}` bodies (see ``LiveFetch``).
    public static func live(
        baseURL: URL = APIConfiguration.baseURL(for: .airQuality), httpClient: HTTPClient,
        timeouts: HTTPLimits = .airQuality
    ) -> AirQualityClient {
        let fetch = LiveFetch(httpClient: httpClient, timeouts: timeouts)
        return AirQualityClient { request throws(WeatherError) in
            try await fetch.decoded(request.url(base: baseURL), weight: request.weight) {
                try AirQuality(openMeteoJSON: $0)
            }
        }
    }
}

extension HTTPLimits {
    /// Air quality is extra, like alerts: a shorter total than the forecast's 15 s.
    public static let airQuality = HTTPLimits(connect: .seconds(5), total: .seconds(10))
}
