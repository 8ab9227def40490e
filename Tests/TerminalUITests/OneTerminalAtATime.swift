import Synchronization
import Testing

/// ncurses has one current screen per process (`newterm`, `set_term`), so the suites that open a terminal on a
/// pseudo-terminal may not run beside each other, not only one test at a time within each (`.serialized`): every
/// test of theirs holds this process-wide turn while it runs. A test waiting for its turn suspends.
struct OneTerminalAtATime: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        await TerminalTurn.shared.acquire()
        defer { TerminalTurn.shared.release() }
        try await function()
    }
}

extension Trait where Self == OneTerminalAtATime {
    static var oneTerminalAtATime: Self { Self() }
}

/// One turn, handed to the longest waiting test.
final class TerminalTurn: Sendable {
    static let shared = TerminalTurn()

    private let state = Mutex<(taken: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = state.withLock { state -> Bool in
                guard state.taken else {
                    state.taken = true
                    return true
                }
                state.waiting.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }

    func release() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.taken = false
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
