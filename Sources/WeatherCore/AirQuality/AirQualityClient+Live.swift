import FoundationEssentials
import ServiceEndpoints

extension OpenMeteoClient where Request == AirQualityRequest, Value == AirQuality {
    /// The real client: `GET <baseURL>/v1/air-quality?…` (``OpenMeteoClient/openMeteo(baseURL:httpClient:timeouts:decode:)``).
    public static func live(
        baseURL: URL = APIConfiguration.baseURL(for: .airQuality), httpClient: HTTPClient,
        timeouts: HTTPLimits = .airQuality
    ) -> AirQualityClient {
        .openMeteo(baseURL: baseURL, httpClient: httpClient, timeouts: timeouts) { body, _ in
            try AirQuality(openMeteoJSON: body)
        }
    }
}

extension HTTPLimits {
    /// Air quality is extra, like alerts: a shorter total than the forecast's 15 s.
    public static let airQuality = HTTPLimits(connect: .seconds(5), total: .seconds(10))
}
