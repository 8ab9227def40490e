/// A rectangle of cells. Origin is the top-left corner; sizes are never negative.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }
    public var description: String { "(\(x),\(y) \(width)×\(height))" }

    public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }

    /// The part of `self` that lies inside `other`.
    public func intersection(_ other: Rect) -> Rect {
        let nx = max(x, other.x)
        let ny = max(y, other.y)
        let mx = min(maxX, other.maxX)
        let my = min(maxY, other.maxY)
        return Rect(x: nx, y: ny, width: mx - nx, height: my - ny)
    }

    /// Shrinks every side by `by` cells (a border, a margin).
    public func inset(by amount: Int) -> Rect { inset(top: amount, left: amount, bottom: amount, right: amount) }

    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
    }

    /// Splits off `count` rows from the top: (taken, rest).
    public func splitTop(_ count: Int) -> (Rect, Rect) {
        let n = min(max(0, count), height)
        return (Rect(x: x, y: y, width: width, height: n), Rect(x: x, y: y + n, width: width, height: height - n))
    }

    /// Splits off `count` rows from the bottom: (rest, taken).
    public func splitBottom(_ count: Int) -> (Rect, Rect) {
        let n = min(max(0, count), height)
        return (Rect(x: x, y: y, width: width, height: height - n), Rect(x: x, y: maxY - n, width: width, height: n))
    }

    /// Splits off `count` columns from the left: (taken, rest).
    public func splitLeft(_ count: Int) -> (Rect, Rect) {
        let n = min(max(0, count), width)
        return (Rect(x: x, y: y, width: n, height: height), Rect(x: x + n, y: y, width: width - n, height: height))
    }

    /// A rectangle of the given size centred in `self`, clipped to it.
    public func centered(width w: Int, height h: Int) -> Rect {
        let cw = min(w, width)
        let ch = min(h, height)
        return Rect(x: x + (width - cw) / 2, y: y + (height - ch) / 2, width: cw, height: ch)
    }
}
