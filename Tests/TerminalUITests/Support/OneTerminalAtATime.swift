import LassoTesting
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
enum TerminalTurn {
    static let shared = AsyncSlots(count: 1)
}
