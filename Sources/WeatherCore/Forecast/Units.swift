import FoundationEssentials

/// The one place for unit request parameters, labels and number formatting. Missing values print as "—".
///
/// Imperial: °F, mph, inches, pressure in inHg (converted from the API's hPa). Metric: °C, km/h, mm, hPa.
public enum Units {
    /// What a missing value is drawn as.
    public static let missing = "—"

    /// Open-Meteo query parameters for a unit system, with wind in `wind` (default: the system's own unit).
    public static func queryItems(
        for system: UnitSystem, wind: WindUnit? = nil
    ) -> [(name: String, value: String)] {
        let speed = ("wind_speed_unit", (wind ?? .standard(for: system)).queryValue)
        switch system {
        case .imperial: return [("temperature_unit", "fahrenheit"), speed, ("precipitation_unit", "inch")]
        case .metric: return [("temperature_unit", "celsius"), speed, ("precipitation_unit", "mm")]
        }
    }

    // MARK: Labels

    public static func temperatureLabel(_ system: UnitSystem) -> String { system == .imperial ? "°F" : "°C" }
    public static func windSpeedLabel(_ system: UnitSystem) -> String { WindUnit.standard(for: system).label }
    public static func precipitationLabel(_ system: UnitSystem) -> String { system == .imperial ? "in" : "mm" }
    public static func pressureLabel(_ system: UnitSystem) -> String { system == .imperial ? "inHg" : "hPa" }

    /// Open-Meteo's own spellings made readable: "mp/h" → "mph", "inch" → "in", "knots" → "kn".
    public static func normalizedLabel(_ label: String) -> String {
        switch label {
        case "mp/h": "mph"
        case "knots": "kn"
        case "inch": "in"
        default: label
        }
    }

    // MARK: Formatting

    /// "72°F" (rounded to a whole degree; never "-0").
    public static func temperature(_ value: Double?, _ system: UnitSystem) -> String {
        guard let value, value.isFinite else { return missing }
        return "\(whole(value))\(temperatureLabel(system))"
    }

    /// "72°" without the scale, for tight columns.
    public static func degrees(_ value: Double?) -> String {
        guard let value, value.isFinite else { return missing }
        return "\(whole(value))°"
    }

    /// "12 mph", "19 km/h", "5 m/s", "10 kn".
    public static func windSpeed(_ value: Double?, _ unit: WindUnit) -> String {
        guard let value, value.isFinite else { return missing }
        return "\(whole(value)) \(unit.label)"
    }

    /// "12 mph NW", or just the speed when the direction is missing.
    public static func wind(speed: Double?, direction: Double?, _ unit: WindUnit) -> String {
        wind(speed: speed, direction: direction, unit, in: .en)
    }

    /// "0.12 in" (two decimals) / "3.4 mm" (one decimal).
    public static func precipitation(_ value: Double?, _ system: UnitSystem) -> String {
        guard let value, value.isFinite else { return missing }
        let digits = system == .imperial ? 2 : 1
        return "\(fixed(value, digits)) \(precipitationLabel(system))"
    }

    /// Pressure given in hPa (as the API always sends it): "1016 hPa", or "30.00 inHg" for imperial.
    public static func pressure(_ hPa: Double?, _ system: UnitSystem) -> String {
        guard let hPa, hPa.isFinite else { return missing }
        switch system {
        case .metric: return "\(whole(hPa)) hPa"
        case .imperial: return "\(fixed(UnitConversion.inchesOfMercury(fromHectopascals: hPa), 2)) inHg"
        }
    }

    /// "40%".
    public static func percent(_ value: Double?) -> String {
        guard let value, value.isFinite else { return missing }
        return "\(whole(value))%"
    }

    /// UV index as a whole number: "6".
    public static func uvIndex(_ value: Double?) -> String {
        guard let value, value.isFinite else { return missing }
        return "\(whole(value))"
    }

    // MARK: Direction

    private static let points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]

    /// The 8-point compass name for a direction in degrees ("NW"); nil when missing.
    public static func compassPoint(_ degrees: Double?) -> String? {
        guard let index = octant(degrees) else { return nil }
        return points[index]
    }

    /// "NW", or "—" when missing.
    public static func compass(_ degrees: Double?) -> String { compassPoint(degrees) ?? missing }

    /// An arrow pointing where the wind blows TO (wind from the NW → "↘"). Unicode arrows are one column wide
    /// (East Asian width "ambiguous": two columns only in CJK locales). ASCII and no-icon sets get the compass name.
    public static func windArrow(_ degrees: Double?, iconSet: IconSet = .unicode) -> String {
        guard let index = octant(degrees) else { return missing }
        guard iconSet == .unicode else { return points[index] }
        return ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"][index]
    }

    private static func octant(_ degrees: Double?) -> Int? {
        guard let degrees, degrees.isFinite else { return nil }
        let normalized = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        return Int((normalized / 45).rounded()) % 8
    }

    // MARK: Numbers

    /// Rounded half away from zero; "-0" becomes "0".
    static func whole(_ value: Double) -> String {
        let rounded = value.rounded()
        if rounded == 0 { return "0" }
        return abs(rounded) < 1e15 ? String(Int(rounded)) : rounded.fixed(0)
    }

    static func fixed(_ value: Double, _ digits: Int) -> String {
        let text = value.fixed(digits)
        return text
    }
}
