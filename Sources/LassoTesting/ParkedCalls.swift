/// A dependency whose calls wait until the test answers them, so effect results arrive exactly when the test says.
///
///     let search = ParkedCalls<String, [Place]>()
///     let reducer = SearchReducer(search: { try await search.call($0) })
///     store.send(.didTapSearch) { … }
///     await search.resume("10001", returning: [nyc])
///     await store.receive(.didLoad([nyc])) { … }
///
/// An answer given before the call arrives is kept for it, so the test never races the effect's task.
/// A parked call whose task is cancelled throws `CancellationError`, as a real network call would.
public actor ParkedCalls<Input: Hashable & Sendable, Value: Sendable> {
    private var parked: [Int: (input: Input, continuation: CheckedContinuation<Value, any Error>)] = [:]
    private var answers: [Input: [Result<Value, any Error>]] = [:]
    private var nextID = 0
    /// Tests awaiting a number of calls or cancellations, woken as they arrive.
    private var waiters: [(isMet: @Sendable (Int, Int) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []

    /// Every input the dependency was called with, in call order.
    public private(set) var calls: [Input] = []
    /// Inputs of calls whose task was cancelled while parked.
    public private(set) var cancelled: [Input] = []

    public init() {}

    /// The dependency's body: returns the test's answer for `input`, waiting for it if necessary.
    public func call(_ input: Input) async throws -> Value {
        calls.append(input)
        wakeWaiters()
        if let answer = takeAnswer(for: input) {
            return try answer.get()
        }
        let id = nextID
        nextID += 1
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if Task.isCancelled {
                    cancelled.append(input)
                    wakeWaiters()
                    continuation.resume(throwing: CancellationError())
                } else {
                    parked[id] = (input, continuation)
                }
            }
        } onCancel: {
            Task { await self.cancel(id) }
        }
    }

    /// Answers the oldest call for `input` (or the next one to come) with `value`.
    public func resume(_ input: Input, returning value: Value) {
        answer(input, with: .success(value))
    }

    /// Makes the oldest call for `input` (or the next one to come) throw `error`.
    public func resume(_ input: Input, throwing error: any Error) {
        answer(input, with: .failure(error))
    }

    /// How many calls are waiting for an answer.
    public var parkedCount: Int { parked.count }

    /// Returns once the dependency has been called `count` times in all: a test that must know an effect reached
    /// its dependency (before replacing it, say) waits for exactly that event.
    public func waitForCalls(_ count: Int = 1) async {
        await wait { calls, _ in calls >= count }
    }

    /// Returns once `count` parked calls in all have been cancelled.
    public func waitForCancellations(_ count: Int = 1) async {
        await wait { _, cancelled in cancelled >= count }
    }

    private func wait(until isMet: @escaping @Sendable (Int, Int) -> Bool) async {
        guard !isMet(calls.count, cancelled.count) else { return }
        await withCheckedContinuation { waiters.append((isMet, $0)) }
    }

    private func wakeWaiters() {
        let (calls, cancelled) = (calls.count, cancelled.count)
        let met = waiters.filter { $0.isMet(calls, cancelled) }
        waiters.removeAll { $0.isMet(calls, cancelled) }
        met.forEach { $0.continuation.resume() }
    }

    private func answer(_ input: Input, with result: Result<Value, any Error>) {
        if let id = parked.filter({ $0.value.input == input }).keys.min() {
            parked.removeValue(forKey: id)?.continuation.resume(with: result)
        } else {
            answers[input, default: []].append(result)
        }
    }

    private func takeAnswer(for input: Input) -> Result<Value, any Error>? {
        guard var queue = answers[input], !queue.isEmpty else { return nil }
        let first = queue.removeFirst()
        answers[input] = queue.isEmpty ? nil : queue
        return first
    }

    private func cancel(_ id: Int) {
        guard let call = parked.removeValue(forKey: id) else { return }
        cancelled.append(call.input)
        wakeWaiters()
        call.continuation.resume(throwing: CancellationError())
    }
}
