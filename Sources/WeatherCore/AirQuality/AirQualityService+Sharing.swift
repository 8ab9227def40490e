import FoundationEssentials

extension AirQualityService {
    /// Concurrent loads for one place share one request. Home starts fetching a place's air quality beside its
    /// forecast, and the Detail that opens a moment later joins that request instead of starting a second one, so
    /// the two arrive together rather than one after the other.
    public func sharingRequestsInFlight() -> AirQualityService {
        let flights = RequestsInFlight<AirQualitySnapshot, WeatherError>(cancelled: .cancelled)
        let base = self
        return AirQualityService(
            load: { place, policy throws(WeatherError) in
                // By policy too: a forced refresh (`r`) must not be answered by a cache-first load already running.
                try await flights.load("\(place.id) \(policy)") { () async throws(WeatherError) in
                    try await base.load(place, policy)
                }
            },
            cached: base.cached)
    }
}
