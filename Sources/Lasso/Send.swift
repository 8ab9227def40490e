/// The handle an effect uses to report back. It hops to the main actor and delivers the action to the store that
/// started the effect, unless that effect has been cancelled since (then the action is dropped: a superseded search
/// must not overwrite newer results).
public struct Send<Action: Sendable>: Sendable {
    private let deliver: @MainActor @Sendable (Action) -> Void

    public init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
        self.deliver = deliver
    }

    /// Delivers `action`; from an effect write `await send(.didLoad(result))`.
    @MainActor
    public func callAsFunction(_ action: Action) {
        guard !Task.isCancelled else { return }
        deliver(action)
    }
}
