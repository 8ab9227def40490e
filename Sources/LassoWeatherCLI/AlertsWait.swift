import WeatherCore

/// Fetches alerts beside the forecast and bounds how long a ready forecast waits for them.
enum AlertsWait {
    /// Starts loading `place`'s alerts at once, as a task the forecast need not wait for.
    static func start(_ service: AlertsService, for place: Place) -> Task<Result<AlertsSnapshot, AlertsError>, Never> {
        Task {
            do throws(AlertsError) {
                return .success(try await service.load(place))
            } catch {
                return .failure(error)
            }
        }
    }

    /// The alerts task's result, or, when it is still running `grace` from now, a timeout: the task is then
    /// cancelled, so a hanging alerts server never holds up the forecast by more than `grace`.
    static func result(
        of task: Task<Result<AlertsSnapshot, AlertsError>, Never>, grace: Duration
    ) async -> Result<AlertsSnapshot, AlertsError> {
        await withTaskGroup(of: Result<AlertsSnapshot, AlertsError>?.self) { group in
            group.addTask { await task.value }
            group.addTask {
                try? await Task.sleep(for: grace)
                return nil
            }
            defer { group.cancelAll() }
            if let finished = await group.next() ?? nil { return finished }
            task.cancel()
            let seconds = Double(grace.components.seconds) + Double(grace.components.attoseconds) / 1e18
            return .failure(.failed(.timedOut(seconds: seconds)))
        }
    }
}
