import Lasso
import TerminalUI
import WeatherCore

/// Draws Home and turns keys into Home's Actions. Holds no state of its own.
public struct HomeView: ScreenView {
    public typealias Module = HomeScreen
    public let store: ViewStore<HomeScreen.State, HomeScreen.Action>

    public init(store: ViewStore<HomeScreen.State, HomeScreen.Action>) {
        self.store = store
    }

    public var breadcrumb: String { "Weather" }
    public var capturesText: Bool {
        let state = store.state
        return state.focus == .prompt || state.loading != nil || state.failure != nil
    }

    public func didAppear() { store.send(.didAppear) }

    public var keyHints: [KeyHint] {
        let state = store.state
        if state.loading != nil { return [KeyHint("Esc", "cancel")] }
        if state.failure != nil { return [KeyHint("←→", "choose"), KeyHint("Enter", "confirm")] }
        if state.focus == .prompt {
            return [KeyHint("Enter", "open"), KeyHint("↑↓", "suggestions"), KeyHint("Tab", "recent")]
        }
        return [KeyHint("Enter", "open"), KeyHint("1-9", "open #"), KeyHint("d", "delete"), KeyHint("u", "undo"),
                KeyHint("/", "search")]
    }

    public var helpBindings: [KeyHint] {
        [
            KeyHint("", "Search prompt"),
            KeyHint("10001", "a ZIP code (ZIP+4 pasted is fine)"), KeyHint("Portland, OR", "a place name"),
            KeyHint("↑↓", "pick a suggestion"), KeyHint("Enter", "open the ZIP or suggestion"),
            KeyHint("←→ Home End", "move the cursor"), KeyHint("Ctrl-U", "clear to start"),
            KeyHint("Esc", "to the recent list"),
            KeyHint("", "Recent searches"),
            KeyHint("↑↓ j k", "move"), KeyHint("Enter", "open"), KeyHint("1-9", "open the Nth"),
            KeyHint("d Delete", "remove"), KeyHint("u", "undo the removal"),
            KeyHint("", "Anywhere on Home"),
            KeyHint("/", "focus the prompt"), KeyHint("Tab", "switch prompt / list"),
            KeyHint("Esc", "cancel a loading forecast"),
        ]
    }

    public func handle(_ key: Key) -> Bool {
        let state = store.state
        if state.loading != nil {
            if key == .escape { store.send(.didCancelLoading) }
            return key != .ctrl("c")
        }
        if state.failure != nil {
            if key == .ctrl("c") { return false }
            store.send(.didPressAlertKey(key))
            return true
        }
        switch key {
        case .char("/"): store.send(.didFocusPrompt)
        case .tab, .backTab: store.send(.didToggleFocus)
        default:
            return state.focus == .prompt ? handlePromptKey(key) : handleListKey(key)
        }
        return true
    }

    private func handlePromptKey(_ key: Key) -> Bool {
        let state = store.state
        switch key {
        case .enter: store.send(.didSubmitPrompt)
        case .escape: store.send(.didFocusList)
        case .down where state.suggestions.isEmpty && !state.recents.isEmpty: store.send(.didFocusList)
        case .down: store.send(.didMoveSuggestion(1))
        case .up: store.send(.didMoveSuggestion(-1))
        case .char("?"), .ctrl("c"): return false
        case .char, .backspace, .delete, .left, .right, .home, .end, .ctrl: store.send(.didEditPrompt(key))
        default: return false
        }
        return true
    }

    private func handleListKey(_ key: Key) -> Bool {
        switch key {
        case .up, .down, .char("j"), .char("k"), .home, .end, .pageUp, .pageDown:
            store.send(.didMoveSelection(key))
        case .enter: store.send(.didOpenSelected)
        case .char("d"), .delete: store.send(.didDeleteSelected)
        case .char("u"): store.send(.didUndoDelete)
        case .char(let c) where ("1"..."9").contains(c): store.send(.didOpenRecent(number: Int(String(c))!))
        default: return false
        }
        return true
    }

    public func render(into buffer: inout Buffer, area: Rect) -> (x: Int, y: Int)? {
        let state = store.state
        let content = area.inset(left: 1, right: 1)
        let (promptArea, rest) = content.splitTop(3)
        let (messageRow, listArea) = rest.splitTop(1)
        let promptFocused = state.focus == .prompt

        let inner = Box(title: "Search: ZIP code or City, ST", focused: promptFocused).draw(into: &buffer, area: promptArea)
        let fieldArea = inner.inset(left: 1, right: 1)
        let field = TextField(state: state.prompt, placeholder: "e.g. 10001 or Portland, OR", focused: promptFocused)
        field.render(into: &buffer, area: fieldArea)

        if let message = state.message {
            let style = message.isError ? Style(foreground: .red) : Style(foreground: .green)
            buffer.write(line: Line(message.text, style: style).truncated(toWidth: messageRow.width - 2), in: messageRow.inset(left: 1))
        }

        let listInner = Box(title: "Recent Searches", focused: !promptFocused).draw(into: &buffer, area: listArea)
        ListView(
            rows: state.recents.enumerated().map { HomeRows.recent($1, number: $0 + 1, state: state, width: listInner.width - 2) },
            state: state.list, focused: !promptFocused,
            emptyMessage: "No recent searches yet. Type a ZIP code above and press Enter."
        ).render(into: &buffer, area: listInner)

        if promptFocused, !state.suggestions.isEmpty {
            HomeRows.renderSuggestions(state, into: &buffer, below: promptArea, within: content)
        }
        if let loading = state.loading {
            HomeRows.renderLoading(loading, into: &buffer, area: area)
            return nil
        }
        if let failure = state.failure {
            Alert(state: failure.alert).render(into: &buffer, area: area)
            return nil
        }
        return promptFocused ? field.cursorPosition(in: fieldArea) : nil
    }
}
