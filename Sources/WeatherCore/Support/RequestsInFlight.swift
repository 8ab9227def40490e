/// Requests in flight, by key: a load for a key already being fetched waits for that fetch instead of starting a
/// second one. A shared request is not cancelled with any one caller: the others still wait for it.
actor RequestsInFlight<Value: Sendable, Failure: Error> {
    private var tasks: [String: Task<Result<Value, Failure>, Never>] = [:]

    func load(
        _ key: String, _ operation: @escaping @Sendable () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        if let task = tasks[key] { return try await task.value.get() }
        let task = Task { () async -> Result<Value, Failure> in
            do throws(Failure) { return .success(try await operation()) } catch { return .failure(error) }
        }
        tasks[key] = task
        let result = await task.value
        tasks[key] = nil
        return try result.get()
    }
}
