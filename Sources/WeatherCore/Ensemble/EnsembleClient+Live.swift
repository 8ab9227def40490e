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
            let body = try await fetch.get(request.url(base: baseURL), weight: request.weight)
            do {
                return try ForecastSpread(openMeteoJSON: body, units: request.units)
            } catch let error as SpreadUnitError {
                throw .unexpectedUnit(variable: error.variable, unit: error.unit)
            } catch {
                throw .malformedResponse(detail: LiveFetch.describe(decoding: error))
            }
        }
    }
}

extension HTTPLimits {
    /// The spread is extra, like air quality: a shorter total than the forecast's 15 s.
    public static let ensemble = HTTPLimits(connect: .seconds(5), total: .seconds(10))
}
