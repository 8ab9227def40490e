/// The unit wind speeds are shown in (`windUnit` in the settings, `--wind-unit`). Without a choice it follows the
/// unit system: mph for imperial, km/h for metric.
public enum WindUnit: String, Hashable, Sendable, Codable, CaseIterable {
    case mph, kmh, ms, kn

    /// The unit a unit system shows wind in when none was chosen.
    public static func standard(for system: UnitSystem) -> WindUnit { system == .imperial ? .mph : .kmh }

    /// "mph", "km/h", "m/s", "kn".
    public var label: String {
        switch self {
        case .mph: "mph"
        case .kmh: "km/h"
        case .ms: "m/s"
        case .kn: "kn"
        }
    }

    /// Open-Meteo's `wind_speed_unit` value (the raw value spells the same).
    public var queryValue: String { rawValue }

    /// The next unit in `allCases` order, wrapping: what Detail's `w` switches to.
    public var next: WindUnit {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// Metres per second in one of this unit (exact: 1 mi = 1609.344 m, 1 nmi = 1852 m).
    var metresPerSecond: Double {
        switch self {
        case .mph: 0.44704
        case .kmh: 1 / 3.6
        case .ms: 1
        case .kn: 1852.0 / 3600
        }
    }

    /// `value` (in `unit`) in this unit.
    public func convert(_ value: Double, from unit: WindUnit) -> Double {
        unit == self ? value : value * unit.metresPerSecond / metresPerSecond
    }
}
