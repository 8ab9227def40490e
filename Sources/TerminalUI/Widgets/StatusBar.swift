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
/// dim. Hints that do not fit are dropped whole, never cut in half: the `pinned` ones (help and quit) last, the
/// others from the end first. An optional `trailing` text is right-aligned when there is room after the hints.
public struct StatusBar: Widget, Hashable, Sendable {
    public var hints: [KeyHint]
    /// Indices into `hints` of the hints that stay while any room is left, in place, after the others are gone.
    public var pinned: Set<Int>
    public var trailing: String?
    public var keyStyle: Style
    public var labelStyle: Style
    public var separator: String

    public init(
        hints: [KeyHint], pinned: Set<Int> = [], trailing: String? = nil,
        keyStyle: Style = Style(attributes: [.reverse, .bold]), labelStyle: Style = .dim, separator: String = "  "
    ) {
        self.hints = hints
        self.pinned = pinned
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
        for (n, index) in placed(width: width).enumerated() {
            if n > 0 { spans.append(Span(separator)) }
            spans.append(Span(hints[index].key, style: keyStyle))
            spans.append(Span(" " + hints[index].label, style: labelStyle))
        }
        return Line(spans)
    }

    /// The columns each hint covers in `area` (its key and label), one entry per hint in `hints`: a click there
    /// means that hint. Hints dropped for room have nil.
    public func hintColumns(in area: Rect) -> [Range<Int>?] {
        var columns: [Range<Int>?] = Array(repeating: nil, count: hints.count)
        var x = area.x
        for (n, index) in placed(width: area.width).enumerated() {
            if n > 0 { x += DisplayWidth.of(separator) }
            let width = cost(index)
            columns[index] = x..<(x + width)
            x += width
        }
        return columns
    }

    /// Columns a hint takes, without a separator.
    private func cost(_ index: Int) -> Int {
        DisplayWidth.of(hints[index].key) + 1 + DisplayWidth.of(hints[index].label)
    }

    /// The indices of the hints that fit in `width`, in order: the pinned ones first (while they fit), then the
    /// others from the start until one does not fit. The one layout both drawing and hit-testing use.
    private func placed(width: Int) -> [Int] {
        let separatorWidth = DisplayWidth.of(separator)
        var chosen: [Int] = []
        var used = 0
        func take(_ index: Int) -> Bool {
            let total = used + (chosen.isEmpty ? 0 : separatorWidth) + cost(index)
            guard total <= width else { return false }
            used = total
            chosen.append(index)
            return true
        }
        for index in hints.indices where pinned.contains(index) { _ = take(index) }
        for index in hints.indices where !pinned.contains(index) {
            guard take(index) else { break }
        }
        return chosen.sorted()
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
