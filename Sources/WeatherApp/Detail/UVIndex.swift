import TerminalUI

/// The UV index's WHO/EPA categories and their colours, for the current conditions and the daily table. Colour
/// only adds to the number, which is always shown: terminals without colour still read it right.
enum UVIndex {
    /// Low 0–2 green, moderate 3–5 yellow, high 6–7 orange (yellow on 8- and 16-colour terminals: the palette
    /// picks the nearest), very high 8–10 red, extreme 11+ magenta; by the rounded value, as it is shown.
    static func style(_ value: Double?) -> Style {
        guard let value, value.isFinite else { return .plain }
        return switch value.rounded() {
        case ..<3: Style(foreground: .green)
        case ..<6: Style(foreground: .yellow)
        case ..<8: Style(foreground: .indexed(208))
        case ..<11: Style(foreground: .red)
        default: Style(foreground: .magenta)
        }
    }
}
