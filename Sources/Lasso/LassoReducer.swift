/// A module's business logic as a pure function: mutate the state for an action and describe, as a value, any work
/// to do next. Dependencies (network clients, clocks) are injected as stored `@Sendable` closures so tests can
/// substitute ones that answer at once or stay parked until the test resumes them.
public protocol LassoReducer<Module> {
    associatedtype Module: ScreenModule

    func reduce(
        into state: inout Module.State,
        action: Module.Action
    ) -> Effect<Module.Action, Module.Output>
}

/// A reducer from a closure, for modules whose logic needs no dependencies. Sendable so it can be a `static let`.
public struct Reduce<Module: ScreenModule>: LassoReducer, Sendable {
    private let body: @Sendable (inout Module.State, Module.Action) -> Effect<Module.Action, Module.Output>

    public init(
        _ body: @escaping @Sendable (inout Module.State, Module.Action) -> Effect<Module.Action, Module.Output>
    ) {
        self.body = body
    }

    public func reduce(
        into state: inout Module.State,
        action: Module.Action
    ) -> Effect<Module.Action, Module.Output> {
        body(&state, action)
    }
}
