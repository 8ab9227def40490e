import Lasso

/// A module with no effects: state changes and one output.
enum CounterModule: ScreenModule {
    struct State: Equatable, Sendable {
        var count = 0
        var title = "Counter"
    }

    enum Action: Equatable, Sendable {
        case didTapIncrement
        case didTapDecrement
        case didTapReset
        case didTapDone
    }

    enum Output: Equatable, Sendable {
        case didFinish(count: Int)
    }

    static let defaultInitialState = State()

    static let reducer = Reduce<CounterModule> { state, action in
        switch action {
        case .didTapIncrement:
            state.count += 1
            return .none
        case .didTapDecrement:
            state.count -= 1
            return .none
        case .didTapReset:
            state.count = 0
            return .none
        case .didTapDone:
            return .output(.didFinish(count: state.count))
        }
    }
}
