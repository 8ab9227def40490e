import TerminalUI
import WeatherCore

/// The layer's colour steps, for the colours the terminal has. Temperature runs blue → cyan → green → yellow →
/// orange → red (a sequential ramp from the xterm-256 cube, 17 steps of 4 °C from below -24 °C to 36 °C and above;
/// 10 steps on 16 colours, 5 on 8). Precipitation is shades of blue from 0.1 mm in the current 15 minutes; less is
/// dry and not coloured. Steps are few and fixed, so the colour pairs a frame needs stay bounded (each step is one
/// background with one contrasting text colour).
struct MapLayerRamp: Equatable {
    /// The colours, lowest first.
    let colors: [Color]
    /// `colors.count - 1` ascending bounds, in metric units (°C, mm): a value at or above `thresholds[i]` takes
    /// `colors[i + 1]`.
    let thresholds: [Double]
    /// Values under this are not coloured (dry); nil: every value is.
    let floor: Double?

    static func temperature(_ depth: ColorDepth) -> MapLayerRamp {
        switch depth {
        case .palette256, .none:
            MapLayerRamp(
                colors: [21, 27, 33, 39, 45, 51, 49, 46, 118, 190, 226, 220, 214, 208, 202, 196, 160].map(
                    Color.indexed),
                thresholds: stride(from: -24.0, through: 36, by: 4).map { $0 }, floor: nil)
        case .basic16:
            MapLayerRamp(
                colors: [
                    .blue, .brightBlue, .cyan, .brightCyan, .green, .brightGreen, .brightYellow, .yellow, .brightRed,
                    .red,
                ],
                thresholds: [-20, -12, -4, 4, 10, 16, 22, 28, 34], floor: nil)
        case .basic8:
            MapLayerRamp(colors: [.blue, .cyan, .green, .yellow, .red], thresholds: [-8, 6, 18, 28], floor: nil)
        }
    }

    static func precipitation(_ depth: ColorDepth) -> MapLayerRamp {
        switch depth {
        case .palette256, .none:
            MapLayerRamp(
                colors: [153, 117, 75, 33, 21].map(Color.indexed), thresholds: [0.5, 1, 2, 4], floor: dryBelow)
        case .basic16:
            MapLayerRamp(colors: [.brightCyan, .brightBlue, .blue], thresholds: [1, 4], floor: dryBelow)
        case .basic8:
            MapLayerRamp(colors: [.cyan, .blue], thresholds: [2], floor: dryBelow)
        }
    }

    /// Less precipitation than this (mm in the current 15 minutes) is drawn as dry.
    static let dryBelow = 0.1

    static func ramp(_ kind: MapLayerKind, _ depth: ColorDepth) -> MapLayerRamp? {
        switch kind {
        case .none, .radar: nil
        case .temperature: temperature(depth)
        case .precipitation: precipitation(depth)
        }
    }

    /// The step of a metric value, or nil below the floor.
    func step(_ metric: Double) -> Int? {
        if let floor, metric < floor { return nil }
        var low = 0
        var high = thresholds.count
        while low < high {
            let middle = (low + high) / 2
            if metric >= thresholds[middle] { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func color(_ metric: Double) -> Color? { step(metric).map { colors[$0] } }

    /// A value in `units` in the ramp's metric units.
    static func metric(_ kind: MapLayerKind, _ value: Double, _ units: UnitSystem) -> Double {
        guard units == .imperial else { return value }
        return kind == .temperature
            ? UnitConversion.celsius(fromFahrenheit: value) : UnitConversion.millimetres(fromInches: value)
    }
}
