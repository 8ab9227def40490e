/// One entry of a screen's key table: the keys that trigger it, how the status bar and the help overlay show it,
/// and the Action it sends. A screen declares each key once, here; its key handling, status-bar hints and help
/// (and, later, mouse clicks on a hint) are all read from the table.
public struct KeyBinding<Action> {
    /// The keys as written in the help and the README ("r", "←", "Ctrl-U", "1–9").
    public var names: [String]
    /// The help overlay's key column; by default the names joined by spaces.
    public var display: String
    /// What the key does, in the help overlay.
    public var help: String
    /// The short status-bar form, or nil to keep the binding out of the status bar.
    public var hint: KeyHint?
    /// The key a click on the hint presses: the one the hint names (`hintKey`), else the first; nil for a binding
    /// that matches keys itself (it has no one key to press).
    public var hintPress: Key?
    private let actionFor: (Key) -> Action?

    /// A binding for a fixed set of keys that all send `action`.
    public init(
        _ keys: Key..., display: String? = nil, hint: String? = nil, hintKey: String? = nil, help: String,
        action: Action
    ) {
        self.init(keys, display: display, hint: hint, hintKey: hintKey, help: help) { _ in action }
    }

    /// A binding for a fixed set of keys whose action depends on which key it was (e.g. the arrow's direction).
    public init(
        _ keys: [Key], display: String? = nil, hint: String? = nil, hintKey: String? = nil, help: String,
        action: @escaping (Key) -> Action?
    ) {
        let names = keys.map { $0.description }
        self.init(names: names, display: display, hint: hint, hintKey: hintKey, help: help) { key in
            keys.contains(key) ? action(key) : nil
        }
        hintPress = keys.first { $0.description == hintKey } ?? keys.first
    }

    /// A binding that decides itself which keys it takes (typing into a prompt, a digit row). `names` say what
    /// the help and the README call those keys.
    public init(
        names: [String], display: String? = nil, hint: String? = nil, hintKey: String? = nil, help: String,
        matching: @escaping (Key) -> Action?
    ) {
        let display = display ?? names.joined(separator: " ")
        self.names = names
        self.display = display
        self.help = help
        self.hint = hint.map { KeyHint(hintKey ?? display, $0) }
        self.actionFor = matching
    }

    /// The action for `key`, or nil when this binding does not take it.
    public func action(for key: Key) -> Action? { actionFor(key) }

    /// The same binding sending another type of action (a screen's actions lifted into the app's).
    public func map<Other>(_ transform: @escaping (Action) -> Other) -> KeyBinding<Other> {
        let actionFor = actionFor
        var mapped = KeyBinding<Other>(names: names, help: help) { key in actionFor(key).map(transform) }
        mapped.display = display
        mapped.hint = hint
        mapped.hintPress = hintPress
        return mapped
    }

    /// The help overlay's row for this binding.
    public var helpEntry: KeyHint { KeyHint(display, help) }
}
