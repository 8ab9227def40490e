/// The terminal's stack of screens. Only `top` is drawn and receives keys; the bottom element is the root and is
/// never popped. Elements are whatever the app chooses (typically its own `any AppScreen` existential), so Lasso
/// asks nothing of them: removed elements are handed to a dismantle hook, which by default dismantles those that
/// are `Dismantlable`.
///
/// Going back is always an explicit call on the stack (from a Flow or the app's key routing), never a view's choice.
@MainActor
public final class NavigationStack<Element> {
    public private(set) var screens: [Element] = []

    private let dismantle: @MainActor (Element) -> Void
    private var changeObservers: [@MainActor () -> Void] = []

    /// - Parameter dismantle: called for every element that leaves the stack.
    public init(
        screens: [Element] = [],
        dismantle: @escaping @MainActor (Element) -> Void = { ($0 as? any Dismantlable)?.dismantle() }
    ) {
        self.screens = screens
        self.dismantle = dismantle
    }

    /// The screen that draws and receives keys.
    public var top: Element? { screens.last }

    public var root: Element? { screens.first }

    /// Calls `handler` after every change, so the app can redraw.
    public func observeChanges(_ handler: @escaping @MainActor () -> Void) {
        changeObservers.append(handler)
    }

    public func push(_ element: Element) {
        screens.append(element)
        didChange()
    }

    /// Removes the top screen unless it is the root. Returns whether it did.
    @discardableResult
    public func pop() -> Bool {
        guard screens.count > 1 else { return false }
        let removed = screens.removeLast()
        dismantle(removed)
        didChange()
        return true
    }

    /// Removes everything above the root.
    public func popToRoot() {
        guard screens.count > 1 else { return }
        let removed = screens[1...]
        screens.removeSubrange(1...)
        removed.reversed().forEach(dismantle)
        didChange()
    }

    /// Swaps the top screen for `element` (pushes it onto an empty stack).
    public func replaceTop(with element: Element) {
        let removed = screens.popLast()
        screens.append(element)
        removed.map { dismantleUnlessKept($0) }
        didChange()
    }

    /// Replaces the whole stack; `elements.first` becomes the root.
    public func replaceAll(with elements: [Element]) {
        let removed = screens
        screens = elements
        removed.reversed().forEach { dismantleUnlessKept($0) }
        didChange()
    }

    /// An element re-placed on the stack (e.g. the same root) must keep running. Identity only means something for
    /// class instances; value elements are always treated as removed.
    private func dismantleUnlessKept(_ element: Element) {
        if type(of: element as Any) is AnyClass {
            let object = element as AnyObject
            if screens.contains(where: { type(of: $0 as Any) is AnyClass && ($0 as AnyObject) === object }) {
                return
            }
        }
        dismantle(element)
    }

    private func didChange() {
        for observer in changeObservers {
            observer()
        }
    }
}
