/// Requests in flight, by key: a load for a key already being fetched waits for that fetch instead of starting a
/// second one. The shared request runs while at least one caller waits for it: a caller whose task is cancelled
/// stops waiting at once (it gets `cancelled`), and when the last one leaves the request itself is cancelled.
actor RequestsInFlight<Value: Sendable, Failure: Error> {
    private struct Flight {
        /// Tells this flight's answer from a later flight's for the same key (one started after this one was left).
        let id: Int
        let task: Task<Void, Never>
        var waiters: [Int: CheckedContinuation<Result<Value, Failure>, Never>]
    }

    private var flights: [String: Flight] = [:]
    private var nextID = 0
    private var joinWatchers: [CheckedContinuation<Void, Never>] = []
    /// What a caller whose task is cancelled gets instead of the value.
    private let cancelled: Failure

    init(cancelled: Failure) {
        self.cancelled = cancelled
    }

    /// Requests under way (each with at least one caller waiting).
    var count: Int { flights.count }

    /// Returns once `count` callers wait for `key`'s request: callers join in an order nobody controls, and a test
    /// that cancels one must know the other has joined.
    func waitUntil(waiting count: Int, for key: String) async {
        while (flights[key]?.waiters.count ?? 0) < count {
            await withCheckedContinuation { joinWatchers.append($0) }
        }
    }

    func load(
        _ key: String, _ operation: @escaping @Sendable () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let waiter = takeID()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                join(key, waiter: waiter, continuation, operation)
            }
        } onCancel: {
            // The hop waits for nothing but this actor; `join` has run by then (it runs before `load` suspends).
            Task { await self.leave(key, waiter: waiter) }
        }
        return try result.get()
    }

    private func takeID() -> Int {
        nextID += 1
        return nextID
    }

    private func join(
        _ key: String, waiter: Int, _ continuation: CheckedContinuation<Result<Value, Failure>, Never>,
        _ operation: @escaping @Sendable () async throws(Failure) -> Value
    ) {
        if Task.isCancelled { return continuation.resume(returning: .failure(cancelled)) }
        defer {
            let watchers = joinWatchers
            joinWatchers = []
            for watcher in watchers { watcher.resume() }
        }
        if flights[key] != nil {
            flights[key]?.waiters[waiter] = continuation
            return
        }
        let id = takeID()
        let task = Task {
            let result: Result<Value, Failure>
            do throws(Failure) { result = .success(try await operation()) } catch { result = .failure(error) }
            self.finish(key, flight: id, result)
        }
        flights[key] = Flight(id: id, task: task, waiters: [waiter: continuation])
    }

    private func leave(_ key: String, waiter: Int) {
        guard var flight = flights[key], let continuation = flight.waiters.removeValue(forKey: waiter) else { return }
        if flight.waiters.isEmpty {
            flights[key] = nil
            flight.task.cancel()
        } else {
            flights[key] = flight
        }
        continuation.resume(returning: .failure(cancelled))
    }

    private func finish(_ key: String, flight id: Int, _ result: Result<Value, Failure>) {
        guard let flight = flights[key], flight.id == id else { return }  // left by every caller: nobody to answer
        flights[key] = nil
        for continuation in flight.waiters.values { continuation.resume(returning: result) }
    }
}
