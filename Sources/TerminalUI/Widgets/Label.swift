/// A line of text in an area: aligned, truncated with "…", or word-wrapped over several rows.
public struct Label: Widget, Hashable, Sendable {
    public enum Overflow: Hashable, Sendable {
        /// One row, cut with "…".
        case truncate
        /// One row, cut at the edge with no mark.
        case clip
        /// Word-wrapped over the area's rows in the first span's style; the last row ends in "…" if text remains.
        case wrap
    }

    public var line: Line
    public var alignment: Alignment
    public var overflow: Overflow

    public init(_ text: String, style: Style = .plain, alignment: Alignment = .left, overflow: Overflow = .truncate) {
        self.init(line: Line(text, style: style), alignment: alignment, overflow: overflow)
    }

    public init(line: Line, alignment: Alignment = .left, overflow: Overflow = .truncate) {
        self.line = line
        self.alignment = alignment
        self.overflow = overflow
    }

    /// Clears the area's rows it uses, then draws the text.
    public func render(into buffer: inout Buffer, area: Rect) {
        let area = area.intersection(buffer.area)
        guard !area.isEmpty else { return }
        switch overflow {
        case .truncate:
            buffer.fill(area.row(0))
            buffer.write(line: line, in: area, alignment: alignment)
        case .clip:
            buffer.fill(area.row(0))
            let gap = max(0, area.width - line.width)
            var col = area.x + TextLayout.leadingGap(gap, alignment: alignment)
            for span in line.spans where col < area.maxX {
                col += buffer.write(span.text, x: col, y: area.y, maxWidth: area.maxX - col, style: span.style)
            }
        case .wrap:
            let style = line.spans.first?.style ?? .plain
            let lines = Self.wrappedLines(line.plainText, width: area.width, height: area.height)
            for (i, text) in lines.enumerated() {
                buffer.fill(area.row(i))
                buffer.write(line: Line(text, style: style), in: area.row(i), alignment: alignment)
            }
        }
    }

    /// `text` wrapped to `width`, at most `height` lines, the last one marked "…" when some text did not fit.
    public static func wrappedLines(_ text: String, width: Int, height: Int) -> [String] {
        guard height > 0 else { return [] }
        var lines = TextLayout.wrap(text, width: width)
        if lines.count > height {
            lines = Array(lines.prefix(height))
            let last = lines[height - 1]
            lines[height - 1] = TextLayout.prefix(last, columns: width - 1) + TextLayout.ellipsis
        }
        return lines
    }
}
