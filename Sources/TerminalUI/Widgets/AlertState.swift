/// A modal alert's content and which button is selected. ←/→ and Tab/Shift-Tab move between buttons (Tab wraps,
/// arrows stop at the ends); Enter picks; Esc dismisses.
public struct AlertState: Hashable, Sendable {
    public var title: String
    public var message: String
    public var buttons: [String]
    public private(set) var selected: Int

    public init(title: String, message: String, buttons: [String] = ["OK"], selected: Int = 0) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.selected = min(max(0, selected), max(0, buttons.count - 1))
    }

    public enum Event: Hashable, Sendable {
        /// The selection moved (or the key was absorbed by the modal).
        case moved
        /// Enter on the button at this index.
        case picked(Int)
        /// Esc: close without choosing.
        case dismissed
        /// Not an alert key; a modal should still swallow it rather than pass it to the screen beneath.
        case unhandled
    }

    public mutating func handle(_ key: Key) -> Event {
        guard !buttons.isEmpty else {
            switch key {
            case .enter, .escape: return .dismissed
            default: return .unhandled
            }
        }
        switch key {
        case .left: selected = max(0, selected - 1)
        case .right: selected = min(buttons.count - 1, selected + 1)
        case .tab: selected = (selected + 1) % buttons.count
        case .backTab: selected = (selected + buttons.count - 1) % buttons.count
        case .enter: return .picked(selected)
        case .escape: return .dismissed
        default: return .unhandled
        }
        return .moved
    }
}
