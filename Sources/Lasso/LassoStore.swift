/// The runtime of one screen: holds its state, feeds actions through the module's pure reducer, performs the
/// effects it returns, and tells observers about state changes and outputs. Main-actor isolated because views,
/// the navigation stack and the terminal all live there.
@MainActor
public final class LassoStore<Module: ScreenModule> {
    public typealias State = Module.State
    public typealias Action = Module.Action
    public typealias Output = Module.Output

    /// The current state. It changes only through `send`, by the module's reducer.
    public private(set) var state: State

    private let reducer: (inout State, Action) -> Effect<Action, Output>
    private let effects = EffectRunner<Action, Output>()
    private var stateObservers: [@MainActor (State) -> Void] = []
    private var outputObservers: [@MainActor (Output) -> Void] = []

    public init(initialState: State = Module.defaultInitialState, reducer: some LassoReducer<Module>) {
        self.state = initialState
        self.reducer = reducer.reduce(into:action:)
    }

    /// Runs `action` through the reducer: the state change is applied (observers notified), then the returned
    /// effect's outputs are dispatched and its async work started.
    public func send(_ action: Action) {
        var effect = Effect<Action, Output>.none
        update { effect = reducer(&$0, action) }
        effects.perform(effect, send: { [weak self] in self?.send($0) }, output: dispatchOutput)
    }

    /// Applies a reducer step; observers hear about it only if the state really changed, so a no-op action never
    /// costs a redraw.
    private func update(_ change: (inout State) -> Void) {
        var next = state
        change(&next)
        guard next != state else { return }
        state = next
        for observer in stateObservers {
            observer(next)
        }
    }

    /// Tells output observers (the Flow, usually) that something happened. Reducers dispatch through
    /// `Effect.output`; flow tests call this to play a screen's part.
    public func dispatchOutput(_ output: Output) {
        for observer in outputObservers {
            observer(output)
        }
    }

    /// Calls `handler` with the new state after every real change.
    public func observeState(_ handler: @escaping @MainActor (State) -> Void) {
        stateObservers.append(handler)
    }

    /// Calls `handler` with every output, in the order they were dispatched.
    public func observeOutput(_ handler: @escaping @MainActor (Output) -> Void) {
        outputObservers.append(handler)
    }

    /// Cancels the effect running under `id`; its later actions are dropped.
    public func cancelEffect(id: some Hashable & Sendable) {
        effects.cancel(id: id)
    }

    /// How many effects are still running.
    public var runningEffectCount: Int { effects.runningCount }

    public func isEffectRunning(id: some Hashable & Sendable) -> Bool {
        effects.isRunning(id: id)
    }

    /// Cancels all effects and refuses new ones. Called when the screen leaves the navigation stack, so work for a
    /// screen nobody sees stops and cannot deliver late results.
    public func dismantle() {
        effects.stop()
    }
}
