import Clocks
import Dispatch
import Lasso
import LassoTesting
import Testing

/// Where a test's async work runs: a test store's effects, and a `.serialEffects` test's own nonisolated work, take
/// turns on the main queue (LassoTesting's `SerialTestExecutor`); nothing else in the process is moved there.
@MainActor
struct SerialEffectsTests {
    /// Marks the main queue, so code can tell whether it runs there.
    nonisolated static let mainQueueKey: DispatchSpecificKey<Int> = {
        let key = DispatchSpecificKey<Int>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    nonisolated static func whereAmI() -> String {
        DispatchQueue.getSpecific(key: mainQueueKey) == 1 ? "main queue" : "elsewhere"
    }

    @Test func aTestStoresEffectsRunOnTheSerialExecutorEvenWithoutTheTrait() async {
        _ = Self.mainQueueKey
        let store = TestStore<TimedModule>(
            reducer: TimedReducer(clock: TestClock(), load: { Self.whereAmI() }))
        store.send(.didTapLoad)
        await store.receive(.didLoad("main queue")) { $0.loaded = "main queue" }
        await store.finish()
    }

    @Test func outsideATestStoreEffectsAndTasksStayOnTheGlobalExecutor() async {
        _ = Self.mainQueueKey
        #expect(EffectExecution.taskExecutor == nil)
        let seen = await Task.detached { Self.whereAmI() }.value
        #expect(seen == "elsewhere")
    }

    @Test(.serialEffects) func theTraitPutsTheTestsOwnNonisolatedWorkThereToo() async {
        _ = Self.mainQueueKey
        #expect(EffectExecution.taskExecutor != nil)
        #expect(await Self.nonisolatedWhereAmI() == "main queue")
    }

    nonisolated static func nonisolatedWhereAmI() async -> String { whereAmI() }
}
