/// A modal box centred in its area: title in the border, the message word-wrapped, and a row of buttons with the
/// selected one in reverse video. It clears the cells under it so the screen beneath does not show through.
public struct Alert: Widget, Hashable, Sendable {
    public var state: AlertState
    public var border: BorderSet
    public var borderStyle: Style
    /// Widest the box grows (columns), before it is limited to the area.
    public var maxWidth: Int

    public init(state: AlertState, border: BorderSet = .rounded, borderStyle: Style = .bold, maxWidth: Int = 50) {
        self.state = state
        self.border = border
        self.borderStyle = borderStyle
        self.maxWidth = maxWidth
    }

    /// The box's rectangle when drawn in `area`.
    public func frame(in area: Rect) -> Rect {
        let buttonsWidth = buttonsLine().width
        let wanted = max(DisplayWidth.of(state.title) + 6, buttonsWidth + 4, DisplayWidth.of(state.message) + 4, 20)
        let width = min(wanted, maxWidth, area.width)
        let messageLines = Label.wrappedLines(state.message, width: max(1, width - 4), height: Int.max)
        let height = messageLines.count + (state.buttons.isEmpty ? 2 : 4)
        return area.centered(width: width, height: height)
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        let frame = frame(in: area.intersection(buffer.area))
        guard !frame.isEmpty else { return }
        buffer.fill(frame)
        let inner = Box(title: state.title, border: border, style: borderStyle).draw(into: &buffer, area: frame)
        let content = inner.inset(left: 1, right: 1)
        guard !content.isEmpty else { return }
        let buttonRows = state.buttons.isEmpty ? 0 : 2
        let messageArea = content.inset(bottom: buttonRows)
        Label(state.message, overflow: .wrap).render(into: &buffer, area: messageArea)
        if buttonRows > 0, content.height >= 1 {
            buffer.write(line: buttonsLine(), in: content.row(content.height - 1), alignment: .center)
        }
    }

    /// Where the buttons are drawn in `area`: their row and each one's columns, for clicks. Nil without buttons, or
    /// when they do not fit whole.
    public func buttonColumns(in area: Rect) -> (row: Int, columns: [Range<Int>])? {
        let frame = frame(in: area)
        let content = Box.inner(of: frame).inset(left: 1, right: 1)
        let line = buttonsLine()
        guard !frame.isEmpty, !state.buttons.isEmpty, !content.isEmpty, line.width <= content.width else { return nil }
        var x = content.x + TextLayout.leadingGap(content.width - line.width, alignment: .center)
        var columns: [Range<Int>] = []
        for (index, title) in state.buttons.enumerated() {
            if index > 0 { x += 2 }
            let width = DisplayWidth.of("[ \(title) ]")
            columns.append(x..<(x + width))
            x += width
        }
        return (content.maxY - 1, columns)
    }

    /// "[ Retry ]  [ Cancel ]", the selected button reverse and bold.
    func buttonsLine() -> Line {
        var spans: [Span] = []
        for (i, title) in state.buttons.enumerated() {
            if i > 0 { spans.append(Span("  ")) }
            spans.append(
                Span("[ \(title) ]", style: i == state.selected ? Style(attributes: [.reverse, .bold]) : .plain))
        }
        return Line(spans)
    }
}
