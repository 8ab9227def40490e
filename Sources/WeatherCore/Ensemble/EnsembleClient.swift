/// Fetches a place's forecast spread. A struct of closures like ``AirQualityClient``, so tests can swap in a
/// double; every failure is a ``WeatherError`` (the service is Open-Meteo's, with the forecast's error shape).
public struct EnsembleClient: Sendable {
    public var spread: @Sendable (EnsembleRequest) async throws(WeatherError) -> ForecastSpread

    public init(spread: @escaping @Sendable (EnsembleRequest) async throws(WeatherError) -> ForecastSpread) {
        self.spread = spread
    }

    /// Answers every request with `spread`.
    public static func mock(_ spread: ForecastSpread) -> EnsembleClient {
        EnsembleClient { _ in spread }
    }

    /// Answers every request by throwing `error`.
    public static func mock(error: WeatherError) -> EnsembleClient {
        EnsembleClient { _ throws(WeatherError) in throw error }
    }
}
