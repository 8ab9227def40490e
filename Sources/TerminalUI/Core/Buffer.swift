/// An in-memory grid of cells that views render into. Backends copy it to a real terminal; tests read it as text.
public struct Buffer: Hashable, Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    private var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public var area: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> Cell {
        get { area.contains(x: x, y: y) ? cells[y * width + x] : .blank }
        set { if area.contains(x: x, y: y) { cells[y * width + x] = newValue } }
    }

    /// Clears every cell to a blank.
    public mutating func reset() {
        for i in cells.indices { cells[i] = .blank }
    }

    /// Fills `rect` with `cell` (clipped to the buffer); `cell` is one column wide. A wide character cut in half
    /// at either edge of a row is blanked, as `write` does.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let r = rect.intersection(area)
        guard !r.isEmpty else { return }
        let width = self.width
        cells.withUnsafeMutableBufferPointer { cells in
            for y in r.y..<r.maxY {
                let row = y * width
                if r.x > 0, cells[row + r.x].isContinuation { cells[row + r.x - 1].symbol = " " }
                if r.maxX < width, cells[row + r.maxX].isContinuation { cells[row + r.maxX].symbol = " " }
                // Comparing is cheaper than storing (a store retains the symbol and releases the old one), and
                // views mostly clear areas that are blank already.
                for i in (row + r.x)..<(row + r.maxX)
                where cells[i].style != cell.style || cells[i].symbol != cell.symbol {
                    cells[i] = cell
                }
            }
        }
    }

    /// Applies `style` to every cell in `rect`, keeping their symbols (selection highlight, focus marks).
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        let r = rect.intersection(area)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY { for x in r.x..<r.maxX { cells[y * width + x].style = style } }
    }

    /// Writes `text` from (x, y) on one line, clipped to `maxWidth` columns and the buffer's edge.
    /// A wide grapheme that does not fit whole is not drawn, so none is ever split.
    /// Control characters are dropped. Returns the number of columns written.
    @discardableResult
    public mutating func write(_ text: some StringProtocol, x: Int, y: Int, maxWidth: Int? = nil, style: Style = .plain)
        -> Int
    {
        guard y >= 0, y < height else { return 0 }
        let limit = min(maxWidth ?? Int.max, width - x)
        if let columns = text.utf8.withContiguousStorageIfAvailable({
            writeASCII($0, x: x, y: y, limit: limit, style: style)
        }), let columns {
            return columns
        }
        var col = 0
        for ch in text {
            let w = DisplayWidth.of(ch)
            if w == 0 {
                // Combining marks join the previous cell; controls are dropped.
                if col > 0, ch.unicodeScalars.first.map({ $0.value >= 0x300 }) == true {
                    let px = x + col - (self[x + col - 1, y].isContinuation ? 2 : 1)
                    if px >= 0 { self[px, y].symbol += String(ch) }
                }
                continue
            }
            if col + w > limit { break }
            let cx = x + col
            if cx >= 0 {
                clearWideNeighbours(x: cx, y: y, width: w)
                self[cx, y] = Cell(String(ch), style: style)
                if w == 2 { self[cx + 1, y] = Cell("", style: style) }
            }
            col += w
        }
        return col
    }

    /// `write` for printable ASCII, most of what is drawn: a cell a byte, with no grapheme breaking or width
    /// lookups (which made drawing a 200-column Home a third of the launch). Nil, having written nothing, when any
    /// byte is not printable ASCII: the general path handles controls, combining marks and wide characters.
    private mutating func writeASCII(
        _ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, limit: Int, style: Style
    ) -> Int? {
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        let count = max(0, min(bytes.count, limit))
        let first = max(0, -x)
        guard first < count else { return count }
        // Only the run's two ends can cut a wide character in half; every cell between is overwritten.
        clearWideNeighbours(x: x + first, y: y, width: count - first)
        let row = y * width + x
        let symbols = Self.asciiSymbols
        for i in first..<count {
            cells[row + i] = Cell(symbols[Int(bytes[i]) - 0x20], style: style)
        }
        return count
    }

    /// One-character strings for printable ASCII (0x20–0x7E), so a cell's symbol is not made byte by byte.
    private static let asciiSymbols: [String] = (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) }

    /// When overwriting half of a wide character, the other half would be left dangling: blank it.
    private mutating func clearWideNeighbours(x: Int, y: Int, width w: Int) {
        if self[x, y].isContinuation, x > 0 { self[x - 1, y].symbol = " " }
        let after = x + w
        if after < width, self[after, y].isContinuation { self[after, y].symbol = " " }
    }

    /// The grid as text, one line per row, trailing spaces trimmed: what render tests compare.
    public var text: String { lines().joined(separator: "\n") }

    public func lines() -> [String] {
        (0..<height).map { y in
            var line = ""
            for x in 0..<width { line += cells[y * width + x].symbol }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    /// The cells that are not blank, in row order: what a frame changes on a screen just cleared.
    public func changesFromBlank() -> [(x: Int, y: Int, cell: Cell)] {
        var out: [(x: Int, y: Int, cell: Cell)] = []
        // Most cells of a first frame are blank: the style is compared first, being cheaper than the symbol.
        let plain = Style.plain
        cells.withUnsafeBufferPointer { cells in
            for y in 0..<height {
                for x in 0..<width where cells[y * width + x].style != plain || cells[y * width + x].symbol != " " {
                    out.append((x, y, cells[y * width + x]))
                }
            }
        }
        return out
    }

    /// Cells that differ from `previous`, in row order: what a backend must send. Everything, if sizes differ.
    public func changes(from previous: Buffer?) -> [(x: Int, y: Int, cell: Cell)] {
        let full = previous == nil || previous!.width != width || previous!.height != height
        // The changed cells' indices first, then the list at its size: grown as it went, a frame that changes every
        // cell held the list twice over at the last doubling (1 MB at 200×60).
        var changed: [Int32] = []
        for index in cells.indices where full || previous!.cells[index] != cells[index] { changed.append(Int32(index)) }
        var out: [(x: Int, y: Int, cell: Cell)] = []
        out.reserveCapacity(changed.count)
        for index in changed.lazy.map(Int.init) { out.append((index % width, index / width, cells[index])) }
        return out
    }
}
