/// Describes one screen's vocabulary: what it holds (`State`), what the user or its effects do (`Action`, past-tense
/// events such as `didTapSearch`), and what it tells the outside world (`Output`, e.g. `showDetail`).
///
/// Conformers are usually caseless enums: the module is a namespace of types, the logic lives in a `LassoReducer`.
public protocol ScreenModule {
    associatedtype State: Equatable & Sendable
    associatedtype Action: Sendable
    associatedtype Output: Sendable

    /// The state a new screen starts in when the caller gives none.
    static var defaultInitialState: State { get }

    /// The action the screen is sent each time it becomes the top of the navigation stack (pushed, or uncovered
    /// by a pop), or nil when the module has no use for it. A screen's first load starts from here.
    static var appearAction: Action? { get }

    /// The action the screen is sent when another screen is pushed over it (it stays on the stack, out of sight),
    /// or nil. Work that only matters while the screen is seen (a refresh timer) stops here; `appearAction` comes
    /// again when it is uncovered. A screen that is popped is dismantled instead, which cancels all its work.
    static var disappearAction: Action? { get }
}

extension ScreenModule {
    public static var appearAction: Action? { nil }
    public static var disappearAction: Action? { nil }

    /// The effect type this module's reducer returns.
    public typealias ModuleEffect = Effect<Action, Output>

    /// Builds a store from `reducer` and pairs it with the view `makeView` creates from that store.
    ///
    /// The view gets the store (not the reverse) so it can take a `ViewStore` of exactly what it draws.
    /// - Parameter appearAction: builds the action sent on each appearance from what the world holds then (the
    ///   saved settings, read outside the reducer); nil sends the module's static `appearAction`.
    @MainActor
    public static func createScreen<View>(
        initialState: State = defaultInitialState,
        reducer: some LassoReducer<Self>,
        appearAction: (@MainActor () -> Action)? = nil,
        view makeView: (LassoStore<Self>) -> View
    ) -> Screen<Self, View> {
        let store = LassoStore<Self>(initialState: initialState, reducer: reducer)
        return Screen(store: store, view: makeView(store), appearAction: appearAction)
    }
}
