import TerminalUI

/// The top row: the app's name and where you are ("Weather › New York, NY › Map"), with an optional banner on the
/// right. When space is short the breadcrumb keeps its end, which is where you are.
struct TitleBar: Widget {
    var crumbs: [String]
    var banner: String?

    static let separator = " › "
    static let barStyle = Style(attributes: .reverse)

    /// Where the breadcrumb goes: its text (cut at the front when long) and where it starts; and where the banner
    /// goes, if it has room. Drawing and hit-testing both use it.
    struct Placement {
        var path: String
        var shown: String
        var x: Int
        var room: Int
        var banner: (text: String, x: Int)?
    }

    func placement(in area: Rect) -> Placement {
        var right = 0
        var bannerPlace: (String, Int)?
        if let banner, area.width > DisplayWidth.of(banner) + 20 {
            right = DisplayWidth.of(banner) + 1
            bannerPlace = (banner, area.maxX - right)
        }
        let path = crumbs.joined(separator: Self.separator)
        let room = area.width - right - 2
        let shown = DisplayWidth.of(path) <= room ? path : "…" + Self.tail(of: path, columns: room - 1)
        return Placement(path: path, shown: shown, x: area.x + 1, room: room, banner: bannerPlace)
    }

    func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        buffer.fill(area, with: Cell(" ", style: Self.barStyle))
        let place = placement(in: area)
        if let banner = place.banner {
            buffer.write(banner.text, x: banner.x, y: area.y, style: Self.barStyle.adding(.bold).fg(.yellow))
        }
        buffer.write(place.shown, x: place.x, y: area.y, maxWidth: place.room, style: Self.barStyle.adding(.bold))
    }

    /// The index of the crumb drawn at `column` in `area`, or nil (a separator, the "…", or past the path).
    func crumb(atColumn column: Int, in area: Rect) -> Int? {
        let place = placement(in: area)
        guard place.room > 0 else { return nil }
        // The path's column under `column`: a cut path shows its end after the "…".
        let cut = DisplayWidth.of(place.path) - DisplayWidth.of(place.shown)
        let offset = column - place.x
        guard offset >= 0, offset < min(place.room, DisplayWidth.of(place.shown)) else { return nil }
        if cut > 0, offset == 0 { return nil }
        let pathColumn = offset + cut
        var start = 0
        for (index, crumb) in crumbs.enumerated() {
            let width = DisplayWidth.of(crumb)
            if (start..<(start + width)).contains(pathColumn) { return index }
            start += width + DisplayWidth.of(Self.separator)
        }
        return nil
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
