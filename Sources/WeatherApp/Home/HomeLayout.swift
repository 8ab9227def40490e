import TerminalUI

/// Where Home's parts go in its area: drawing and mouse hit-testing both read it, so a click lands on what was
/// drawn there.
struct HomeLayout {
    var content: Rect
    /// The prompt's box (3 rows).
    var prompt: Rect
    var messageRow: Rect
    /// The recent list's box, and its inside where the rows are.
    var list: Rect
    var listInner: Rect

    init(area: Rect) {
        content = area.inset(left: 1, right: 1)
        let (promptArea, rest) = content.splitTop(3)
        let (messageRow, listArea) = rest.splitTop(1)
        prompt = promptArea
        self.messageRow = messageRow
        list = listArea
        listInner = Box.inner(of: listArea)
    }

    /// The suggestion dropdown's box and its list (scrolled to show the highlighted one), when it is shown.
    func suggestions(_ state: HomeScreen.State) -> (box: Rect, inner: Rect, list: ListState)? {
        guard !state.prompt.isEmpty, !state.suggestions.isEmpty else { return nil }
        let (box, rows) = HomeRows.suggestionBox(count: state.suggestions.count, below: prompt, within: content)
        var list = ListState(itemCount: state.suggestions.count, selected: state.suggestionIndex, pageSize: rows)
        list.select(state.suggestionIndex)
        return (box, Box.inner(of: box), list)
    }
}

extension HomeView {
    /// A click opens the recent row or the suggestion under it; the wheel moves through the
    /// suggestions over them, else through the recent list. While a forecast loads nothing gets through; while its
    /// failure is up, only clicks on the alert's buttons (the keys, and so the status-bar hints, still work).
    public func mouseAction(_ event: MouseEvent, in area: Rect) -> HomeScreen.Action? {
        let state = store.state
        if let failure = state.failure {
            guard event.isLeftPress, let buttons = Alert(state: failure.alert).buttonColumns(in: area),
                buttons.row == event.row
            else { return nil }
            return buttons.columns.firstIndex { $0.contains(event.column) }.map { .alert(.didClickButton($0)) }
        }
        guard state.loading == nil else { return nil }
        let layout = HomeLayout(area: area)
        let (x, y) = (event.column, event.row)
        if let dropdown = layout.suggestions(state), dropdown.box.contains(x: x, y: y) {
            switch event.kind {
            case .press(.left):
                guard let index = Self.row(y, in: dropdown.inner, list: dropdown.list) else { return nil }
                return .prompt(.didChooseSuggestion(index))
            case .wheel(.up): return .prompt(.didMoveSuggestion(-1))
            case .wheel(.down): return .prompt(.didMoveSuggestion(1))
            default: return nil
            }
        }
        switch event.kind {
        case .press(.left) where layout.listInner.contains(x: x, y: y):
            return Self.row(y, in: layout.listInner, list: state.list).map { .recents(.didOpen(number: $0 + 1)) }
        case .wheel(.up) where layout.list.contains(x: x, y: y): return .recents(.didMoveSelection(.up))
        case .wheel(.down) where layout.list.contains(x: x, y: y): return .recents(.didMoveSelection(.down))
        default: return nil
        }
    }

    /// The list's item drawn on row `y` of `inner` (scrolled as `ListView` scrolls it), if any.
    static func row(_ y: Int, in inner: Rect, list: ListState) -> Int? {
        let index = list.visibleOffset(height: inner.height) + (y - inner.y)
        return y >= inner.y && index < list.itemCount ? index : nil
    }
}
