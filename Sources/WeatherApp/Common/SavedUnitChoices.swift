import WeatherCore

/// The saved wind unit and clock (nil: each follows the unit system), as a screen reads them back on appearing so
/// a choice made on another screen applies there too.
public struct SavedUnitChoices: Equatable, Sendable {
    public var windUnit: WindUnit?
    public var clock: ClockStyle?

    public init(windUnit: WindUnit? = nil, clock: ClockStyle? = nil) {
        self.windUnit = windUnit
        self.clock = clock
    }

    public init(_ settings: Settings) {
        self.init(windUnit: settings.windUnit, clock: settings.clock)
    }
}
