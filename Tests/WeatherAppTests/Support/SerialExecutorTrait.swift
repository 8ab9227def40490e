import ConcurrencyExtras
import Testing

/// Runs a test (or every test of a suite) with async work on the main serial executor: effects, their
/// dependencies and the test take turns in a fixed order, so a flow test's steps cannot race each other.
struct MainSerialExecutorTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withMainSerialExecutor { try await function() }
    }
}

extension Trait where Self == MainSerialExecutorTrait {
    static var mainSerialExecutor: Self { Self() }
}
