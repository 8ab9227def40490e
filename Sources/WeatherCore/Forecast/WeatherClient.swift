/// Fetches forecasts (Open-Meteo's forecast API).
public typealias WeatherClient = OpenMeteoClient<ForecastRequest>

extension OpenMeteoClient where Request == ForecastRequest {
    public func forecast(
        for place: Place, units: UnitSystem, windUnit: WindUnit? = nil, days: ForecastDays = .seven
    ) async throws(WeatherError) -> Forecast {
        try await fetch(ForecastRequest(place: place, units: units, windUnit: windUnit, days: days))
    }

    /// Answers every request with `forecast` (converted to the requested units).
    public static func mock(_ forecast: Forecast) -> WeatherClient {
        WeatherClient { request throws(WeatherError) in forecast.converted(to: request.units, wind: request.windUnit) }
    }

    /// Answers with whatever `handler` returns, e.g. to record requests or vary by place.
    public static func mock(
        _ handler: @escaping @Sendable (ForecastRequest) async throws(WeatherError) -> Forecast
    ) -> WeatherClient {
        WeatherClient(fetch: handler)
    }
}
