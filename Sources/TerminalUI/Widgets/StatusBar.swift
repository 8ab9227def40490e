/// One key binding for a status bar or help overlay: the key as shown ("↑↓", "Enter", "q") and what it does.
public struct KeyHint: Hashable, Sendable {
    public var key: String
    public var label: String

    public init(_ key: String, _ label: String) {
        self.key = key
        self.label = label
    }
}

/// A one-row bar of key hints laid out left to right ("q quit  / search  ? help"), keys in reverse video and labels
/// dim. Hints that do not fit are dropped whole from the end, never cut in half. An optional `trailing` text is
/// right-aligned when there is room after the hints.
public struct StatusBar: Widget, Hashable, Sendable {
    public var hints: [KeyHint]
    public var trailing: String?
    public var keyStyle: Style
    public var labelStyle: Style
    public var separator: String

    public init(
        hints: [KeyHint], trailing: String? = nil, keyStyle: Style = Style(attributes: [.reverse, .bold]),
        labelStyle: Style = .dim, separator: String = "  "
    ) {
        self.hints = hints
        self.trailing = trailing
        self.keyStyle = keyStyle
        self.labelStyle = labelStyle
        self.separator = separator
    }

    public init(_ hints: [(key: String, label: String)], trailing: String? = nil) {
        self.init(hints: hints.map { KeyHint($0.key, $0.label) }, trailing: trailing)
    }

    /// The hints that fit in `width` columns, as one line.
    public func line(width: Int) -> Line {
        var spans: [Span] = []
        for (index, hint) in placed(width: width).enumerated() {
            if index > 0 { spans.append(Span(separator)) }
            spans.append(Span(hint.key, style: keyStyle))
            spans.append(Span(" " + hint.label, style: labelStyle))
        }
        return Line(spans)
    }

    /// The columns each shown hint covers in `area` (its key and label), in order: a click there means that
    /// hint. Hints dropped for room have none, so the result may be shorter than `hints`.
    public func hintColumns(in area: Rect) -> [Range<Int>] {
        var x = area.x
        return placed(width: area.width).enumerated().map { index, hint in
            if index > 0 { x += DisplayWidth.of(separator) }
            let width = DisplayWidth.of(hint.key) + 1 + DisplayWidth.of(hint.label)
            defer { x += width }
            return x..<(x + width)
        }
    }

    /// The hints that fit in `width`, from the start: the one layout both drawing and hit-testing use.
    private func placed(width: Int) -> ArraySlice<KeyHint> {
        var used = 0
        for (index, hint) in hints.enumerated() {
            let sep = index == 0 ? "" : separator
            let cost = DisplayWidth.of(sep) + DisplayWidth.of(hint.key) + 1 + DisplayWidth.of(hint.label)
            guard used + cost <= width else { return hints[..<index] }
            used += cost
        }
        return hints[...]
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        let area = area.intersection(buffer.area).row(0)
        guard !area.isEmpty else { return }
        buffer.fill(area)
        let used = buffer.write(line: line(width: area.width), in: area).count
        if let trailing, !trailing.isEmpty {
            let w = DisplayWidth.of(trailing)
            // Keep at least two columns between the hints and the trailing text.
            if used + (used > 0 ? 2 : 0) + w <= area.width {
                buffer.write(trailing, x: area.maxX - w, y: area.y, style: labelStyle)
            }
        }
    }
}
