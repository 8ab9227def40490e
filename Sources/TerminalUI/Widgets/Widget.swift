/// Something that draws itself into a rectangle of a `Buffer`. Widgets are values built fresh for each frame
/// from state; they hold no terminal state and never write outside `area` (nor outside the buffer).
public protocol Widget {
    func render(into buffer: inout Buffer, area: Rect)
}

extension Rect {
    /// Every row of the rectangle as a one-row rectangle, top to bottom.
    public var rows: [Rect] { (0..<height).map { Rect(x: x, y: y + $0, width: width, height: 1) } }

    /// A one-row rectangle for row `index` (0-based from the top).
    public func row(_ index: Int) -> Rect { Rect(x: x, y: y + index, width: width, height: 1) }
}
