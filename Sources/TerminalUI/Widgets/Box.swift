/// The characters of a border.
public struct BorderSet: Hashable, Sendable {
    public var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: String

    public init(
        topLeft: String, topRight: String, bottomLeft: String, bottomRight: String, horizontal: String, vertical: String
    ) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let plain = BorderSet(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    public static let rounded = BorderSet(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
    public static let thick = BorderSet(
        topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
    public static let double = BorderSet(
        topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
    /// For terminals or fonts without box-drawing characters.
    public static let ascii = BorderSet(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")
}

/// A bordered box with an optional title in the top border ("╭─ Title ───╮") and an optional footer in the bottom
/// one. Focused, the border and title take `focusedStyle`. Draws only the border unless `clearsInside`.
public struct Box: Widget, Hashable, Sendable {
    public var title: String?
    public var footer: String?
    public var border: BorderSet
    public var focused: Bool
    public var style: Style
    public var focusedStyle: Style
    public var clearsInside: Bool

    public init(
        title: String? = nil, footer: String? = nil, border: BorderSet = .rounded, focused: Bool = false,
        style: Style = .plain, focusedStyle: Style = Style(foreground: .cyan, attributes: .bold),
        clearsInside: Bool = false
    ) {
        self.title = title
        self.footer = footer
        self.border = border
        self.focused = focused
        self.style = style
        self.focusedStyle = focusedStyle
        self.clearsInside = clearsInside
    }

    /// The area inside the border.
    public static func inner(of area: Rect) -> Rect { area.inset(by: 1) }
    public func inner(of area: Rect) -> Rect { Self.inner(of: area) }

    public func render(into buffer: inout Buffer, area: Rect) { draw(into: &buffer, area: area) }

    /// Draws the box and returns the area inside the border, for its content.
    @discardableResult
    public func draw(into buffer: inout Buffer, area: Rect) -> Rect {
        let inner = Self.inner(of: area)
        // Clip drawing to the buffer, but lay out on the requested area so the border does not move.
        guard area.width >= 2, area.height >= 2, !area.intersection(buffer.area).isEmpty else { return inner }
        let s = focused ? focusedStyle : style
        if clearsInside { buffer.fill(inner) }
        // The runs are filled cell by cell: measuring each dash's width as text was a tenth of the first frame.
        let horizontal = Cell(border.horizontal, style: s)
        let vertical = Cell(border.vertical, style: s)
        for (y, left, right) in [
            (area.y, border.topLeft, border.topRight), (area.maxY - 1, border.bottomLeft, border.bottomRight),
        ] {
            buffer.write(left, x: area.x, y: y, style: s)
            buffer.fill(Rect(x: area.x + 1, y: y, width: area.width - 2, height: 1), with: horizontal)
            buffer.write(right, x: area.maxX - 1, y: y, style: s)
        }
        for x in [area.x, area.maxX - 1] {
            buffer.fill(Rect(x: x, y: inner.y, width: 1, height: inner.height), with: vertical)
        }
        if let title { writeCaption(title, y: area.y, area: area, style: s.adding(.bold), into: &buffer) }
        if let footer { writeCaption(footer, y: area.maxY - 1, area: area, style: s, into: &buffer) }
        return inner
    }

    /// " caption " after one border dash, truncated to leave the corners and a dash each side.
    private func writeCaption(_ caption: String, y: Int, area: Rect, style: Style, into buffer: inout Buffer) {
        let room = area.width - 6
        guard room >= 1, !caption.isEmpty else { return }
        let text = " " + TextLayout.truncate(caption, toWidth: room) + " "
        buffer.write(text, x: area.x + 2, y: y, maxWidth: area.width - 4, style: style)
    }
}
