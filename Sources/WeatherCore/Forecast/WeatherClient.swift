/// Fetches forecasts. A struct of closures so screens and tests can swap the live client for a double
/// (`.mock(…)`), TCA dependency-client style. Every failure is a ``WeatherError``.
public struct WeatherClient: Sendable {
    public var forecast: @Sendable (ForecastRequest) async throws(WeatherError) -> Forecast

    public init(forecast: @escaping @Sendable (ForecastRequest) async throws(WeatherError) -> Forecast) {
        self.forecast = forecast
    }

    public func forecast(
        for place: Place, units: UnitSystem, windUnit: WindUnit? = nil, days: ForecastDays = .seven
    ) async throws(WeatherError) -> Forecast {
        try await forecast(ForecastRequest(place: place, units: units, windUnit: windUnit, days: days))
    }
}

extension WeatherClient {
    /// Answers every request with `forecast` (converted to the requested units).
    public static func mock(_ forecast: Forecast) -> WeatherClient {
        WeatherClient { request throws(WeatherError) in forecast.converted(to: request.units, wind: request.windUnit) }
    }

    /// Answers every request by throwing `error`.
    public static func mock(error: WeatherError) -> WeatherClient {
        WeatherClient { _ throws(WeatherError) in throw error }
    }

    /// Answers with whatever `handler` returns, e.g. to record requests or vary by place.
    public static func mock(
        _ handler: @escaping @Sendable (ForecastRequest) async throws(WeatherError) -> Forecast
    ) -> WeatherClient {
        WeatherClient(forecast: handler)
    }
}
