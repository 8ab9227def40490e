/// Rows of rich text with a selection. Focused, the selected row is drawn in reverse video with a "›" mark; not
/// focused, only a dim "›" marks it. A "▲"/"▼" in the last column shows there is more above or below. An empty
/// list shows `emptyMessage`, centred and dim.
public struct ListView: Widget, Hashable, Sendable {
    public var rows: [Line]
    public var state: ListState
    public var focused: Bool
    public var emptyMessage: String
    /// Drawn before the selected row; every row is indented by its width plus one column.
    public var marker: String

    public init(
        rows: [Line], state: ListState, focused: Bool = true, emptyMessage: String = "Nothing here yet",
        marker: String = "›"
    ) {
        self.rows = rows
        self.state = state
        self.focused = focused
        self.emptyMessage = emptyMessage
        self.marker = marker
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        let area = area.intersection(buffer.area)
        guard !area.isEmpty else { return }
        buffer.fill(area)
        // The rows are the truth for drawing; the state only says which one is selected and where scrolling was.
        let count = rows.count
        guard count > 0 else {
            renderEmpty(into: &buffer, area: area)
            return
        }
        let offset = ListState.offset(keeping: state.selected, from: state.offset, height: area.height, count: count)
        let scrollable = count > area.height
        let textWidth = area.width - (scrollable ? 1 : 0)
        let gutter = marker.isEmpty ? 0 : DisplayWidth.of(marker) + 1
        for (i, rowArea) in area.rows.enumerated() where offset + i < count {
            let index = offset + i
            let selected = index == state.selected
            let row = Rect(x: rowArea.x, y: rowArea.y, width: textWidth, height: 1)
            if selected, gutter > 0 {
                buffer.write(marker, x: row.x, y: row.y, maxWidth: row.width, style: focused ? .bold : .dim)
            }
            let content = row.inset(left: min(gutter, row.width))
            buffer.write(line: rows[index], in: content)
            if selected, focused { buffer.addAttributes(.reverse, in: row) }
        }
        if scrollable {
            let x = area.maxX - 1
            if offset > 0 { buffer.write("▲", x: x, y: area.y, style: .dim) }
            if offset + area.height < count { buffer.write("▼", x: x, y: area.maxY - 1, style: .dim) }
        }
    }

    private func renderEmpty(into buffer: inout Buffer, area: Rect) {
        let lines = Label.wrappedLines(emptyMessage, width: area.width, height: area.height)
        let top = area.y + (area.height - lines.count) / 2
        for (i, text) in lines.enumerated() {
            buffer.write(line: Line(text, style: .dim), x: area.x, y: top + i, width: area.width, alignment: .center)
        }
    }
}
