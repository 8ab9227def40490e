import Clocks
import Lasso
import LassoTesting
import Testing

/// `Effect.timer`, `Effect.delayed` and `Effect.task` under the exhaustive test store and a test clock: time moves
/// only when a test advances it, so every tick and every silence is exact.
@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct EffectVocabularyTests {
    // MARK: - timer

    @Test func timerSendsEveryIntervalUntilCancelled() async {
        let clock = TestClock<Duration>()
        let store = TestStore<TimedModule>(reducer: TimedReducer(clock: clock))

        store.send(.didStartTimer)
        await clock.advance(by: .milliseconds(999))
        #expect(store.receivedActions.isEmpty)
        await clock.advance(by: .milliseconds(1))
        await store.receive(.didTick(.seconds(1))) { $0.ticks = [.seconds(1)] }
        // The action is made at each tick, so it sees the time of that tick.
        await clock.advance(by: .seconds(2))
        await store.receive(.didTick(.seconds(2))) { $0.ticks.append(.seconds(2)) }
        await store.receive(.didTick(.seconds(3))) { $0.ticks.append(.seconds(3)) }

        store.send(.didStopTimer)
        #expect(store.runningEffectCount == 0)
        await clock.advance(by: .seconds(10))
        await store.finish()
    }

    @Test func timerStartedAgainUnderItsIDStartsOver() async {
        let clock = TestClock<Duration>()
        let store = TestStore<TimedModule>(reducer: TimedReducer(clock: clock))

        store.send(.didStartTimer)
        await clock.advance(by: .milliseconds(600))
        store.send(.didStartTimer)
        #expect(store.runningEffectCount == 1)
        await clock.advance(by: .milliseconds(600))
        #expect(store.receivedActions.isEmpty)
        await clock.advance(by: .milliseconds(400))
        await store.receive(.didTick(.milliseconds(1600))) { $0.ticks = [.milliseconds(1600)] }

        store.send(.didStopTimer)
        await store.finish()
    }

    // MARK: - delayed

    @Test func delayedSendsOnceAfterTheDelay() async {
        let clock = TestClock<Duration>()
        let store = TestStore<TimedModule>(reducer: TimedReducer(clock: clock))

        store.send(.didStartDelay)
        await clock.advance(by: .milliseconds(4999))
        #expect(store.receivedActions.isEmpty)
        await clock.advance(by: .milliseconds(1))
        await store.receive(.didFire) { $0.fired = 1 }
        #expect(store.runningEffectCount == 0)
        await clock.advance(by: .seconds(60))
        await store.finish()
    }

    @Test func delayedCancelledSendsNothing() async {
        let clock = TestClock<Duration>()
        let store = TestStore<TimedModule>(reducer: TimedReducer(clock: clock))

        store.send(.didStartDelay)
        await clock.advance(by: .seconds(2))
        store.send(.didCancelDelay)
        #expect(store.runningEffectCount == 0)
        await clock.advance(by: .seconds(10))
        await store.finish()
    }

    @Test func delayedStartedAgainWaitsTheWholeDelayAgain() async {
        let clock = TestClock<Duration>()
        let store = TestStore<TimedModule>(reducer: TimedReducer(clock: clock))

        store.send(.didStartDelay)
        await clock.advance(by: .seconds(3))
        store.send(.didStartDelay)
        await clock.advance(by: .seconds(3))
        #expect(store.receivedActions.isEmpty)
        await clock.advance(by: .seconds(2))
        await store.receive(.didFire) { $0.fired = 1 }
        await store.finish()
    }

    // MARK: - task

    @Test func taskMapsItsSuccessToAnAction() async {
        let clock = TestClock<Duration>()
        let store = TestStore<TimedModule>(reducer: TimedReducer(clock: clock, check: { "sunny" }))

        store.send(.didTapCheck)
        await store.receive(.didCheck(.success("sunny"))) { $0.loaded = "sunny" }
        await store.finish()
    }

    @Test func taskMapsItsTypedFailureToAnAction() async {
        let clock = TestClock<Duration>()
        let store = TestStore<TimedModule>(
            reducer: TimedReducer(clock: clock, check: { () throws(CheckError) in throw .offline }))

        store.send(.didTapCheck)
        await store.receive(.didCheck(.failure(.offline))) { $0.failure = "offline" }
        await store.finish()
    }

    @Test func taskSendsNothingWhenTheMappingSaysNothing() async {
        let clock = TestClock<Duration>()
        let store = TestStore<TimedModule>(
            reducer: TimedReducer(clock: clock, check: { () throws(CheckError) in throw .gone }))

        store.send(.didTapCheck)
        await store.finish()
        #expect(store.receivedActions.isEmpty)
    }

    @Test func taskCancelledSendsNothing() async {
        let load = ParkedCalls<String, String>()
        let clock = TestClock<Duration>()
        let store = TestStore<TimedModule>(reducer: TimedReducer(clock: clock, load: { try await load.call("x") }))

        store.send(.didTapLoad)
        await load.waitForCalls()
        store.send(.didTapCancelLoad)
        #expect(store.runningEffectCount == 0)
        // The parked call throws `CancellationError`, which would map to `.didFail`: nothing may arrive.
        await load.waitForCancellations()
        await store.finish()
        #expect(await load.cancelled == ["x"])
    }

    @Test func taskThrowingCancellationErrorSendsNothing() async {
        let clock = TestClock<Duration>()
        let store = TestStore<TimedModule>(
            reducer: TimedReducer(clock: clock, load: { throw CancellationError() }))

        store.send(.didTapLoad)
        await store.finish()
    }

    @Test func taskMapsAnUntypedFailure() async {
        struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
        let clock = TestClock<Duration>()
        let store = TestStore<TimedModule>(reducer: TimedReducer(clock: clock, load: { throw Offline() }))

        store.send(.didTapLoad)
        await store.receive(.didFail("offline")) { $0.failure = "offline" }
        await store.finish()
    }
}
