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

    public init(store: LassoStore<Module>, view: View) {
        self.store = store
        self.view = view
    }

    /// Routes this screen's outputs to `handler` (usually a Flow method); returns the screen for chaining.
    @discardableResult
    public func observeOutput(_ handler: @escaping @MainActor (Module.Output) -> Void) -> Screen {
        store.observeOutput(handler)
        return self
    }

    /// Sends the module's appear action, if it has one: one lifecycle action, the same on every screen.
    public func didAppear() {
        if let action = Module.appearAction { store.send(action) }
    }

    /// Sends the module's disappear action, if it has one: the screen was covered and is out of sight.
    public func didDisappear() {
        if let action = Module.disappearAction { store.send(action) }
    }

    public func dismantle() {
        store.dismantle()
    }
}
