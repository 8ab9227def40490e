import TerminalUI

/// The top row: the app's name and where you are ("Weather › New York, NY › Map"), with an optional banner on the
/// right. When space is short the breadcrumb keeps its end, which is where you are.
struct TitleBar: Widget {
    var crumbs: [String]
    var banner: String?

    static let separator = " › "
    static let barStyle = Style(attributes: .reverse)

    func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        buffer.fill(area, with: Cell(" ", style: Self.barStyle))
        var right = 0
        if let banner, area.width > DisplayWidth.of(banner) + 20 {
            right = DisplayWidth.of(banner) + 1
            buffer.write(banner, x: area.maxX - right, y: area.y, style: Self.barStyle.adding(.bold).fg(.yellow))
        }
        let path = crumbs.joined(separator: Self.separator)
        let room = area.width - right - 2
        let shown = DisplayWidth.of(path) <= room ? path : "…" + Self.tail(of: path, columns: room - 1)
        buffer.write(shown, x: area.x + 1, y: area.y, maxWidth: room, style: Self.barStyle.adding(.bold))
    }

    /// The end of `text` that fits in `columns`, never splitting a wide character.
    static func tail(of text: String, columns: Int) -> String {
        var out: [Character] = []
        var used = 0
        for ch in text.reversed() {
            let w = DisplayWidth.of(ch)
            if used + w > columns { break }
            used += w
            out.append(ch)
        }
        return String(out.reversed())
    }
}
