/// A modal listing key bindings in two columns (key, then what it does) inside a titled box, centred and clearing
/// what is beneath. A hint with an empty key is a section heading. When the bindings outnumber the rows, it shows
/// them from `scrollOffset` with "▲"/"▼" marks; labels too long for the width end in "…".
public struct HelpOverlay: Widget, Hashable, Sendable {
    public var title: String
    public var bindings: [KeyHint]
    public var scrollOffset: Int
    public var footer: String
    public var maxWidth: Int
    public var keyStyle: Style

    public init(
        title: String = "Keys", bindings: [KeyHint], scrollOffset: Int = 0, footer: String = "Esc close",
        maxWidth: Int = 60, keyStyle: Style = Style(foreground: .cyan, attributes: .bold)
    ) {
        self.title = title
        self.bindings = bindings
        self.scrollOffset = scrollOffset
        self.footer = footer
        self.maxWidth = maxWidth
        self.keyStyle = keyStyle
    }

    /// Width of the key column: the widest key, at most a third of the content.
    func keyColumnWidth(content: Int) -> Int {
        let widest = bindings.filter { !$0.key.isEmpty }.map { DisplayWidth.of($0.key) }.max() ?? 0
        return min(widest, max(1, content / 3))
    }

    /// The box's rectangle when drawn in `area`.
    public func frame(in area: Rect) -> Rect {
        let keys = bindings.filter { !$0.key.isEmpty }.map { DisplayWidth.of($0.key) }.max() ?? 0
        let rowWidth =
            bindings.map { $0.key.isEmpty ? DisplayWidth.of($0.label) : keys + 2 + DisplayWidth.of($0.label) }.max()
            ?? 0
        let width = max(rowWidth + 4, DisplayWidth.of(title) + 6, DisplayWidth.of(footer) + 6)
        return area.centered(width: min(width, maxWidth), height: bindings.count + 2)
    }

    /// The largest useful `scrollOffset` when drawn in `area` (0 when everything fits).
    public func maxScrollOffset(in area: Rect) -> Int {
        max(0, bindings.count - max(0, frame(in: area).height - 2))
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        let frame = frame(in: area.intersection(buffer.area))
        guard !frame.isEmpty else { return }
        buffer.fill(frame)
        let rows = max(0, frame.height - 2)
        let offset = min(max(0, scrollOffset), max(0, bindings.count - rows))
        let more = offset > 0 || offset + rows < bindings.count
        let box = Box(title: title, footer: more ? "↑↓ more · " + footer : footer, style: .bold)
        let content = box.draw(into: &buffer, area: frame).inset(left: 1, right: 1)
        guard !content.isEmpty else { return }
        let keyWidth = keyColumnWidth(content: content.width)
        for (i, row) in content.rows.enumerated() where offset + i < bindings.count {
            let hint = bindings[offset + i]
            if hint.key.isEmpty {
                buffer.write(line: Line(hint.label, style: .bold), in: row)
                continue
            }
            buffer.write(line: Line(TextLayout.pad(hint.key, toWidth: keyWidth), style: keyStyle), in: row)
            buffer.write(line: Line(hint.label), in: row.inset(left: min(row.width, keyWidth + 2)))
        }
        if offset > 0 { buffer.write("▲", x: frame.maxX - 1, y: frame.y + 1, style: .dim) }
        if offset + rows < bindings.count { buffer.write("▼", x: frame.maxX - 1, y: frame.maxY - 2, style: .dim) }
    }
}
