/// Shown instead of a screen when the terminal is smaller than it needs: "Terminal too small: 30×10 — need at least
/// 40×12", centred. It falls back to shorter wordings as space shrinks, down to "…" at 1×1.
public struct TooSmallView: Widget, Hashable, Sendable {
    public var minWidth: Int
    public var minHeight: Int
    public var style: Style

    public init(minWidth: Int = 40, minHeight: Int = 12, style: Style = Style(foreground: .yellow, attributes: .bold)) {
        self.minWidth = minWidth
        self.minHeight = minHeight
        self.style = style
    }

    /// The lines shown in a `width`×`height` area: the first wording whose lines all fit.
    public func lines(width: Int, height: Int) -> [String] {
        let have = "\(width)×\(height)"
        let need = "\(minWidth)×\(minHeight)"
        let first = "Terminal too small: \(have)"
        let second = "need at least \(need)"
        let candidates: [[String]] = [
            ["\(first) — \(second)"],
            TextLayout.wrap(first, width: width) + TextLayout.wrap(second, width: width),
            ["Too small: \(have)", "need \(need)"],
            ["Too small", "need \(need)"],
            ["need \(need)"],
            [need],
        ]
        for lines in candidates where lines.count <= height && lines.allSatisfy({ DisplayWidth.of($0) <= width }) {
            return lines
        }
        return [TextLayout.truncate(need, toWidth: width)]
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        let area = area.intersection(buffer.area)
        guard !area.isEmpty else { return }
        buffer.fill(area)
        let lines = lines(width: area.width, height: area.height)
        let top = area.y + max(0, area.height - lines.count) / 2
        for (i, text) in lines.prefix(area.height).enumerated() {
            buffer.write(line: Line(text, style: style), x: area.x, y: top + i, width: area.width, alignment: .center)
        }
    }
}
