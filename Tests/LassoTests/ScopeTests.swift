import Lasso
import LassoTesting
import Synchronization
import Testing

/// A side feature composed into a screen through `Scope`: its state, actions, effects and outputs, in the parent's
/// terms, driven by an exhaustive `TestStore`.
@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct ScopeTests {
    /// The feature: asks for a number and tells its parent when it came.
    enum Feature {
        struct State: Equatable, Sendable {
            var asking = false
            var value: Int?
        }
        enum Action: Equatable, Sendable {
            case didAsk
            case didLoad(Int)
        }
        enum Output: Equatable, Sendable { case didFinish(Int) }

        static func reduce(_ state: inout State, _ action: Action) -> Effect<Action, Output> {
            switch action {
            case .didAsk:
                state.asking = true
                return .run(id: "ask") { send in await send(.didLoad(7)) }
            case .didLoad(let value):
                state.asking = false
                state.value = value
                return .output(.didFinish(value))
            }
        }
    }

    /// The screen: its own counter beside the feature's state.
    enum Screen: ScreenModule {
        struct State: Equatable, Sendable {
            var taps = 0
            var feature = Feature.State()
        }
        enum Action: Equatable, Sendable {
            case didTap
            case feature(Feature.Action)
        }
        enum Output: Equatable, Sendable { case featureFinished(Int) }
        static let defaultInitialState = State()
    }

    struct ScreenReducer: LassoReducer {
        typealias Module = Screen
        let feature = Scope<Screen.State, Screen.Action, Screen.Output, Feature.State, Feature.Action, Feature.Output>(
            state: \.feature, action: { .feature($0) }, output: { .featureFinished(value($0)) },
            reducer: Feature.reduce)

        static func value(_ output: Feature.Output) -> Int {
            switch output {
            case .didFinish(let value): value
            }
        }

        func reduce(into state: inout Screen.State, action: Screen.Action) -> Screen.ModuleEffect {
            switch action {
            case .didTap:
                state.taps += 1
                return .none
            case .feature(let action):
                return feature.reduce(into: &state, action: action)
            }
        }
    }

    @Test func theFeaturesStateActionsEffectsAndOutputsAreTheScreens() async {
        let store = TestStore<Screen>(initialState: Screen.State(), reducer: ScreenReducer())
        store.send(.didTap) { $0.taps = 1 }
        store.send(.feature(.didAsk)) { $0.feature.asking = true }
        await store.receive(.feature(.didLoad(7))) {
            $0.feature.asking = false
            $0.feature.value = 7
        }
        store.assertOutputs([.featureFinished(7)])
        await store.finish()
    }

    @Test func nothingStaysNothingAndWorkStaysWork() {
        let effect: Effect<Feature.Action, Feature.Output> = .merge(
            .run(id: "ask") { _ in }, .cancel(id: "ask"), .none)
        let mapped: Screen.ModuleEffect = effect.map(
            action: { .feature($0) }, output: { .featureFinished(ScreenReducer.value($0)) })
        #expect(!mapped.isNone)
        #expect(
            Effect<Feature.Action, Feature.Output>.none.map(
                action: { Screen.Action.feature($0) }, output: { _ in Screen.Output.featureFinished(0) }
            ).isNone)
    }
}

/// `Effect.immediate`: work the runtime does as it performs the effect, before `send` returns, so a quit right
/// after cannot lose it (a setting the user chose), while the reducer only describes it.
@MainActor
@Suite(.serialEffects) struct ImmediateEffectTests {
    enum Module: ScreenModule {
        struct State: Equatable, Sendable { var choice = 0 }
        enum Action: Equatable, Sendable { case didChoose(Int) }
        enum Output: Equatable, Sendable {}
        static let defaultInitialState = State()
    }

    final class Saved: Sendable {
        let values = Mutex<[Int]>([])
    }

    struct Reducer: LassoReducer {
        typealias Module = ImmediateEffectTests.Module
        let saved: Saved
        func reduce(into state: inout Module.State, action: Module.Action) -> Module.ModuleEffect {
            switch action {
            case .didChoose(let value):
                state.choice = value
                let saved = saved
                return .immediate { saved.values.withLock { $0.append(value) } }
            }
        }
    }

    @Test func theWorkIsDoneBeforeSendReturns() {
        let saved = Saved()
        let store = LassoStore<Module>(reducer: Reducer(saved: saved))
        store.send(.didChoose(3))
        #expect(saved.values.withLock { $0 } == [3])
        store.send(.didChoose(4))
        #expect(saved.values.withLock { $0 } == [3, 4])
        #expect(store.state.choice == 4)
    }
}
