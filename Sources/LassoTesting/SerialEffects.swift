import Dispatch
import Glibc
import Lasso

#if canImport(Testing)
    import Testing
#endif

/// A task executor that runs its jobs one at a time on the main queue, in the order they arrive: the main actor's
/// own queue, so a test (on the main actor), its store's effects and their dependencies take turns in a fixed order.
/// Only tasks that prefer it run here; the rest of the process is untouched (unlike ConcurrencyExtras' main serial
/// executor, a process-wide switch that also serialised every other test running in parallel).
public final class SerialTestExecutor: TaskExecutor {
    public static let shared = SerialTestExecutor()

    private init() {}

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        DispatchQueue.main.async { job.runSynchronously(on: executor) }
    }
}

/// Runs `operation` with its nonisolated async work, and the effects of every store it drives, on
/// `SerialTestExecutor`: what a test suite's `.serialEffects` trait wraps each test in.
public func withSerialEffects<T>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> T
) async rethrows -> T {
    try await withTaskExecutorPreference(SerialTestExecutor.shared, isolation: isolation) {
        try await EffectExecution.$taskExecutor.withValue(SerialTestExecutor.shared) {
            try await operation()
        }
    }
}

// Swift Testing is there for the test builds only: `swift build -c release` of every target (CI's release-all)
// builds this library without it.
#if canImport(Testing)
    /// Runs a test (or every test of a suite) in `withSerialEffects`: effects, their dependencies and the test take turns
    /// in a fixed order, so a store or flow test's steps cannot race each other, while other suites run in parallel.
    public struct SerialEffectsTrait: SuiteTrait, TestTrait, TestScoping {
        public var isRecursive: Bool { true }

        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            _ = Self.raiseMegaYieldCount
            try await withSerialEffects { try await function() }
        }

        /// A test clock's `advance` lets woken work run with `Task.megaYield()`, whose yields go through the global
        /// executor while the woken effects take turns on the serial one: on a loaded machine twenty yields (the default)
        /// can end before a woken timer has slept again, and the clock skips its next tick. A thousand leave a wide
        /// margin at a few milliseconds an advance. Set once, before ConcurrencyExtras first reads it; a value the
        /// environment already has wins.
        private static let raiseMegaYieldCount: Void = {
            setenv("TASK_MEGA_YIELD_COUNT", "1000", 0)
        }()
    }

    extension Trait where Self == SerialEffectsTrait {
        public static var serialEffects: Self { Self() }
    }
#endif
