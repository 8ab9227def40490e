import Lasso
import TerminalUI

/// A screen's view: renders its module's state and turns keys into the module's Actions through one key table,
/// nothing else. The shell reaches it through `AppScreen.content`, so these members are declared only here.
@MainActor
public protocol ScreenView {
    associatedtype Module: ScreenModule
    var store: ViewStore<Module.State, Module.Action> { get }
    /// This screen's part of the title bar's breadcrumb ("New York, NY").
    var breadcrumb: String { get }
    /// Every key the screen understands, in the current state: handling, status-bar hints and help come from it.
    var keyMap: KeyMap<Module.Action> { get }
    /// True while a text field has the keys, so letters are text rather than shortcuts (`q` does not quit).
    var capturesText: Bool { get }
    /// Draws the screen; returns where the terminal cursor belongs (the focus: a prompt, a selected row, a
    /// readout), if anywhere. The cursor is placed there even when hidden, so a screen reader follows the focus.
    func render(into buffer: inout Buffer, area: Rect) -> (x: Int, y: Int)?
    /// True while the focus is a text prompt, where the cursor is seen in every mode (else only for a screen
    /// reader).
    var focusIsText: Bool { get }
    /// In screen-reader mode, the screen's status as words for the status line ("updated 10:07 AM", "not updated:
    /// alerts (HTTP 500, from 9:58 AM)"), so a change is read there while the cursor stays on the focus; nil: none.
    var statusWords: String? { get }
    /// Called before each frame with the area the screen will draw in; the place to report a size to the store.
    func layout(in area: Rect)
    /// The action for pasted text, or nil when the screen takes no text (the paste is then dropped: a paste is
    /// never replayed as keys).
    func pasteAction(_ text: String) -> Module.Action?
    /// The action for a mouse event (a press, drag or wheel inside `area`, or a drag or release anywhere once a
    /// press there started it), hit-tested against the same layout the screen draws with; nil to ignore it.
    func mouseAction(_ event: MouseEvent, in area: Rect) -> Module.Action?
}

extension ScreenView {
    public var capturesText: Bool { false }
    public var focusIsText: Bool { false }
    public var statusWords: String? { nil }
    public func layout(in area: Rect) {}
    public func pasteAction(_ text: String) -> Module.Action? { nil }
    public func mouseAction(_ event: MouseEvent, in area: Rect) -> Module.Action? { nil }

    /// Sends the screen's action for a mouse event; false when it takes none.
    @discardableResult
    public func handleMouse(_ event: MouseEvent, in area: Rect) -> Bool {
        guard let action = mouseAction(event, in: area) else { return false }
        store.send(action)
        return true
    }

    /// Sends the screen's action for a paste; false when it takes none.
    public func handlePaste(_ text: String) -> Bool {
        guard let action = pasteAction(text) else { return false }
        store.send(action)
        return true
    }

    /// The status bar's hints, from the key table.
    public var keyHints: [KeyHint] { keyMap.hints }

    /// The key a click on each of `keyHints` presses.
    public var hintPresses: [Key?] { keyMap.hintPresses }

    /// Both of the above from one reading of the key table, which is built anew on each reading: the status bar
    /// needs both every frame.
    public var statusKeys: (hints: [KeyHint], presses: [Key?]) {
        let map = keyMap
        return (map.hints, map.hintPresses)
    }

    /// The help overlay's rows, from the key table.
    public var helpEntries: [KeyHint] { keyMap.helpEntries }

    /// Whether the screen's table takes `key` now (so the shell's own use of it is not offered).
    public func takes(_ key: Key) -> Bool { keyMap.isModal || keyMap.action(for: key) != nil }

    /// Sends the table's action for `key`; false when the table has none and is not modal.
    public func handle(_ key: Key) -> Bool {
        let map = keyMap
        guard let action = map.action(for: key) else { return map.isModal }
        store.send(action)
        return true
    }
}

/// What the navigation stack holds: a screen whose view the shell draws and routes keys to.
@MainActor
public protocol AppScreen: Dismantlable, Appearing, Disappearing {
    var content: any ScreenView { get }
    /// Calls `handler` whenever the screen's state changes, so the shell can redraw.
    func observeChanges(_ handler: @escaping @MainActor () -> Void)
}

extension Screen: AppScreen where View: ScreenView, View.Module == Module {
    public var content: any ScreenView { view }

    public func observeChanges(_ handler: @escaping @MainActor () -> Void) {
        store.observeState { _ in handler() }
    }
}
