/// A readable form of a buffer for tests: its text, then one line per run of equally styled cells, plain runs left
/// out. Render tests compare it with a string literal, so a failure shows which cells lost or gained a style:
///
///     Couldn't load.
///     Press r.
///     row 0: 0..<14 bold fg:red "Couldn't load."
///     row 1: 0..<8 dim "Press r."
///
/// Columns are cell positions (a wide character covers two), rows are the buffer's own, and the quoted text is
/// what the run covers, trailing spaces included.
extension Buffer {
    /// Cells `columns` of row `row`, drawn in `style`.
    public struct StyleRun: Hashable, Sendable {
        public var row: Int
        public var columns: Range<Int>
        public var style: Style

        public init(row: Int, _ columns: Range<Int>, _ style: Style) {
            self.row = row
            self.columns = columns
            self.style = style
        }
    }

    /// A buffer as wide as its widest line, with `styles` applied: the expected side of a style test.
    public init(lines: [String], styles: [StyleRun] = []) {
        self.init(width: lines.map { DisplayWidth.of($0) }.max() ?? 0, height: lines.count)
        for (y, line) in lines.enumerated() { write(line, x: 0, y: y) }
        for run in styles {
            setStyle(run.style, in: Rect(x: run.columns.lowerBound, y: run.row, width: run.columns.count, height: 1))
        }
    }

    /// The runs of equally styled, non-plain cells in `rows`, top to bottom and left to right.
    public func styleRuns(rows: ClosedRange<Int>? = nil) -> [StyleRun] {
        var runs: [StyleRun] = []
        for y in clamped(rows) {
            var x = 0
            while x < width {
                let style = self[x, y].style
                var end = x + 1
                while end < width, self[end, y].style == style { end += 1 }
                if style != .plain { runs.append(StyleRun(row: y, x..<end, style)) }
                x = end
            }
        }
        return runs
    }

    /// The text of `rows` (all of them by default), then their style runs, as described above.
    public func styleDump(rows: ClosedRange<Int>? = nil) -> String {
        let all = lines()
        let text = clamped(rows).map { all[$0] }
        let runs = styleRuns(rows: rows).map { run in
            let covered = run.columns.map { self[$0, run.row].symbol }.joined()
            return "row \(run.row): \(run.columns.lowerBound)..<\(run.columns.upperBound) \(run.style) \"\(covered)\""
        }
        return (text + runs).joined(separator: "\n")
    }

    private func clamped(_ rows: ClosedRange<Int>?) -> Range<Int> {
        guard let rows else { return 0..<height }
        let start = min(max(0, rows.lowerBound), height)
        return start..<max(start, min(height, rows.upperBound + 1))
    }
}

extension Style: CustomStringConvertible {
    /// "bold dim fg:red bg:blue": attributes, then colours other than the default; "plain" for none.
    public var description: String {
        let names: [(Attributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
        ]
        var parts = names.filter { attributes.contains($0.0) }.map(\.1)
        if foreground != .default { parts.append("fg:\(foreground)") }
        if background != .default { parts.append("bg:\(background)") }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}
