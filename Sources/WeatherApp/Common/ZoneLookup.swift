import WeatherCore

/// Finds a time zone's rules by name in the tz database: a file read, so it runs in effects or in `createScreen`,
/// never in a reducer, a view or a state derivation.
public struct ZoneLookup: Sendable {
    public var rules: @Sendable (String) -> ZoneRules?

    public init(rules: @escaping @Sendable (String) -> ZoneRules?) {
        self.rules = rules
    }

    /// The system's tz database (`/usr/share/zoneinfo`).
    public static let live = ZoneLookup { ZoneRules.named($0) }
}
