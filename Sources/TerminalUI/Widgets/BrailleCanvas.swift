/// A drawing surface of braille dots, 2 wide and 4 high per cell, for charts and the map. Coordinates are in dots,
/// (0, 0) top-left; points outside are ignored. Each cell keeps the style of the last dot drawn in it. Text labels
/// sit on top, in cell coordinates. Rendering writes U+2800 plus the cell's dot bits; cells without dots stay blank.
/// With `ascii`, each cell with dots is drawn as an ASCII plotting character instead (``ASCIIFallback/plot(brailleBits:)``).
public struct BrailleCanvas: Widget, Hashable, Sendable {
    public struct Label: Hashable, Sendable {
        public var text: String
        public var x: Int
        public var y: Int
        public var style: Style
    }

    /// Size in cells.
    public let width: Int
    public let height: Int
    private var bits: [UInt8]
    private var styles: [Style]
    public private(set) var labels: [Label] = []
    /// Draws ASCII plotting characters rather than braille, for terminals without braille.
    public var ascii: Bool

    public init(width: Int, height: Int, ascii: Bool = false) {
        self.ascii = ascii
        self.width = max(0, width)
        self.height = max(0, height)
        bits = Array(repeating: 0, count: self.width * self.height)
        styles = Array(repeating: .plain, count: self.width * self.height)
    }

    /// Size in dots.
    public var dotWidth: Int { width * 2 }
    public var dotHeight: Int { height * 4 }

    /// Braille bit for the dot at (column 0-1, row 0-3) of a cell, per the Unicode braille pattern numbering.
    private static let dotBits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

    /// Sets the dot at (x, y), if it is on the canvas.
    public mutating func set(x: Int, y: Int, style: Style = .plain) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        let i = (y / 4) * width + x / 2
        bits[i] |= Self.dotBits[y % 4][x % 2]
        styles[i] = style
    }

    /// Whether the dot at (x, y) is set.
    public func isSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return false }
        return bits[(y / 4) * width + x / 2] & Self.dotBits[y % 4][x % 2] != 0
    }

    /// A straight line between two dots, both ends included (Bresenham), clipped to the canvas.
    public mutating func line(from a: (x: Int, y: Int), to b: (x: Int, y: Int), style: Style = .plain) {
        // Both ends beyond the same edge: nothing to draw (saves walking long off-canvas segments of a map).
        if (a.x < 0 && b.x < 0) || (a.y < 0 && b.y < 0) || (a.x >= dotWidth && b.x >= dotWidth)
            || (a.y >= dotHeight && b.y >= dotHeight)
        {
            return
        }
        var x = a.x
        var y = a.y
        let dx = abs(b.x - a.x)
        let dy = -abs(b.y - a.y)
        let sx = a.x < b.x ? 1 : -1
        let sy = a.y < b.y ? 1 : -1
        var err = dx + dy
        while true {
            set(x: x, y: y, style: style)
            if x == b.x && y == b.y { break }
            let e2 = 2 * err
            if e2 >= dy {
                err += dy
                x += sx
            }
            if e2 <= dx {
                err += dx
                y += sy
            }
            if leftCanvas(x: x, y: y, sx: sx, sy: sy) { break }
        }
    }

    /// True once the walk has gone beyond an edge it is moving away from: no later point can be on the canvas.
    private func leftCanvas(x: Int, y: Int, sx: Int, sy: Int) -> Bool {
        (sx > 0 && x >= dotWidth) || (sx < 0 && x < 0) || (sy > 0 && y >= dotHeight) || (sy < 0 && y < 0)
    }

    /// Lines joining consecutive points.
    public mutating func polyline(_ points: [(x: Int, y: Int)], style: Style = .plain) {
        guard let first = points.first else { return }
        if points.count == 1 { set(x: first.x, y: first.y, style: style) }
        for (a, b) in zip(points, points.dropFirst()) { line(from: a, to: b, style: style) }
    }

    /// Text drawn over the dots at cell (x, y); later labels cover earlier ones.
    public mutating func label(_ text: String, x: Int, y: Int, style: Style = .plain) {
        labels.append(Label(text: text, x: x, y: y, style: style))
    }

    /// Removes all dots and labels.
    public mutating func clear() {
        for i in bits.indices {
            bits[i] = 0
            styles[i] = .plain
        }
        labels = []
    }

    /// The character for cell (x, y): a braille pattern (an ASCII plotting character with `ascii`), or " " when
    /// no dot is set.
    public func character(x: Int, y: Int) -> String {
        guard x >= 0, y >= 0, x < width, y < height else { return " " }
        let b = bits[y * width + x]
        if b == 0 { return " " }
        return ascii
            ? String(ASCIIFallback.plot(brailleBits: b)) : String(Character(Unicode.Scalar(0x2800 + UInt32(b))!))
    }

    /// Draws the canvas's top-left part that fits in `area`: clears it, then dots, then labels.
    public func render(into buffer: inout Buffer, area: Rect) {
        let clip = area.intersection(buffer.area)
        guard !clip.isEmpty else { return }
        buffer.fill(clip)
        for y in clip.y..<clip.maxY {
            for x in clip.x..<clip.maxX {
                let cx = x - area.x
                let cy = y - area.y
                guard cx < width, cy < height, bits[cy * width + cx] != 0 else { continue }
                buffer[x, y] = Cell(character(x: cx, y: cy), style: styles[cy * width + cx])
            }
        }
        for label in labels {
            let x = area.x + label.x
            let y = area.y + label.y
            guard y >= clip.y, y < clip.maxY, x < clip.maxX else { continue }
            // A label starting left of the clip loses the graphemes that fall outside it.
            var text = Substring(label.text)
            var start = x
            while start < clip.x, let c = text.first {
                start += DisplayWidth.of(c)
                text = text.dropFirst()
            }
            buffer.write(text, x: start, y: y, maxWidth: clip.maxX - start, style: label.style)
        }
    }
}
