import FoundationEssentials
import ServiceEndpoints

extension EnsembleClient {
    /// The real client: `GET <baseURL>/v1/ensemble?…` through the shared `httpClient`, with the forecast's error
    /// kinds and reading of Open-Meteo's `{"error": true, "reason": …}` bodies (see ``LiveFetch``).
    public static func live(
        baseURL: URL = APIConfiguration.baseURL(for: .ensemble), httpClient: HTTPClient,
        timeouts: HTTPLimits = .ensemble
    ) -> EnsembleClient {
        let fetch = LiveFetch(httpClient: httpClient, timeouts: timeouts)
        return EnsembleClient { request throws(WeatherError) in
            try await fetch.decoded(request.url(base: baseURL), weight: request.weight) { body in
                do {
                    return try ForecastSpread(openMeteoJSON: body, units: request.units)
                } catch let error as SpreadUnitError {
                    throw WeatherError.unexpectedUnit(variable: error.variable, unit: error.unit)
                }
            }
        }
    }
}

extension HTTPLimits {
    /// The spread is extra, like air quality: a shorter total than the forecast's 15 s.
    public static let ensemble = HTTPLimits(connect: .seconds(5), total: .seconds(10))
}
