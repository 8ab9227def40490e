import FoundationEssentials

/// The user's preferences, saved between runs. Decoding is lenient so files from older or newer versions still
/// load: unknown keys are ignored, and missing or unrecognised values fall back to the defaults.
public struct Settings: Codable, Hashable, Sendable {
    public var units: UnitSystem
    public var iconSet: IconSet

    public init(units: UnitSystem = .imperial, iconSet: IconSet = .unicode) {
        self.units = units
        self.iconSet = iconSet
    }

    public static let defaults = Settings()

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        units = (try? container.decodeIfPresent(UnitSystem.self, forKey: .units)) ?? Self.defaults.units
        iconSet = (try? container.decodeIfPresent(IconSet.self, forKey: .iconSet)) ?? Self.defaults.iconSet
    }
}
