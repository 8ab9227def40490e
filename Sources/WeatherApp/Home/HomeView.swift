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

    public var breadcrumb: String { store.state.language.localized("Weather") }

    /// In words: the message row's sentence (a refresh's outcome, a choice to make), read on the status line too.
    public var statusWords: String? {
        store.state.inWords ? store.state.message?.text(in: store.state.language) : nil
    }
    /// Always: every printable key is text for the prompt, so the shell's `q` never quits from Home (Ctrl-C does).
    public var capturesText: Bool { true }

    public var keyMap: KeyMap<HomeScreen.Action> { HomeScreen.keyMap(store.state) }

    /// The prompt's cursor is seen; a selected row's is placed for a screen reader, and hidden otherwise.
    public var focusIsText: Bool { !Self.rowHasFocus(store.state) }

    /// A paste is text for the prompt, whatever it holds.
    public func pasteAction(_ text: String) -> HomeScreen.Action? { .prompt(.didPaste(text)) }

    public func render(into buffer: inout Buffer, area: Rect) -> (x: Int, y: Int)? {
        let state = store.state
        let layout = HomeLayout(area: area)
        let (promptArea, messageRow, listArea) = (layout.prompt, layout.messageRow, layout.list)
        // The prompt always has the text cursor; the list's selection is lit while nothing is typed.
        let listLit = state.prompt.isEmpty
        let language = state.language

        let inner = Box(title: language.localized("Search: ZIP code or place"), focused: true).draw(
            into: &buffer, area: promptArea)
        let fieldArea = inner.inset(left: 1, right: 1)
        let field = TextField(
            state: state.prompt, placeholder: language.localized("e.g. 10001 or Portland, OR"), focused: true)
        field.render(into: &buffer, area: fieldArea)

        if let message = state.message {
            let style = message.isError ? Style(foreground: .red) : Style(foreground: .green)
            buffer.write(
                line: Line(message.text(in: language), style: style).truncated(toWidth: messageRow.width - 2),
                in: messageRow.inset(left: 1))
        } else {
            HomeRows.renderOnlineStatus(state, into: &buffer, row: messageRow.inset(left: 1, right: 1))
        }

        let listInner = Box(title: language.localized("Recent Searches")).draw(into: &buffer, area: listArea)
        ListView(
            rows: HomeRows.recentLines(state, inner: listInner), state: state.list, focused: listLit,
            emptyMessage: language.localized("No recent searches yet. Type a ZIP code above and press Enter.")
        ).render(into: &buffer, area: listInner)
        HomeRows.renderRefreshStatus(state, into: &buffer, box: listArea)

        if let dropdown = layout.suggestions(state) {
            HomeRows.renderSuggestions(state, dropdown: dropdown, into: &buffer)
        }
        if let loading = state.loading {
            HomeRows.renderLoading(loading, inWords: state.inWords, language: language, into: &buffer, area: area)
            return nil
        }
        if let failure = state.failure {
            Alert(state: failure.alert).render(into: &buffer, area: area)
            return nil
        }
        return Self.focusedRow(state, layout: layout) ?? field.cursorPosition(in: fieldArea)
    }

    /// The user is moving on a row (a highlighted suggestion, or the recent list after ↑↓ with nothing typed)
    /// rather than typing: the focus is that row, not the prompt.
    static func rowHasFocus(_ state: HomeScreen.State) -> Bool {
        if state.suggestionIndex != nil, !state.prompt.isEmpty, !state.suggestions.isEmpty { return true }
        return state.listHasFocus && state.listHasKeys && state.list.selected != nil
    }

    /// The first cell of the row that has the focus, if a row has it and is in view.
    static func focusedRow(_ state: HomeScreen.State, layout: HomeLayout) -> (x: Int, y: Int)? {
        guard rowHasFocus(state) else { return nil }
        if let index = state.suggestionIndex, let dropdown = layout.suggestions(state) {
            return cell(of: index, in: dropdown.inner, list: dropdown.list)
        }
        return state.list.selected.flatMap { cell(of: $0, in: layout.listInner, list: state.list) }
    }

    /// Where `index`'s row begins in a list drawn in `inner`, if it is in view.
    private static func cell(of index: Int, in inner: Rect, list: ListState) -> (x: Int, y: Int)? {
        let y = inner.y + index - list.visibleOffset(height: inner.height)
        return y >= inner.y && y < inner.maxY ? (inner.x, y) : nil
    }
}
