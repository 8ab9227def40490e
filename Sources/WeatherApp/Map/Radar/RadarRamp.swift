import TerminalUI
import WeatherCore

/// The radar's colours: the NWS reflectivity scale from 20 dBZ (light rain, light green) through yellow, orange and
/// red to magenta (hail), in 5 dBZ steps on 256 colours; fewer, coarser steps on 16 and 8. Echoes under 20 dBZ
/// (drizzle, clear-air returns) are not drawn. Without colours, intensity is braille density.
enum RadarRamp {
    /// Drawn from this dBZ up.
    static let floor = 20

    /// (lower bound in dBZ, colour), lowest first.
    static func steps(_ depth: ColorDepth) -> [(dbz: Int, color: Color)] {
        switch depth {
        case .palette256, .none:
            [
                (20, 120), (25, 76), (30, 34), (35, 226), (40, 220), (45, 208), (50, 196), (55, 160), (60, 124),
                (65, 201),
                (70, 135), (75, 231),
            ].map { ($0.0, Color.indexed($0.1)) }
        case .basic16:
            [
                (20, .brightGreen), (30, .green), (35, .brightYellow), (45, .yellow), (50, .brightRed), (55, .red),
                (65, .brightMagenta),
            ]
        case .basic8:
            [(20, .green), (35, .yellow), (50, .red), (65, .magenta)]
        }
    }

    /// The colour of a dBZ, nil under the floor.
    static func color(_ dbz: Int, _ depth: ColorDepth) -> Color? {
        guard dbz >= floor else { return nil }
        return steps(depth).last { $0.dbz <= dbz }?.color
    }

    /// Without colours: braille cells with more dots for stronger echoes (1, 2, 4, 6, 8 dots).
    static func density(_ dbz: Int) -> String? {
        switch dbz {
        case ..<floor: nil
        case ..<30: "⠂"
        case ..<40: "⠢"
        case ..<50: "⠭"
        case ..<60: "⠿"
        default: "⣿"
        }
    }
}
