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

    /// The code's name in `language` ("Leichter Schneefall"); English where the table has none.
    public static func description(for code: Int?, in language: AppLanguage) -> String {
        guard let code else { return Units.missing }
        return ConditionNames.name(code, in: language) ?? WeatherCode(code).description
    }

    /// Icon for an optional code: a dash of the same width when missing ("" for the `.none` set).
    public static func icon(for code: Int?, _ set: IconSet, isDay: Bool? = true) -> String {
        guard let code else { return set == .none ? "" : (set == .unicode ? Units.missing : "-") }
        return WeatherCode(code).icon(set, isDay: isDay ?? true)
    }

    /// Every code Open-Meteo documents, in order.
    public static var allKnown: [WeatherCode] { table.keys.sorted().map(WeatherCode.init(rawValue:)) }

    /// What kind of weather a code is: the one grouping of codes (the `--waybar` class, the kind of precipitation
    /// in the next two hours). Freezing drizzle is freezing rain; snow grains and snow showers are snow; showers are
    /// rain.
    public enum Group: Sendable, CaseIterable {
        case clear, partlyCloudy, cloudy, fog, drizzle, freezingRain, rain, snow, thunderstorm
    }

    /// The code's group; nil for a code outside the table.
    public var group: Group? { Self.table[rawValue]?.group }

    private struct Entry {
        let group: Group
        let text: String
        let unicode: String
        let ascii: String
    }

    private static let table: [Int: Entry] = [
        0: Entry(group: .clear, text: "Clear sky", unicode: "☀", ascii: "*"),
        1: Entry(group: .clear, text: "Mainly clear", unicode: "☼", ascii: "*"),
        2: Entry(group: .partlyCloudy, text: "Partly cloudy", unicode: "☁", ascii: "%"),
        3: Entry(group: .cloudy, text: "Overcast", unicode: "☁", ascii: "@"),
        45: Entry(group: .fog, text: "Fog", unicode: "≋", ascii: "="),
        48: Entry(group: .fog, text: "Depositing rime fog", unicode: "≋", ascii: "="),
        51: Entry(group: .drizzle, text: "Light drizzle", unicode: "⁘", ascii: ","),
        53: Entry(group: .drizzle, text: "Moderate drizzle", unicode: "⁘", ascii: ","),
        55: Entry(group: .drizzle, text: "Dense drizzle", unicode: "⁘", ascii: ","),
        56: Entry(group: .freezingRain, text: "Light freezing drizzle", unicode: "❅", ascii: ";"),
        57: Entry(group: .freezingRain, text: "Dense freezing drizzle", unicode: "❅", ascii: ";"),
        61: Entry(group: .rain, text: "Slight rain", unicode: "☂", ascii: "/"),
        63: Entry(group: .rain, text: "Moderate rain", unicode: "☂", ascii: "/"),
        65: Entry(group: .rain, text: "Heavy rain", unicode: "☂", ascii: "/"),
        66: Entry(group: .freezingRain, text: "Light freezing rain", unicode: "❅", ascii: "!"),
        67: Entry(group: .freezingRain, text: "Heavy freezing rain", unicode: "❅", ascii: "!"),
        71: Entry(group: .snow, text: "Slight snowfall", unicode: "❄", ascii: "+"),
        73: Entry(group: .snow, text: "Moderate snowfall", unicode: "❄", ascii: "+"),
        75: Entry(group: .snow, text: "Heavy snowfall", unicode: "❄", ascii: "+"),
        77: Entry(group: .snow, text: "Snow grains", unicode: "⁂", ascii: "."),
        80: Entry(group: .rain, text: "Slight rain showers", unicode: "☂", ascii: "\\"),
        81: Entry(group: .rain, text: "Moderate rain showers", unicode: "☂", ascii: "\\"),
        82: Entry(group: .rain, text: "Violent rain showers", unicode: "☂", ascii: "\\"),
        85: Entry(group: .snow, text: "Slight snow showers", unicode: "❄", ascii: "+"),
        86: Entry(group: .snow, text: "Heavy snow showers", unicode: "❄", ascii: "+"),
        95: Entry(group: .thunderstorm, text: "Thunderstorm", unicode: "☈", ascii: "Z"),
        96: Entry(group: .thunderstorm, text: "Thunderstorm with slight hail", unicode: "☈", ascii: "Z"),
        99: Entry(group: .thunderstorm, text: "Thunderstorm with heavy hail", unicode: "☈", ascii: "Z"),
    ]
}
