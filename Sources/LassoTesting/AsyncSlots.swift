import Synchronization

/// A counting semaphore for tests that must not all run at once (a process-wide ncurses screen, a 2-core machine's
/// share of real processes): a test waiting for a slot suspends instead of blocking its thread, and a freed slot
/// goes to the longest waiting test.
public final class AsyncSlots: Sendable {
    private let state: Mutex<(free: Int, waiting: [CheckedContinuation<Void, Never>])>
    private let didPark: @Sendable () -> Void

    /// - Parameters:
    ///   - count: how many may hold a slot at once (at least one).
    ///   - didPark: called when a caller finds no slot free and suspends (its own tests watch for it).
    public init(count: Int, didPark: @escaping @Sendable () -> Void = {}) {
        state = Mutex((max(1, count), []))
        self.didPark = didPark
    }

    public func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = state.withLock { state -> Bool in
                guard state.free == 0 else {
                    state.free -= 1
                    return true
                }
                state.waiting.append(continuation)
                return false
            }
            if now { continuation.resume() } else { didPark() }
        }
    }

    /// Hands the slot to the longest waiting test, or frees it.
    public func release() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.free += 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
