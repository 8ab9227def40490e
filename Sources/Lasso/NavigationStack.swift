/// The terminal's stack of screens. Only `top` is drawn and receives keys; the bottom element is the root and is
/// never popped. Elements are whatever the app chooses, so Lasso asks nothing of them: removed elements are handed
/// to a dismantle hook (by default: those that are `Dismantlable` are dismantled), an element that becomes the
/// top to an appear hook (by default: those that are `Appearing` are told), and the former top, when it stays on the
/// stack under a new top, to a disappear hook (by default: those that are `Disappearing` are told).
///
/// Going back is always an explicit call on the stack (from a Flow or the app's key routing), never a view's choice.
@MainActor
public final class NavigationStack<Element> {
    public private(set) var screens: [Element] = []

    private let dismantle: @MainActor (Element) -> Void
    private let appear: @MainActor (Element) -> Void
    private let disappear: @MainActor (Element) -> Void
    private var changeObservers: [@MainActor () -> Void] = []
    /// The element last told it appeared, so uncovering tells again but an unchanged top is not told twice.
    private var appearedTop: ObjectIdentifier?
    /// That element itself (class instances only), to tell it when it is covered.
    private var appearedElement: AnyObject?

    /// - Parameters:
    ///   - dismantle: called for every element that leaves the stack.
    ///   - appear: called for the element that becomes the top (pushed, uncovered, or placed as the new root).
    ///   - disappear: called for the element that was told it appeared when another becomes the top while it stays
    ///     on the stack (covered by a push). An element that leaves the stack is dismantled instead. Class
    ///     instances only: a value element cannot be recognised once covered.
    public init(
        screens: [Element] = [],
        dismantle: @escaping @MainActor (Element) -> Void = { ($0 as? any Dismantlable)?.dismantle() },
        appear: @escaping @MainActor (Element) -> Void = { ($0 as? any Appearing)?.didAppear() },
        disappear: @escaping @MainActor (Element) -> Void = { ($0 as? any Disappearing)?.didDisappear() }
    ) {
        self.screens = screens
        self.dismantle = dismantle
        self.appear = appear
        self.disappear = disappear
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

    /// Removes the screens above the first `count` (at least the root stays), top first, with one change.
    public func pop(toCount count: Int) {
        let count = max(1, count)
        guard screens.count > count else { return }
        let removed = Array(screens[count...])
        screens.removeSubrange(count...)
        for index in removed.indices.reversed() { dismantle(removed[index]) }
        didChange()
    }

    /// Removes everything above the root.
    public func popToRoot() {
        pop(toCount: 1)
    }

    /// Replaces the whole stack; `elements.first` becomes the root.
    public func replaceAll(with elements: [Element]) {
        let removed = screens
        screens = elements
        for index in removed.indices.reversed() { dismantleUnlessKept(removed[index]) }
        didChange()
    }

    // Loops here walk indices, not the elements: `Element` is not known to this module, so `forEach`, `reversed()`
    // and `first(where:)` on `[Element]` run unspecialised, and their first use looks up conformances by scanning
    // every conformance record in the binary (a twentieth of the launch).

    /// The first screen, from the bottom, that is this class instance.
    private func index(of object: AnyObject) -> Int? {
        for index in screens.indices where type(of: screens[index] as Any) is AnyClass {
            if (screens[index] as AnyObject) === object { return index }
        }
        return nil
    }

    /// An element re-placed on the stack (e.g. the same root) must keep running. Identity only means something for
    /// class instances; value elements are always treated as removed.
    private func dismantleUnlessKept(_ element: Element) {
        if type(of: element as Any) is AnyClass {
            if index(of: element as AnyObject) != nil { return }
        }
        dismantle(element)
    }

    /// Observers hear about the change first (they may start observing a new top), then the covered top, then the
    /// new top is told.
    private func didChange() {
        for observer in changeObservers {
            observer()
        }
        guard let top else {
            appearedTop = nil
            appearedElement = nil
            return
        }
        let identity = type(of: top as Any) is AnyClass ? ObjectIdentifier(top as AnyObject) : nil
        guard identity == nil || identity != appearedTop else { return }
        if let covered = appearedElement, let index = index(of: covered) {
            disappear(screens[index])
        }
        appearedTop = identity
        appearedElement = identity == nil ? nil : top as AnyObject
        appear(top)
    }
}
