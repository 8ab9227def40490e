import Lasso
import TerminalUI

/// What the shell needs from whichever screen is on top of the navigation stack.
@MainActor
public protocol AppScreen: Dismantlable {
    /// This screen's part of the title bar's breadcrumb ("New York, NY").
    var breadcrumb: String { get }
    /// The few keys shown in the status bar.
    var keyHints: [KeyHint] { get }
    /// Every key the screen understands, for the help overlay.
    var helpBindings: [KeyHint] { get }
    /// True while a text field has the keys, so letters are text rather than shortcuts (`q` does not quit).
    var capturesText: Bool { get }
    /// Draws the screen; returns where the terminal cursor belongs, if anywhere.
    func render(into buffer: inout Buffer, area: Rect) -> (x: Int, y: Int)?
    /// Turns a key into the screen's own Action; false if the screen has no use for it.
    func handle(_ key: Key) -> Bool
    /// Calls `handler` whenever the screen's state changes, so the shell can redraw.
    func observeChanges(_ handler: @escaping @MainActor () -> Void)
    /// The screen became the top of the stack (pushed, or uncovered by a pop).
    func didAppear()
    /// Called before each frame with the area the screen will draw in; the place to report a size to the store.
    func layout(in area: Rect)
}

/// A view: renders its module's state and turns keys into the module's Actions, nothing else.
@MainActor
public protocol ScreenView {
    associatedtype Module: ScreenModule
    var store: ViewStore<Module.State, Module.Action> { get }
    var breadcrumb: String { get }
    var keyHints: [KeyHint] { get }
    var helpBindings: [KeyHint] { get }
    var capturesText: Bool { get }
    func render(into buffer: inout Buffer, area: Rect) -> (x: Int, y: Int)?
    func handle(_ key: Key) -> Bool
    /// Sends the module's "appeared" action, if it has one.
    func didAppear()
    /// Sends a size-dependent action before a frame, if the module needs one.
    func layout(in area: Rect)
}

extension ScreenView {
    public var capturesText: Bool { false }
    public func didAppear() {}
    public func layout(in area: Rect) {}
}

extension Screen: AppScreen where View: ScreenView, View.Module == Module {
    public var breadcrumb: String { view.breadcrumb }
    public var keyHints: [KeyHint] { view.keyHints }
    public var helpBindings: [KeyHint] { view.helpBindings }
    public var capturesText: Bool { view.capturesText }

    public func render(into buffer: inout Buffer, area: Rect) -> (x: Int, y: Int)? {
        view.render(into: &buffer, area: area)
    }

    public func handle(_ key: Key) -> Bool { view.handle(key) }

    public func didAppear() { view.didAppear() }

    public func layout(in area: Rect) { view.layout(in: area) }

    public func observeChanges(_ handler: @escaping @MainActor () -> Void) {
        store.observeState { _ in handler() }
    }
}
