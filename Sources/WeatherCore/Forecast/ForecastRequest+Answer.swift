import FoundationEssentials
import ServiceEndpoints

extension ForecastRequest: OpenMeteoRequest {
    public static let endpoint = ServiceEndpoint.forecast
    public static var limits: HTTPLimits { .production }

    /// Hourly data is kept to the 48 hours from now at the place.
    public func answer(_ body: Data, now: Date) throws -> Forecast {
        let forecast = try Forecast(openMeteoJSON: body, units: units, windUnit: windUnit)
        let fallbackNow = LocalDateTime(
            secondsSince1970: now.timeIntervalSince1970, utcOffsetSeconds: forecast.utcOffsetSeconds)
        return forecast.trimmingHourly(from: forecast.current?.time ?? fallbackNow, count: 48)
    }
}
