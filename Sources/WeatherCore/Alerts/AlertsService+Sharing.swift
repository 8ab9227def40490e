import FoundationEssentials

extension AlertsService {
    /// Concurrent loads for one place share one request. Home starts fetching a place's alerts beside its forecast,
    /// and the Detail that opens a moment later joins that request instead of starting a second one.
    public func sharingRequestsInFlight() -> AlertsService {
        let flights = AlertsInFlight()
        let base = self
        return AlertsService(
            load: { place throws(AlertsError) in
                try await flights.load(place.zip) { () async throws(AlertsError) in try await base.load(place) }
            },
            cached: base.cached)
    }
}

/// The requests in flight, by ZIP. A shared request is not cancelled with any one caller: the others still wait.
private actor AlertsInFlight {
    private var tasks: [String: Task<Result<AlertsSnapshot, AlertsError>, Never>] = [:]

    func load(
        _ key: String, _ operation: @escaping @Sendable () async throws(AlertsError) -> AlertsSnapshot
    ) async throws(AlertsError) -> AlertsSnapshot {
        if let task = tasks[key] { return try await task.value.get() }
        let task = Task { () async -> Result<AlertsSnapshot, AlertsError> in
            do throws(AlertsError) { return .success(try await operation()) } catch { return .failure(error) }
        }
        tasks[key] = task
        let result = await task.value
        tasks[key] = nil
        return try result.get()
    }
}
