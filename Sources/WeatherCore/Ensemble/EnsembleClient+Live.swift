import FoundationEssentials
import ServiceEndpoints

extension OpenMeteoClient where Request == EnsembleRequest, Value == ForecastSpread {
    /// The real client: `GET <baseURL>/v1/ensemble?…` (``OpenMeteoClient/openMeteo(baseURL:httpClient:timeouts:decode:)``);
    /// a spread in a unit it cannot read is `WeatherError.unexpectedUnit`.
    public static func live(
        baseURL: URL = APIConfiguration.baseURL(for: .ensemble), httpClient: HTTPClient,
        timeouts: HTTPLimits = .ensemble
    ) -> EnsembleClient {
        .openMeteo(baseURL: baseURL, httpClient: httpClient, timeouts: timeouts) { body, request in
            do {
                return try ForecastSpread(openMeteoJSON: body, units: request.units)
            } catch let error as SpreadUnitError {
                throw WeatherError.unexpectedUnit(variable: error.variable, unit: error.unit)
            }
        }
    }
}

extension HTTPLimits {
    /// The spread is extra, like air quality: a shorter total than the forecast's 15 s.
    public static let ensemble = HTTPLimits(connect: .seconds(5), total: .seconds(10))
}
