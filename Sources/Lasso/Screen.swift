/// Something the navigation stack must shut down when it removes it (a screen's running effects).
@MainActor
public protocol Dismantlable: AnyObject {
    func dismantle()
}

/// Something the navigation stack tells when it becomes the top of the stack: pushed, or uncovered by a pop.
@MainActor
public protocol Appearing: AnyObject {
    func didAppear()
}

/// Something the navigation stack tells when another element covers it (it stays on the stack, out of sight).
@MainActor
public protocol Disappearing: AnyObject {
    func didDisappear()
}

/// A screen seen through its module only, whatever its view type. Lets flows and tests find a screen's store
/// by module on a stack of heterogeneous elements.
@MainActor
public protocol ModuleScreen<Module>: Dismantlable, Appearing {
    associatedtype Module: ScreenModule
    var store: LassoStore<Module> { get }
}

extension ModuleScreen {
    /// The module this screen runs, for stack assertions and debugging.
    public var moduleType: any ScreenModule.Type { Module.self }
}

/// A store paired with its view. `View` is generic: Lasso knows nothing about how screens are drawn.
@MainActor
public final class Screen<Module: ScreenModule, View>: ModuleScreen, Disappearing {
    public let store: LassoStore<Module>
    public let view: View
    /// Builds the action sent on each appearance, when the module needs what the world holds then (the saved
    /// settings): it runs here, outside the reducer, so the reducer gets the world as a value. Nil: the module's
    /// static `appearAction`.
    private let makeAppearAction: (@MainActor () -> Module.Action)?

    public init(
        store: LassoStore<Module>, view: View, appearAction: (@MainActor () -> Module.Action)? = nil
    ) {
        self.store = store
        self.view = view
        self.makeAppearAction = appearAction
    }

    /// Routes this screen's outputs to `handler` (usually a Flow method); returns the screen for chaining.
    @discardableResult
    public func observeOutput(_ handler: @escaping @MainActor (Module.Output) -> Void) -> Screen {
        store.observeOutput(handler)
        return self
    }

    /// Sends the screen's appear action (built now, if `createScreen` was given a builder), else the module's, if
    /// it has one: one lifecycle action on every screen.
    public func didAppear() {
        if let action = makeAppearAction?() ?? Module.appearAction { store.send(action) }
    }

    /// Sends the module's disappear action, if it has one: the screen was covered and is out of sight.
    public func didDisappear() {
        if let action = Module.disappearAction { store.send(action) }
    }

    public func dismantle() {
        store.dismantle()
    }
}
