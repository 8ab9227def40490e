/// A horizontal bar from `low` to `high` on a `scale` (the week's coldest to warmest), for the 7-day table:
/// "  ╺━━━━╸  " over a dim "─" track. Ends are placed to half a cell; the ASCII form uses "=" on "-".
public struct RangeBar: Widget, Hashable, Sendable {
    public var low: Double
    public var high: Double
    public var scale: ClosedRange<Double>
    public var ascii: Bool
    public var style: Style
    public var trackStyle: Style

    public init(
        low: Double, high: Double, scale: ClosedRange<Double>, ascii: Bool = false,
        style: Style = .bold, trackStyle: Style = .dim
    ) {
        self.low = min(low, high)
        self.high = max(low, high)
        self.scale = scale
        self.ascii = ascii
        self.style = style
        self.trackStyle = trackStyle
    }

    /// The half-cells the bar covers in `width` cells: at least one, within 0 ..< 2 * width.
    func halves(width: Int) -> Range<Int> {
        let total = 2 * width
        guard total > 0 else { return 0..<0 }
        let span = scale.upperBound - scale.lowerBound
        func position(_ v: Double) -> Double {
            guard span > 0, v.isFinite else { return 0 }
            return min(1, max(0, (v - scale.lowerBound) / span)) * Double(total)
        }
        let start = min(total - 1, Int(position(low).rounded(.down)))
        let end = max(start + 1, Int(position(high).rounded(.up)))
        return start..<min(total, end)
    }

    /// The bar as (glyph, on-bar) per cell.
    public func cells(width: Int) -> [(String, Bool)] {
        let covered = halves(width: width)
        return (0..<max(0, width)).map { i in
            switch (covered.contains(2 * i), covered.contains(2 * i + 1)) {
            case (true, true): return (ascii ? "=" : "━", true)
            case (true, false): return (ascii ? "=" : "╸", true)
            case (false, true): return (ascii ? "=" : "╺", true)
            case (false, false): return (ascii ? "-" : "─", false)
            }
        }
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        let clip = area.intersection(buffer.area)
        guard !clip.isEmpty else { return }
        for (i, cell) in cells(width: area.width).enumerated() where clip.contains(x: area.x + i, y: area.y) {
            buffer[area.x + i, area.y] = Cell(cell.0, style: cell.1 ? style : trackStyle)
        }
    }
}
