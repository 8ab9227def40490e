/// A run of text in one style.
public struct Span: Hashable, Sendable {
    public var text: String
    public var style: Style

    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// Columns this span occupies.
    public var width: Int { DisplayWidth.of(text) }
}

/// One line of rich text: spans drawn left to right.
public struct Line: Hashable, Sendable, ExpressibleByStringLiteral {
    public var spans: [Span]

    public init(_ spans: [Span]) { self.spans = spans }
    public init(_ text: String, style: Style = .plain) { spans = [Span(text, style: style)] }
    public init(stringLiteral value: String) { self.init(value) }

    public static let empty = Line([])

    /// Columns the whole line occupies.
    public var width: Int { spans.reduce(0) { $0 + $1.width } }
    /// The text without styles.
    public var plainText: String { spans.map { $0.text }.joined() }

    public static func + (lhs: Line, rhs: Line) -> Line { Line(lhs.spans + rhs.spans) }

    /// This line cut to at most `width` columns, ending in "…" (in the style of the span it cuts) when anything
    /// was cut. Wide characters are never split.
    public func truncated(toWidth width: Int) -> Line {
        guard width > 0 else { return .empty }
        if self.width <= width { return self }
        var out: [Span] = []
        var used = 0
        let budget = width - 1
        var lastStyle = spans.first?.style ?? .plain
        for span in spans {
            lastStyle = span.style
            let room = budget - used
            if span.width <= room {
                out.append(span)
                used += span.width
                continue
            }
            let part = TextLayout.prefix(span.text, columns: room)
            if !part.isEmpty { out.append(Span(part, style: span.style)) }
            break
        }
        out.append(Span(TextLayout.ellipsis, style: lastStyle))
        return Line(out)
    }

    /// A copy with `attributes` added to every span (bold a focused title, dim a hint).
    public func adding(_ attributes: Style.Attributes) -> Line {
        Line(spans.map { Span($0.text, style: $0.style.adding(attributes)) })
    }
}
