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
    public var capturesText: Bool { store.state.focus == .prompt }

    public var keyHints: [KeyHint] {
        store.state.focus == .prompt
            ? [KeyHint("Enter", "search"), KeyHint("Tab", "recent")]
            : [KeyHint("↑↓", "move"), KeyHint("/", "search")]
    }

    public var helpBindings: [KeyHint] {
        [
            KeyHint("", "Search prompt"),
            KeyHint("0-9", "type a ZIP code"), KeyHint("Enter", "search"),
            KeyHint("←→ Home End", "move the cursor"), KeyHint("Ctrl-U", "clear to start"),
            KeyHint("Esc", "to the recent list"),
            KeyHint("", "Recent searches"),
            KeyHint("↑↓ j k", "move"), KeyHint("PgUp PgDn", "page"),
            KeyHint("", "Anywhere"),
            KeyHint("/", "focus the prompt"), KeyHint("Tab", "switch prompt / list"),
        ]
    }

    public func handle(_ key: Key) -> Bool {
        let state = store.state
        switch key {
        case .char("/"): store.send(.didFocusPrompt)
        case .tab, .backTab: store.send(.didToggleFocus)
        default:
            return state.focus == .prompt ? handlePromptKey(key) : handleListKey(key)
        }
        return true
    }

    private func handlePromptKey(_ key: Key) -> Bool {
        switch key {
        case .enter: store.send(.didSubmitPrompt)
        case .escape: store.send(.didFocusList)
        case .down where !store.state.recents.isEmpty: store.send(.didFocusList)
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
            return true
        default:
            return false
        }
    }

    public func render(into buffer: inout Buffer, area: Rect) -> (x: Int, y: Int)? {
        let state = store.state
        let content = area.inset(left: 1, right: 1)
        let (promptArea, rest) = content.splitTop(3)
        let (messageRow, listArea) = rest.splitTop(1)

        let promptFocused = state.focus == .prompt
        let inner = Box(title: "Search by ZIP code", focused: promptFocused).draw(into: &buffer, area: promptArea)
        let field = TextField(state: state.prompt, placeholder: "ZIP code, e.g. 10001", focused: promptFocused)
        field.render(into: &buffer, area: inner.inset(left: 1, right: 1))

        if let message = state.message {
            let style = message.isError ? Style(foreground: .red) : Style.dim
            buffer.write(line: Line(message.text, style: style).truncated(toWidth: messageRow.width - 2), in: messageRow.inset(left: 2))
        }

        let listInner = Box(title: "Recent Searches", focused: !promptFocused).draw(into: &buffer, area: listArea)
        ListView(
            rows: state.recents.enumerated().map { Self.row(for: $1, number: $0 + 1) },
            state: state.list, focused: !promptFocused,
            emptyMessage: "No recent searches yet. Type a ZIP code above and press Enter."
        ).render(into: &buffer, area: listInner)

        return promptFocused ? field.cursorPosition(in: inner.inset(left: 1, right: 1)) : nil
    }

    static func row(for entry: RecentSearch, number: Int) -> Line {
        Line([
            Span(number <= 9 ? "\(number) " : "  ", style: .dim),
            Span(entry.place.displayName, style: .bold),
            Span("  \(entry.place.zip)", style: .dim),
        ])
    }
}
