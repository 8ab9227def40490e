/// Shown instead of a screen when the terminal is smaller than it needs: "Terminal too small: 30×10 — need at least
/// 40×12", centred. It falls back to shorter wordings as space shrinks, down to "…" at 1×1.
public struct TooSmallView: Widget, Hashable, Sendable {
    /// The wordings, longest first, `{0}` standing for a size: English unless an app gives its language's.
    public struct Words: Hashable, Sendable {
        /// "Terminal too small: {0}" (the size there is), "need at least {0}" (the size needed).
        public var tooSmall, needAtLeast: String
        /// The shorter forms: "Too small: {0}", "Too small", "need {0}".
        public var tooSmallShort, tooSmallBare, need: String

        public init(tooSmall: String, needAtLeast: String, tooSmallShort: String, tooSmallBare: String, need: String) {
            self.tooSmall = tooSmall
            self.needAtLeast = needAtLeast
            self.tooSmallShort = tooSmallShort
            self.tooSmallBare = tooSmallBare
            self.need = need
        }

        public static let english = Words(
            tooSmall: "Terminal too small: {0}", needAtLeast: "need at least {0}", tooSmallShort: "Too small: {0}",
            tooSmallBare: "Too small", need: "need {0}")
    }

    public var minWidth: Int
    public var minHeight: Int
    public var style: Style
    public var words: Words

    public init(
        minWidth: Int = 40, minHeight: Int = 12, style: Style = Style(foreground: .yellow, attributes: .bold),
        words: Words = .english
    ) {
        self.minWidth = minWidth
        self.minHeight = minHeight
        self.style = style
        self.words = words
    }

    /// The lines shown in a `width`×`height` area: the first wording whose lines all fit.
    public func lines(width: Int, height: Int) -> [String] {
        let have = "\(width)×\(height)"
        let need = "\(minWidth)×\(minHeight)"
        let first = words.tooSmall.replacing("{0}", with: have)
        let second = words.needAtLeast.replacing("{0}", with: need)
        let candidates: [[String]] = [
            ["\(first) — \(second)"],
            TextLayout.wrap(first, width: width) + TextLayout.wrap(second, width: width),
            [words.tooSmallShort.replacing("{0}", with: have), words.need.replacing("{0}", with: need)],
            [words.tooSmallBare, words.need.replacing("{0}", with: need)],
            [words.need.replacing("{0}", with: need)],
            [need],
        ]
        for lines in candidates where lines.count <= height && lines.allSatisfy({ DisplayWidth.of($0) <= width }) {
            return lines
        }
        return [TextLayout.truncate(need, toWidth: width)]
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        let area = area.intersection(buffer.area)
        guard !area.isEmpty else { return }
        buffer.fill(area)
        let lines = lines(width: area.width, height: area.height)
        let top = area.y + max(0, area.height - lines.count) / 2
        for (i, text) in lines.prefix(area.height).enumerated() {
            buffer.write(line: Line(text, style: style), x: area.x, y: top + i, width: area.width, alignment: .center)
        }
    }
}
