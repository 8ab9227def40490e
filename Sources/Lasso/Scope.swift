extension Effect {
    /// The same work, its actions embedded in a parent's and its outputs turned into the parent's: a child
    /// feature's effect as its parent's. Ids are kept, so cancelling by id reaches the child's work.
    public func map<ParentAction: Sendable, ParentOutput: Sendable>(
        action embed: @escaping @Sendable (Action) -> ParentAction,
        output lift: @escaping @Sendable (Output) -> ParentOutput
    ) -> Effect<ParentAction, ParentOutput> {
        switch operation {
        case .none: .none
        case .output(let output): .output(lift(output))
        case .cancel(let id): Effect<ParentAction, ParentOutput>(operation: .cancel(id: id))
        case .immediate(let work): .immediate(work)
        case .merge(let effects): .merge(effects.map { $0.map(action: embed, output: lift) })
        case .run(let id, let operation):
            Effect<ParentAction, ParentOutput>(
                operation: .run(id: id) { send in await operation(Send { action in send(embed(action)) }) })
        }
    }
}

/// A side feature inside a screen, as TCA scopes one: the feature owns its state (at `state` in the parent's), its
/// actions (embedded in one of the parent's by `embed`) and its pure reducer; the parent's reducer hands it its
/// actions and gets back an effect in its own terms. So a screen is composed of features, each testable alone.
public struct Scope<
    ParentState, ParentAction: Sendable, ParentOutput: Sendable, State, Action: Sendable, Output: Sendable
> {
    let state: WritableKeyPath<ParentState, State>
    let embed: @Sendable (Action) -> ParentAction
    let lift: @Sendable (Output) -> ParentOutput
    let reducer: (inout State, Action) -> Effect<Action, Output>

    public init(
        state: WritableKeyPath<ParentState, State>, action embed: @escaping @Sendable (Action) -> ParentAction,
        output lift: @escaping @Sendable (Output) -> ParentOutput,
        reducer: @escaping (inout State, Action) -> Effect<Action, Output>
    ) {
        self.state = state
        self.embed = embed
        self.lift = lift
        self.reducer = reducer
    }

    /// Runs the feature's reducer on its part of `parent` and returns its effect as the parent's.
    public func reduce(into parent: inout ParentState, action: Action) -> Effect<ParentAction, ParentOutput> {
        reducer(&parent[keyPath: state], action).map(action: embed, output: lift)
    }
}

extension Scope where Output == Never {
    /// A feature with no outputs of its own (it only changes its state and runs its effects).
    public init(
        state: WritableKeyPath<ParentState, State>, action embed: @escaping @Sendable (Action) -> ParentAction,
        reducer: @escaping (inout State, Action) -> Effect<Action, Output>
    ) {
        self.init(state: state, action: embed, output: Self.absurd, reducer: reducer)
    }

    @Sendable private static func absurd(_ never: Never) -> ParentOutput {}
}
