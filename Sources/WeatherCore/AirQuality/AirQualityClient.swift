/// Fetches the air quality now at a coordinate. A struct of closures like ``WeatherClient``, so tests can swap in a
/// double; every failure is a ``WeatherError`` (the service is Open-Meteo's, with the forecast's error shape).
public struct AirQualityClient: Sendable {
    public var airQuality: @Sendable (AirQualityRequest) async throws(WeatherError) -> AirQuality

    public init(airQuality: @escaping @Sendable (AirQualityRequest) async throws(WeatherError) -> AirQuality) {
        self.airQuality = airQuality
    }

    /// Answers every request with `airQuality`.
    public static func mock(_ airQuality: AirQuality) -> AirQualityClient {
        AirQualityClient { _ in airQuality }
    }

    /// Answers every request by throwing `error`.
    public static func mock(error: WeatherError) -> AirQualityClient {
        AirQualityClient { _ throws(WeatherError) in throw error }
    }
}
