/// A WMO weather interpretation code as Open-Meteo sends it, with a description and an icon.
/// Any integer is accepted: codes outside the table describe as "unknown" with a "?" icon.
///
/// Unicode icons are all ONE column wide: text-presentation symbols (East Asian width "neutral", not emoji
/// by default, no variation selectors), so tables align in every locale. ASCII icons are one character.
/// The `.none` set is the empty string.
public struct WeatherCode: RawRepresentable, Hashable, Sendable, Codable {
    public var rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// Whether the code is one Open-Meteo documents.
    public var isKnown: Bool { Self.table[rawValue] != nil }

    /// "Partly cloudy"; "unknown" for a code outside the table.
    public var description: String { Self.table[rawValue]?.text ?? "unknown" }

    /// The icon in `set`. Clear and mainly clear have night variants (moon instead of sun) when `isDay` is false.
    public func icon(_ set: IconSet, isDay: Bool = true) -> String {
        guard let entry = Self.table[rawValue] else { return set == .none ? "" : "?" }
        let night = !isDay && (rawValue == 0 || rawValue == 1)
        switch set {
        case .unicode: return night ? (rawValue == 0 ? "☾" : "☽") : entry.unicode
        case .ascii: return night ? "C" : entry.ascii
        case .none: return ""
        }
    }

    /// Description for an optional code: "—" when missing.
    public static func description(for code: Int?) -> String {
        code.map { WeatherCode($0).description } ?? Units.missing
    }

    /// Icon for an optional code: a dash of the same width when missing ("" for the `.none` set).
    public static func icon(for code: Int?, _ set: IconSet, isDay: Bool? = true) -> String {
        guard let code else { return set == .none ? "" : (set == .unicode ? Units.missing : "-") }
        return WeatherCode(code).icon(set, isDay: isDay ?? true)
    }

    /// Every code Open-Meteo documents, in order.
    public static var allKnown: [WeatherCode] { table.keys.sorted().map(WeatherCode.init(rawValue:)) }

    private struct Entry {
        let text: String
        let unicode: String
        let ascii: String
    }

    private static let table: [Int: Entry] = [
        0: Entry(text: "Clear sky", unicode: "☀", ascii: "*"),
        1: Entry(text: "Mainly clear", unicode: "☼", ascii: "*"),
        2: Entry(text: "Partly cloudy", unicode: "☁", ascii: "%"),
        3: Entry(text: "Overcast", unicode: "☁", ascii: "@"),
        45: Entry(text: "Fog", unicode: "≋", ascii: "="),
        48: Entry(text: "Depositing rime fog", unicode: "≋", ascii: "="),
        51: Entry(text: "Light drizzle", unicode: "⁘", ascii: ","),
        53: Entry(text: "Moderate drizzle", unicode: "⁘", ascii: ","),
        55: Entry(text: "Dense drizzle", unicode: "⁘", ascii: ","),
        56: Entry(text: "Light freezing drizzle", unicode: "❅", ascii: ";"),
        57: Entry(text: "Dense freezing drizzle", unicode: "❅", ascii: ";"),
        61: Entry(text: "Slight rain", unicode: "☂", ascii: "/"),
        63: Entry(text: "Moderate rain", unicode: "☂", ascii: "/"),
        65: Entry(text: "Heavy rain", unicode: "☂", ascii: "/"),
        66: Entry(text: "Light freezing rain", unicode: "❅", ascii: "!"),
        67: Entry(text: "Heavy freezing rain", unicode: "❅", ascii: "!"),
        71: Entry(text: "Slight snowfall", unicode: "❄", ascii: "+"),
        73: Entry(text: "Moderate snowfall", unicode: "❄", ascii: "+"),
        75: Entry(text: "Heavy snowfall", unicode: "❄", ascii: "+"),
        77: Entry(text: "Snow grains", unicode: "⁂", ascii: "."),
        80: Entry(text: "Slight rain showers", unicode: "☂", ascii: "\\"),
        81: Entry(text: "Moderate rain showers", unicode: "☂", ascii: "\\"),
        82: Entry(text: "Violent rain showers", unicode: "☂", ascii: "\\"),
        85: Entry(text: "Slight snow showers", unicode: "❄", ascii: "+"),
        86: Entry(text: "Heavy snow showers", unicode: "❄", ascii: "+"),
        95: Entry(text: "Thunderstorm", unicode: "☈", ascii: "Z"),
        96: Entry(text: "Thunderstorm with slight hail", unicode: "☈", ascii: "Z"),
        99: Entry(text: "Thunderstorm with heavy hail", unicode: "☈", ascii: "Z"),
    ]
}
