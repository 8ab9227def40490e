/// How many colours a terminal shows, for views that choose their colours by it (a ramp of 256-colour steps has
/// fewer, distinct steps on a smaller terminal) or draw differently without any (`NO_COLOR`).
public enum ColorDepth: Hashable, Sendable {
    case none, basic8, basic16, palette256

    /// From the terminal's colour count (ncurses `COLORS`; 0 when colours are off).
    public init(colorCount: Int) {
        switch colorCount {
        case 256...: self = .palette256
        case 16...: self = .basic16
        case 8...: self = .basic8
        default: self = .none
        }
    }

    public var hasColors: Bool { self != .none }
}
