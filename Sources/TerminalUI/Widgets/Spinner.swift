/// An activity spinner: the frame for a tick of a timer, then an optional label ("⠋ Loading Portland, OR…").
/// The screen owns the tick (a timer effect bumps it); the spinner is a pure function of it.
public struct Spinner: Widget, Hashable, Sendable {
    public static let braille = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    public static let ascii = ["|", "/", "-", "\\"]

    public var frames: [String]
    public var tick: Int
    public var label: String
    public var style: Style
    public var labelStyle: Style

    public init(
        tick: Int, label: String = "", frames: [String] = Spinner.braille, style: Style = Style(foreground: .cyan),
        labelStyle: Style = .plain
    ) {
        self.frames = frames
        self.tick = tick
        self.label = label
        self.style = style
        self.labelStyle = labelStyle
    }

    /// The frame shown at `tick` (any integer; negative ticks count backwards).
    public static func frame(at tick: Int, frames: [String] = braille) -> String {
        guard !frames.isEmpty else { return "" }
        let n = frames.count
        return frames[((tick % n) + n) % n]
    }

    public var currentFrame: String { Self.frame(at: tick, frames: frames) }

    /// With no frames (nothing may move by itself, as for a screen reader) the label alone.
    public var line: Line {
        if frames.isEmpty { return Line(label, style: labelStyle) }
        return label.isEmpty
            ? Line(currentFrame, style: style)
            : Line([Span(currentFrame, style: style), Span(" " + label, style: labelStyle)])
    }

    public func render(into buffer: inout Buffer, area: Rect) {
        let area = area.intersection(buffer.area)
        guard !area.isEmpty else { return }
        buffer.fill(area.row(0))
        buffer.write(line: line, in: area)
    }
}
