/// Where a flow puts its first screen on the stack.
public enum FlowPlacement: Sendable {
    /// On top of what is there.
    case push
    /// As the new root, removing everything.
    case root
}

/// Navigation logic for a group of screens: creates them, listens to their outputs and pushes, pops or replaces
/// screens on the stack in response. Views and stores never navigate; flows do, so navigation can be tested
/// on its own. A flow may report its own outcome upward through `Output`.
///
/// Subclass and override `createInitialScreen()`; wire each screen's outputs with `screen.observeOutput { … }`,
/// capturing the flow strongly: its screens are what keep a flow alive while they are on the stack.
@MainActor
open class Flow<Output, Element> {
    /// The stack the flow was started on. Weak: the stack owns the screens, which own the output closures that own
    /// the flow, so a strong reference here would be a cycle.
    public private(set) weak var stack: NavigationStack<Element>?

    private var outputObservers: [@MainActor (Output) -> Void] = []

    public init() {}

    /// The screen placed when the flow starts. Subclasses must override it.
    open func createInitialScreen() -> Element {
        preconditionFailure("\(type(of: self)) must override createInitialScreen()")
    }

    /// Places the initial screen on `stack` and remembers the stack for later navigation.
    public func start(on stack: NavigationStack<Element>, placement: FlowPlacement = .push) {
        self.stack = stack
        let screen = createInitialScreen()
        switch placement {
        case .push: stack.push(screen)
        case .root: stack.replaceAll(with: [screen])
        }
    }

    /// Calls `handler` with every output this flow dispatches; returns the flow for chaining.
    @discardableResult
    public func observeOutput(_ handler: @escaping @MainActor (Output) -> Void) -> Self {
        outputObservers.append(handler)
        return self
    }

    public func dispatchOutput(_ output: Output) {
        for observer in outputObservers {
            observer(output)
        }
    }
}
