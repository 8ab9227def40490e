/// Vertical bars, one column per value, growing up from the bottom of the area in eighths of a cell
/// ("▁▂▃▄▅▆▇█"), or in quarters of ASCII ("_-=#") for terminals without block glyphs. Values are scaled within
/// `range` (for probabilities 0...100); nil values and values at the bottom of the range draw nothing, and any value
/// above the bottom shows at least the lowest mark.
public struct BarChart: Widget, Hashable, Sendable {
    public static let blocks = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    public static let asciiBlocks = ["_", "_", "-", "-", "=", "=", "#", "#"]

    public var values: [Double?]
    public var range: ClosedRange<Double>
    public var ascii: Bool
    public var style: Style
    /// Columns per bar and between bars.
    public var barWidth: Int
    public var gap: Int

    public init(
        values: [Double?], range: ClosedRange<Double>? = nil, ascii: Bool = false, style: Style = .plain,
        barWidth: Int = 1, gap: Int = 0
    ) {
        self.values = values
        self.range = range ?? Self.dataRange(values)
        self.ascii = ascii
        self.style = style
        self.barWidth = max(1, barWidth)
        self.gap = max(0, gap)
    }

    /// 0 up to the largest value (or 0...1 when there is nothing positive).
    static func dataRange(_ values: [Double?]) -> ClosedRange<Double> {
        let top = values.compactMap { $0 }.max() ?? 0
        return 0...(top > 0 ? top : 1)
    }

    /// How many eighths of `rows` cells `value` fills: 0 ... rows * 8.
    public func level(_ value: Double?, rows: Int) -> Int {
        guard let value, value.isFinite, rows > 0 else { return 0 }
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? min(1, (value - range.lowerBound) / span) : 0
        let steps = rows * 8
        guard fraction > 0 else { return 0 }
        return min(steps, max(1, Int((fraction * Double(steps)).rounded())))
    }

    /// The glyph for a cell holding `eighths` (0...8) of a bar.
    public func glyph(eighths: Int) -> String {
        if eighths <= 0 { return " " }
        return (ascii ? Self.asciiBlocks : Self.blocks)[min(8, eighths) - 1]
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        let clip = area.intersection(buffer.area)
        guard !clip.isEmpty else { return }
        buffer.fill(clip)
        for (i, value) in values.enumerated() {
            let x0 = area.x + i * (barWidth + gap)
            if x0 >= clip.maxX { break }
            var remaining = level(value, rows: area.height)
            for y in stride(from: area.maxY - 1, through: area.y, by: -1) where remaining > 0 {
                let g = glyph(eighths: min(8, remaining))
                remaining -= 8
                for x in x0..<(x0 + barWidth) where clip.contains(x: x, y: y) {
                    buffer[x, y] = Cell(g, style: style)
                }
            }
        }
    }
}

/// A one-row bar chart: a compact trend of values (the precipitation-probability strip under the temperature curve).
public struct Sparkline: Widget, Hashable, Sendable {
    public var chart: BarChart

    public init(values: [Double?], range: ClosedRange<Double>? = nil, ascii: Bool = false, style: Style = .plain) {
        chart = BarChart(values: values, range: range, ascii: ascii, style: style)
    }

    /// The glyphs as text, one per value ("▁▃█ ").
    public var text: String {
        chart.values.map { chart.glyph(eighths: chart.level($0, rows: 1)) }.joined()
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        chart.render(into: &buffer, area: area.row(max(0, area.height - 1)).intersection(area))
    }
}
