/// A one-shot value a test hands to an effect that deliberately ignores cancellation, to prove the store drops
/// what a cancelled effect sends anyway.
actor Gate<Value: Sendable> {
    private var value: Value?
    private var waiters: [CheckedContinuation<Value, Never>] = []

    func wait() async -> Value {
        if let value { return value }
        return await withCheckedContinuation { waiters.append($0) }
    }

    func open(with value: Value) {
        self.value = value
        for waiter in waiters {
            waiter.resume(returning: value)
        }
        waiters = []
    }
}

/// Lets a test await the moment an effect's operation has returned.
final class Completions: Sendable {
    let stream: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream()
    }

    func record(_ name: String) {
        continuation.yield(name)
    }

    /// The next recorded completion.
    func next() async -> String? {
        var iterator = stream.makeAsyncIterator()
        return await iterator.next()
    }
}
