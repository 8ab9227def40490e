/// A modal listing key bindings in two columns (key, then what it does) inside a titled box, centred and clearing
/// what is beneath. A hint with an empty key is a section heading. Text too long for the width wraps onto more
/// rows (a label under itself, a key in its column), never cut. When the rows outnumber the room, it shows them
/// from `scrollOffset` (in rows) with "▲"/"▼" marks.
public struct HelpOverlay: Widget, Hashable, Sendable {
    public var title: String
    public var bindings: [KeyHint]
    public var scrollOffset: Int
    public var footer: String
    /// The footer when the rows scroll: "↑↓ more · Esc close" ("{0}" stands for `footer`).
    public var scrollingFooter: String
    public var maxWidth: Int
    public var keyStyle: Style

    public init(
        title: String = "Keys", bindings: [KeyHint], scrollOffset: Int = 0, footer: String = "Esc close",
        scrollingFooter: String = "↑↓ more · {0}", maxWidth: Int = 60,
        keyStyle: Style = Style(foreground: .cyan, attributes: .bold)
    ) {
        self.scrollingFooter = scrollingFooter
        self.title = title
        self.bindings = bindings
        self.scrollOffset = scrollOffset
        self.footer = footer
        self.maxWidth = maxWidth
        self.keyStyle = keyStyle
    }

    /// One drawn row: a heading's line, or a binding's key and label lines side by side.
    struct Row: Hashable {
        var key: String
        var text: String
        var isHeading: Bool
    }

    /// Width of the key column: the widest key, at most a third of the content.
    func keyColumnWidth(content: Int) -> Int {
        let widest = bindings.filter { !$0.key.isEmpty }.map { DisplayWidth.of($0.key) }.max() ?? 0
        return min(widest, max(1, content / 3))
    }

    /// The bindings as rows `content` columns wide: each key and label wrapped in its column.
    func rows(content: Int) -> [Row] {
        let keyWidth = keyColumnWidth(content: content)
        let labelWidth = max(1, content - keyWidth - 2)
        return bindings.flatMap { hint -> [Row] in
            if hint.key.isEmpty {
                return TextLayout.wrap(hint.label, width: max(1, content)).map {
                    Row(key: "", text: $0, isHeading: true)
                }
            }
            let keys = TextLayout.wrap(hint.key, width: keyWidth)
            let labels = TextLayout.wrap(hint.label, width: labelWidth)
            return (0..<max(keys.count, labels.count)).map { i in
                Row(
                    key: i < keys.count ? keys[i] : "", text: i < labels.count ? labels[i] : "", isHeading: false)
            }
        }
    }

    /// The box's width in `area`: as wide as its longest row, at most `maxWidth` and the area's width.
    private func width(in area: Rect) -> Int {
        let keys = bindings.filter { !$0.key.isEmpty }.map { DisplayWidth.of($0.key) }.max() ?? 0
        let rowWidth =
            bindings.map { $0.key.isEmpty ? DisplayWidth.of($0.label) : keys + 2 + DisplayWidth.of($0.label) }.max()
            ?? 0
        let width = max(rowWidth + 4, DisplayWidth.of(title) + 6, DisplayWidth.of(footer) + 6)
        return min(width, maxWidth, area.width)
    }

    /// The box's rectangle when drawn in `area`.
    public func frame(in area: Rect) -> Rect {
        let width = width(in: area)
        return area.centered(width: width, height: rows(content: width - 4).count + 2)
    }

    /// Where the terminal's cursor goes while the overlay is up: the start of its first line shown, so a screen
    /// reader reads the help (and, as it scrolls, each first line) rather than what lies under it.
    public func cursorPosition(in area: Rect) -> (x: Int, y: Int)? {
        let frame = frame(in: area)
        guard frame.width > 4, frame.height > 2 else { return nil }
        return (frame.x + 2, frame.y + 1)
    }

    /// The largest useful `scrollOffset` when drawn in `area` (0 when everything fits).
    public func maxScrollOffset(in area: Rect) -> Int {
        let frame = frame(in: area)
        return max(0, rows(content: frame.width - 4).count - max(0, frame.height - 2))
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        let frame = frame(in: area.intersection(buffer.area))
        guard !frame.isEmpty else { return }
        buffer.fill(frame)
        let shown = rows(content: frame.width - 4)
        let room = max(0, frame.height - 2)
        let offset = min(max(0, scrollOffset), max(0, shown.count - room))
        let more = offset > 0 || offset + room < shown.count
        let box = Box(
            title: title, footer: more ? scrollingFooter.replacing("{0}", with: footer) : footer, style: .bold)
        let content = box.draw(into: &buffer, area: frame).inset(left: 1, right: 1)
        guard !content.isEmpty else { return }
        let keyWidth = keyColumnWidth(content: content.width)
        for (i, line) in content.rows.enumerated() where offset + i < shown.count {
            let row = shown[offset + i]
            if row.isHeading {
                buffer.write(line: Line(row.text, style: .bold), in: line)
                continue
            }
            buffer.write(line: Line(row.key, style: keyStyle), in: line)
            buffer.write(line: Line(row.text), in: line.inset(left: min(line.width, keyWidth + 2)))
        }
        if offset > 0 { buffer.write("▲", x: frame.maxX - 1, y: frame.y + 1, style: .dim) }
        if offset + room < shown.count { buffer.write("▼", x: frame.maxX - 1, y: frame.maxY - 2, style: .dim) }
    }
}
