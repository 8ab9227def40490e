@testable import TerminalUI

/// Renders `widget` into a fresh `width`×`height` buffer, over all of it or over `area`.
func render(_ widget: some Widget, width: Int, height: Int, area: Rect? = nil) -> Buffer {
    var buffer = Buffer(width: width, height: height)
    widget.render(into: &buffer, area: area ?? buffer.area)
    return buffer
}

/// A buffer filled with "·", so tests can see which cells a widget touched and which it left alone.
func dotted(width: Int, height: Int) -> Buffer {
    var buffer = Buffer(width: width, height: height)
    buffer.fill(buffer.area, with: Cell("·"))
    return buffer
}

/// Renders `widget` into `area` of a dotted buffer and reports whether any cell outside `area` changed.
func writesOutside(_ widget: some Widget, area: Rect, width: Int = 20, height: Int = 10) -> Bool {
    var buffer = dotted(width: width, height: height)
    widget.render(into: &buffer, area: area)
    for y in 0..<height {
        for x in 0..<width where !area.contains(x: x, y: y) && buffer[x, y] != Cell("·") { return true }
    }
    return false
}
