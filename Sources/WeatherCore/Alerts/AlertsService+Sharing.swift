import FoundationEssentials

extension AlertsService {
    /// Concurrent loads for one place share one request. Home starts fetching a place's alerts beside its forecast,
    /// and the Detail that opens a moment later joins that request instead of starting a second one.
    public func sharingRequestsInFlight() -> AlertsService {
        let flights = RequestsInFlight<AlertsSnapshot, AlertsError>(cancelled: .failed(.cancelled))
        let base = self
        return AlertsService(
            load: { place throws(AlertsError) in
                try await flights.load(place.id) { () async throws(AlertsError) in try await base.load(place) }
            },
            cached: base.cached,
            // Asked past the cache: a cache-first load in flight may answer from the cache, so it is not joined.
            refresh: base.refresh)
    }
}
