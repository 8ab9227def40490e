/// Fetches something extra (alerts, air quality) beside the forecast and bounds how long a ready forecast waits
/// for it.
enum SideFetch {
    /// Starts `operation` at once, as a task the forecast need not wait for.
    static func start<Value: Sendable, Failure: Error>(
        _ operation: @escaping @Sendable () async throws(Failure) -> Value
    ) -> Task<Result<Value, Failure>, Never> {
        Task {
            do throws(Failure) {
                return .success(try await operation())
            } catch {
                return .failure(error)
            }
        }
    }

    /// The task's result, or, when it is still running `grace` from now, `timedOut(seconds)`: the task is then
    /// cancelled, so a hanging server never holds up the forecast by more than `grace`.
    static func result<Value: Sendable, Failure: Error>(
        of task: Task<Result<Value, Failure>, Never>, grace: Duration, timedOut: (Double) -> Failure
    ) async -> Result<Value, Failure> {
        await withTaskGroup(of: Result<Value, Failure>?.self) { group in
            group.addTask { await task.value }
            group.addTask {
                try? await Task.sleep(for: grace)
                return nil
            }
            defer { group.cancelAll() }
            if let finished = await group.next() ?? nil { return finished }
            // Cancelled here, so the child waiting for it ends too: the group waits for its children.
            task.cancel()
            return .failure(timedOut(Double(grace.components.seconds) + Double(grace.components.attoseconds) / 1e18))
        }
    }
}
