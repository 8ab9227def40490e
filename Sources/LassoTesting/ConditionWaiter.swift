/// Suspends until a condition holds, re-checking it whenever `signal()` is called. The timeout is a safety net for
/// failing tests only: a passing test resumes as soon as the awaited event happens, never after a fixed sleep.
@MainActor
final class ConditionWaiter {
    private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextID = 0

    /// Returns whether `condition` became true before `timeout` elapsed.
    func wait(for condition: () -> Bool, timeout: Duration) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while !condition() {
            guard clock.now < deadline else { return false }
            let id = nextID
            nextID += 1
            let timer = Task { [weak self] in
                try? await Task.sleep(until: deadline, clock: clock)
                self?.resume(id)
            }
            await withCheckedContinuation { waiting[id] = $0 }
            timer.cancel()
        }
        return true
    }

    /// Wakes every waiter so it re-checks its condition.
    func signal() {
        let all = waiting
        waiting = [:]
        for continuation in all.values {
            continuation.resume()
        }
    }

    private func resume(_ id: Int) {
        waiting.removeValue(forKey: id)?.resume()
    }
}
