import FoundationEssentials

extension WeatherClient {
    /// The real client: one GET per request to `<baseURL>/v1/forecast`, through the shared `httpClient`
    /// (``HTTPClient``, libcurl).
    /// The whole request, body included, is bounded by `timeouts.total`; cancelling the calling task cancels it.
    /// Hourly data is kept to the 48 hours from now at the place.
    public static func live(
        baseURL: URL = APIConfiguration.defaultBaseURL, httpClient: HTTPClient,
        timeouts: HTTPLimits = .production, now: @escaping @Sendable () -> Date = { Date() }
    ) -> WeatherClient {
        WeatherClient { request throws(WeatherError) in
            let url = request.url(base: baseURL)
            let body = try await LiveFetch(httpClient: httpClient, timeouts: timeouts).get(url, weight: request.weight)
            let forecast: Forecast
            do {
                forecast = try Forecast(openMeteoJSON: body, units: request.units, windUnit: request.windUnit)
            } catch {
                throw .malformedResponse(detail: LiveFetch.describe(decoding: error))
            }
            let fallbackNow = LocalDateTime(
                secondsSince1970: now().timeIntervalSince1970, utcOffsetSeconds: forecast.utcOffsetSeconds)
            return forecast.trimmingHourly(from: forecast.current?.time ?? fallbackNow, count: 48)
        }
    }
}
