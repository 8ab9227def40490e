import Testing

@testable import WeatherCore

/// CLDR's units for the measurement locale's territory and hour cycle for the time locale, and which variable
/// names each.
@Suite struct LocaleDefaultsTests {
    private static func defaults(_ locale: String) -> LocaleDefaults {
        LocaleDefaults(environment: ["LANG": locale])
    }

    @Test(arguments: [
        ("de_CH.UTF-8", UnitSystem?.some(.metric), WindUnit.kmh, ClockStyle?.some(.twentyFour)),
        ("en_US.UTF-8", .imperial, .mph, .twelve),
        ("en_GB.UTF-8", .metric, .kmh, .twentyFour),  // CLDR 41: km/h for wind in GB, not mph
        ("nb_NO.UTF-8", .metric, .ms, .twentyFour),
        ("en_BS.UTF-8", .imperial, .mph, .twelve),
        ("ja_JP.UTF-8", .metric, .kmh, .twentyFour),
        ("en_CA.UTF-8", .metric, .kmh, .twelve),
        ("fr_CA.UTF-8", .metric, .kmh, .twentyFour),  // "HH 'h' mm": the quoted h is a literal
        ("es_MX.UTF-8", .metric, .kmh, .twelve),  // Spanish is 24-hour; Mexico's Spanish is not
        ("zh_TW.UTF-8", .metric, .kmh, .twelve),
        ("de_CH@euro", .metric, .kmh, .twentyFour),
    ])
    func cldrSays(locale: String, units: UnitSystem?, wind: WindUnit, clock: ClockStyle?) {
        let defaults = Self.defaults(locale)
        #expect(defaults.units == units && defaults.clock == clock)
        // Only a wind unit that is not the unit system's own is named.
        #expect((defaults.windUnit ?? .standard(for: units ?? .imperial)) == wind)
        #expect(defaults.windUnit == (wind == .standard(for: units ?? .imperial) ? nil : wind))
    }

    @Test(arguments: ["C", "POSIX", "C.UTF-8", ""])
    func noTerritoryLeavesItToThePlace(locale: String) {
        #expect(Self.defaults(locale) == .none)
        #expect(LocaleDefaults(environment: [:]) == .none)
    }

    @Test func aLanguageAloneHasItsClockButNoUnits() {
        #expect(Self.defaults("en") == LocaleDefaults(units: nil, windUnit: nil, clock: .twelve))
        #expect(Self.defaults("de") == LocaleDefaults(units: nil, windUnit: nil, clock: .twentyFour))
    }

    @Test func measurementAndTimeEachHaveTheirVariable() {
        // As setlocale(3): LC_ALL overrides; else LC_MEASUREMENT / LC_TIME; else LANG.
        let split = LocaleDefaults(environment: [
            "LC_MEASUREMENT": "de_DE.UTF-8", "LC_TIME": "en_US.UTF-8", "LANG": "en_GB.UTF-8",
        ])
        #expect(split.units == .metric && split.clock == .twelve)
        let all = LocaleDefaults(environment: [
            "LC_ALL": "en_US.UTF-8", "LC_MEASUREMENT": "de_DE.UTF-8", "LC_TIME": "de_DE.UTF-8", "LANG": "de_CH.UTF-8",
        ])
        #expect(all.units == .imperial && all.clock == .twelve)
        let lang = LocaleDefaults(environment: ["LANG": "de_CH.UTF-8"])
        #expect(lang.units == .metric && lang.clock == .twentyFour)
        // The first set says alone: C in LC_MEASUREMENT means no territory, whatever LANG says; an empty one is unset.
        let c = LocaleDefaults(environment: ["LC_MEASUREMENT": "C", "LC_TIME": "", "LANG": "en_US.UTF-8"])
        #expect(c.units == nil && c.clock == .twelve)
    }
}
