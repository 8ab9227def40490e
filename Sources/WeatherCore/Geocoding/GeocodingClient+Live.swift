import FoundationEssentials
import ServiceEndpoints

extension GeocodingClient {
    /// The real client: `GET <baseURL>/v1/search?name=…&count=10&language=…&format=json` through the shared
    /// `httpClient`, with Open-Meteo's error bodies read as the forecast's are (see ``LiveFetch``).
    /// - Parameter language: the user's language ("de"), from the locale (``AppLanguage/contentLanguage(_:chosen:environment:)``):
    ///   the names come back in it.
    public static func live(
        httpClient: HTTPClient, baseURL: URL = APIConfiguration.baseURL(for: .geocoding), language: String = "en",
        timeouts: HTTPLimits = .geocoding
    ) -> GeocodingClient {
        let fetch = LiveFetch(httpClient: httpClient, timeouts: timeouts)
        return GeocodingClient { name throws(WeatherError) in
            let request = GeocodingRequest(name: name, language: language)
            return try await fetch.decoded(request.url(base: baseURL), weight: request.weight) {
                try GeocodingResults.places(openMeteoJSON: $0)
            }
        }
    }
}

extension HTTPLimits {
    /// A search waits on it (Enter on Home, `now`): shorter than the forecast's 15 s, as for the other extras.
    public static let geocoding = HTTPLimits(connect: .seconds(5), total: .seconds(8))
}
