extension Buffer {
    /// Writes `line` on row `y` within columns `x ..< x + width`: truncated with "…" when too wide, placed by
    /// `alignment` when narrower. Cells of the row not covered by text are left as they were.
    /// Returns the column range the text occupies (empty if nothing was drawn).
    @discardableResult
    public mutating func write(line: Line, x: Int, y: Int, width: Int, alignment: Alignment = .left) -> Range<Int> {
        guard width > 0 else { return x..<x }
        let fitted = line.truncated(toWidth: width)
        let start = x + TextLayout.leadingGap(width - fitted.width, alignment: alignment)
        var col = start
        for span in fitted.spans {
            let room = x + width - col
            guard room > 0 else { break }
            col += write(span.text, x: col, y: y, maxWidth: room, style: span.style)
        }
        return start..<col
    }

    /// Writes `line` on the first row of `area` (see `write(line:x:y:width:alignment:)`).
    @discardableResult
    public mutating func write(line: Line, in area: Rect, alignment: Alignment = .left) -> Range<Int> {
        guard !area.isEmpty else { return area.x..<area.x }
        return write(line: line, x: area.x, y: area.y, width: area.width, alignment: alignment)
    }

    /// Adds `attributes` to the style of every cell in `rect`, keeping symbols and colours (selection highlight).
    public mutating func addAttributes(_ attributes: Style.Attributes, in rect: Rect) {
        let r = rect.intersection(area)
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { self[x, y].style.attributes.formUnion(attributes) }
        }
    }
}
