/// A group of bindings with an optional heading in the help, active or not in the current state (Home's prompt
/// keys only while the prompt has focus). Inactive sections still appear in the help: it lists every key.
public struct KeySection<Action> {
    public var title: String?
    public var isActive: Bool
    public var bindings: [KeyBinding<Action>]

    public init(_ title: String?, isActive: Bool = true, _ bindings: [KeyBinding<Action>]) {
        self.title = title
        self.isActive = isActive
        self.bindings = bindings
    }

    /// A section without a heading.
    public init(isActive: Bool = true, _ bindings: [KeyBinding<Action>]) {
        self.init(nil, isActive: isActive, bindings)
    }
}

/// A screen's whole key table, built from its state. Everything the user sees about keys comes from it:
/// `action(for:)` handles a key, `hints` fill the status bar, `helpEntries` the help overlay.
public struct KeyMap<Action> {
    public var sections: [KeySection<Action>]
    /// While true, keys the table does not take are swallowed rather than passed on (a modal alert or overlay).
    public var isModal: Bool

    public init(_ sections: [KeySection<Action>], isModal: Bool = false) {
        self.sections = sections
        self.isModal = isModal
    }

    public init(_ bindings: [KeyBinding<Action>]) {
        self.init([KeySection(bindings)])
    }

    // Closures rather than key paths in what every frame reads: a key path is instantiated at run time on first
    // use, which showed in launch profiles.

    /// The bindings that take keys now, in table order.
    public var activeBindings: [KeyBinding<Action>] { sections.filter { $0.isActive }.flatMap { $0.bindings } }

    /// Every binding, active or not.
    public var allBindings: [KeyBinding<Action>] { sections.flatMap { $0.bindings } }

    /// The first active binding's action for `key`; the table's order settles overlaps.
    public func action(for key: Key) -> Action? {
        for binding in activeBindings {
            if let action = binding.action(for: key) { return action }
        }
        return nil
    }

    /// The status bar's hints: the active bindings that have one.
    public var hints: [KeyHint] { activeBindings.compactMap { $0.hint } }

    /// The key each of `hints` presses when clicked (nil where the binding has no one key), in the same order.
    public var hintPresses: [Key?] { activeBindings.filter { $0.hint != nil }.map { $0.hintPress } }

    /// The help overlay's rows: every section, a heading (a hint with an empty key) before each titled one.
    public var helpEntries: [KeyHint] {
        sections.flatMap { section in
            (section.title.map { [KeyHint("", $0)] } ?? []) + section.bindings.map { $0.helpEntry }
        }
    }

    public func map<Other>(_ transform: @escaping (Action) -> Other) -> KeyMap<Other> {
        KeyMap<Other>(
            sections.map { KeySection($0.title, isActive: $0.isActive, $0.bindings.map { $0.map(transform) }) },
            isModal: isModal)
    }

    /// Two tables as one: `self`'s bindings first.
    public static func + (lhs: KeyMap, rhs: KeyMap) -> KeyMap {
        KeyMap(lhs.sections + rhs.sections, isModal: lhs.isModal || rhs.isModal)
    }
}
