/// Draws a `TextFieldState` on one row: the text (scrolled horizontally to keep the cursor in view, with "…" at the
/// left edge when the start is hidden), a dim placeholder when empty, and a reverse-video cursor when focused.
public struct TextField: Widget, Hashable, Sendable {
    public var state: TextFieldState
    public var placeholder: String
    public var focused: Bool
    /// Style of the text and of the field's empty cells (e.g. underline to show the field's extent).
    public var style: Style
    public var placeholderStyle: Style

    public init(
        state: TextFieldState, placeholder: String = "", focused: Bool = true,
        style: Style = .plain, placeholderStyle: Style = .dim
    ) {
        self.state = state
        self.placeholder = placeholder
        self.focused = focused
        self.style = style
        self.placeholderStyle = placeholderStyle
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        let area = area.intersection(buffer.area).row(0)
        guard !area.isEmpty else { return }
        buffer.fill(area, with: Cell(" ", style: style))
        let window = visibleWindow(width: area.width)
        if state.isEmpty {
            buffer.write(line: Line(placeholder, style: placeholderStyle), in: area)
        } else {
            var col = area.x
            if window.leftMark {
                col += buffer.write(TextLayout.ellipsis, x: col, y: area.y, maxWidth: 1, style: style.adding(.dim))
            }
            let visible = String(Array(state.text)[window.start...])
            buffer.write(visible, x: col, y: area.y, maxWidth: area.maxX - col, style: style)
        }
        if focused, let cursor = cursorColumn(in: area, window: window) {
            let chars = Array(state.text)
            let w = state.cursor < chars.count ? max(1, DisplayWidth.of(chars[state.cursor])) : 1
            buffer.addAttributes(.reverse, in: Rect(x: cursor, y: area.y, width: min(w, area.maxX - cursor), height: 1))
        }
    }

    /// Where the terminal's cursor belongs when this field is drawn in `area`, or nil if unfocused or hidden.
    public func cursorPosition(in area: Rect) -> (x: Int, y: Int)? {
        guard focused, !area.isEmpty else { return nil }
        let window = visibleWindow(width: area.width)
        return cursorColumn(in: area, window: window).map { (x: $0, y: area.y) }
    }

    private func cursorColumn(in area: Rect, window: (start: Int, leftMark: Bool)) -> Int? {
        let chars = Array(state.text)
        let before = chars[window.start..<state.cursor].reduce(0) { $0 + DisplayWidth.of($1) }
        let col = area.x + (window.leftMark ? 1 : 0) + before
        return col < area.maxX ? col : nil
    }

    /// The first visible grapheme and whether a "…" marks hidden text on the left. The window scrolls only as far
    /// as needed to show the cursor's cell, so it depends on nothing but the state and the width.
    func visibleWindow(width: Int) -> (start: Int, leftMark: Bool) {
        let widths = state.text.map { DisplayWidth.of($0) }
        let cursor = state.cursor
        let cursorCell = cursor < widths.count ? max(1, widths[cursor]) : 1
        var before = widths[..<cursor].reduce(0, +)
        if before + cursorCell <= width { return (0, false) }
        // Drop graphemes from the left (reserving a column for "…") until the cursor's cell fits.
        for start in 1...max(1, cursor) where start <= cursor {
            before -= widths[start - 1]
            if 1 + before + cursorCell <= width { return (start, true) }
        }
        return (cursor, false)
    }
}
