/// What a view may do with a store: read the state it draws and send the actions it produces. Nothing else, so a
/// view cannot mutate state, dispatch outputs or navigate on its own.
@MainActor
public struct ViewStore<ViewState, ViewAction> {
    private let readState: @MainActor () -> ViewState
    private let sendAction: @MainActor (ViewAction) -> Void

    /// For views driven without a store (previews, render tests).
    public init(
        state: @escaping @MainActor () -> ViewState,
        send: @escaping @MainActor (ViewAction) -> Void
    ) {
        self.readState = state
        self.sendAction = send
    }

    /// Read fresh on every access, so a view holding a ViewStore always draws the store's current state.
    public var state: ViewState { readState() }

    public func send(_ action: ViewAction) {
        sendAction(action)
    }
}

extension LassoStore {
    /// A view store that exposes `stateMap(state)` and turns view actions into module actions.
    public func asViewStore<ViewState, ViewAction>(
        stateMap: @escaping @MainActor (State) -> ViewState,
        actionMap: @escaping @MainActor (ViewAction) -> Action
    ) -> ViewStore<ViewState, ViewAction> {
        ViewStore(state: { stateMap(self.state) }, send: { self.send(actionMap($0)) })
    }

    /// A view store over the whole state and action.
    public func asViewStore() -> ViewStore<State, Action> {
        asViewStore(stateMap: { $0 }, actionMap: { $0 })
    }
}
