/// The units and clock a run takes from the locale when none were saved (issue 28), from CLDR's preferences
/// (``CLDRLocaleTable``). The commands read the environment once and pass this in: the settings stay a pure
/// function of their arguments, and tests choose a locale.
public struct LocaleDefaults: Hashable, Sendable {
    /// The territory's unit system (°F and inches, or °C and millimetres); nil: the locale names no territory,
    /// so the place decides.
    public var units: UnitSystem?
    /// The territory's wind unit when it is not its unit system's own (m/s in Norway); else nil.
    public var windUnit: WindUnit?
    /// The locale's hour cycle; nil for C and POSIX, whose clock follows the units.
    public var clock: ClockStyle?

    public init(units: UnitSystem?, windUnit: WindUnit?, clock: ClockStyle?) {
        self.units = units
        self.windUnit = windUnit
        self.clock = clock
    }

    /// No locale: the place decides the units, and the units the clock.
    public static let none = LocaleDefaults(units: nil, windUnit: nil, clock: nil)

    /// CLDR's units for the measurement locale's territory and its clock for the time locale (POSIX names such as
    /// "de_CH.UTF-8").
    public init(measurement: String?, time: String?) {
        let territory = measurement.flatMap(UserTerritory.init(locale:))
        let units = territory.map { CLDRLocaleTable.fahrenheit.contains($0.code) ? UnitSystem.imperial : .metric }
        let wind = territory.flatMap { CLDRLocaleTable.wind[$0.code] }
        self.init(
            units: units, windUnit: units.flatMap { wind == .standard(for: $0) ? nil : wind },
            clock: time.flatMap(Self.hourCycle))
    }

    /// As the C library decides a category's locale (setlocale(3)): LC_ALL overrides, else the category's own
    /// (LC_MEASUREMENT, LC_TIME), else LANG; the first set and not empty says alone (LC_MEASUREMENT=C means no
    /// territory, whatever LANG says), so `LC_ALL=C lasso-weather` is the C locale as for every other program.
    public init(environment: [String: String]) {
        func first(_ names: [String]) -> String? {
            names.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        }
        self.init(
            measurement: first(["LC_ALL", "LC_MEASUREMENT", "LANG"]), time: first(["LC_ALL", "LC_TIME", "LANG"]))
    }

    /// CLDR's clock for a POSIX locale name: its language_TERRITORY's, else its language's (24 hours unless CLDR
    /// lists the language as 12-hour); nil for C and POSIX, which name no language.
    static func hourCycle(_ locale: String) -> ClockStyle? {
        let name = String(locale.prefix { $0 != "." && $0 != "@" })
        let parts = name.split(separator: "_", maxSplits: 1).map(String.init)
        guard let language = parts.first?.lowercased(), !["c", "posix"].contains(language),
            language.utf8.allSatisfy({ (97...122).contains($0) })
        else { return nil }
        let territory = parts.count > 1 ? parts[1].uppercased() : ""
        if let exception = CLDRLocaleTable.clockExceptions["\(language)_\(territory)"] { return exception }
        return CLDRLocaleTable.twelveHourLanguages.contains(language) ? .twelve : .twentyFour
    }
}
