import TerminalUI

/// A light shade inside rings of projected dots: one dot in every other cell, in a checkerboard, so outlines, towns
/// and labels stay readable through it. Scanline fill, even–odd, so a county's holes (an enclave) stay clear.
enum MapStipple {
    /// Dot row of the cell (0–3) that carries the stipple dot.
    private static let dotRow = 2

    static func fill(_ rings: [[(x: Double, y: Double)]], on canvas: inout BrailleCanvas, style: Style) {
        var top = Double.infinity
        var bottom = -Double.infinity
        for ring in rings {
            for point in ring {
                top = min(top, point.y)
                bottom = max(bottom, point.y)
            }
        }
        guard top <= bottom else { return }
        let firstRow = max(0, Int(top.rounded(.down)) / 4)
        let lastRow = min(canvas.height - 1, Int(bottom.rounded(.up)) / 4)
        guard firstRow <= lastRow else { return }
        var crossings: [Double] = []
        for row in firstRow...lastRow {
            let y = Double(row * 4 + dotRow) + 0.5
            crossings.removeAll(keepingCapacity: true)
            for ring in rings {
                for (a, b) in zip(ring, ring.dropFirst()) where (a.y <= y) != (b.y <= y) {
                    crossings.append(a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x))
                }
            }
            crossings.sort()
            var index = 0
            while index + 1 < crossings.count {
                fillSpan(from: crossings[index], to: crossings[index + 1], row: row, on: &canvas, style: style)
                index += 2
            }
        }
    }

    /// The stipple cells of `row` whose dot centre lies between two crossings.
    private static func fillSpan(
        from start: Double, to end: Double, row: Int, on canvas: inout BrailleCanvas, style: Style
    ) {
        let firstCell = max(0, Int((start - 0.5).rounded(.up)) / 2)
        let lastCell = min(canvas.width - 1, Int((end - 0.5).rounded(.down)) / 2)
        guard firstCell <= lastCell else { return }
        for cell in firstCell...lastCell where (cell + row) % 2 == 0 {
            let x = cell * 2
            if Double(x) + 0.5 >= start, Double(x) + 0.5 <= end {
                canvas.set(x: x, y: row * 4 + dotRow, style: style)
            }
        }
    }
}
