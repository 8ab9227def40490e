import Foundation
import Testing

@testable import WeatherCore

/// What a run takes from the locale when nothing was saved, what the place decides when the locale names no
/// territory, and that a saved choice wins over both and only choices are written.
@Suite struct SettingsLocaleTests {
    private static let newYork = Place(zip: "10001", city: "New York", state: "NY", latitude: 40.75, longitude: -73.99)
    private static let zurich = Place(
        zip: "", city: "Zürich", state: "", latitude: 47.37, longitude: 8.55, country: "CH", geonameID: 2_657_896)

    /// The settings a run under `lang` loads from `json` (nil: no file), at `place`.
    private func load(_ json: String?, lang: String, at place: Place = newYork) throws -> Settings {
        try withPersistenceTempDir { (dir) throws in
            let paths = persistencePaths(in: dir)
            if let json {
                try AtomicFile.createDirectory(paths.config)
                try Data(json.utf8).write(to: paths.settingsFile)
            }
            let locale = LocaleDefaults(environment: ["LANG": lang])
            return SettingsClient.live(paths: paths, warnings: PersistenceWarnings(), locale: locale).load()
                .forPlace(place)
        }
    }

    private func inEffect(_ s: Settings) -> (UnitSystem, WindUnit, ClockStyle, String) {
        (s.units, s.effectiveWindUnit, s.effectiveClock, Units.precipitationLabel(s.units))
    }

    @Test func aFirstRunTakesTheLocales() throws {
        #expect(inEffect(try load(nil, lang: "de_CH.UTF-8")) == (.metric, .kmh, .twentyFour, "mm"))
        #expect(inEffect(try load(nil, lang: "en_US.UTF-8", at: Self.zurich)) == (.imperial, .mph, .twelve, "in"))
        #expect(inEffect(try load(nil, lang: "en_GB.UTF-8")) == (.metric, .kmh, .twentyFour, "mm"))
        #expect(inEffect(try load(nil, lang: "sv_SE.UTF-8")) == (.metric, .ms, .twentyFour, "mm"))
        // A file without the keys is the same as none.
        #expect(inEffect(try load(#"{"mouse": false}"#, lang: "de_CH.UTF-8")) == (.metric, .kmh, .twentyFour, "mm"))
    }

    @Test func withoutATerritoryThePlaceDecides() throws {
        #expect(inEffect(try load(nil, lang: "C.UTF-8")) == (.imperial, .mph, .twelve, "in"))
        #expect(inEffect(try load(nil, lang: "C.UTF-8", at: Self.zurich)) == (.metric, .kmh, .twentyFour, "mm"))
        #expect(inEffect(try load(nil, lang: "POSIX", at: Self.zurich)).0 == .metric)
    }

    @Test func aSavedChoiceWins() throws {
        let saved = #"{"units": "imperial", "windUnit": "kn", "clock": "12"}"#
        for lang in ["de_CH.UTF-8", "en_GB.UTF-8", "C.UTF-8"] {
            #expect(inEffect(try load(saved, lang: lang, at: Self.zurich)) == (.imperial, .kn, .twelve, "in"))
        }
        let metric = #"{"units": "metric", "windUnit": null, "clock": null}"#
        #expect(inEffect(try load(metric, lang: "en_US.UTF-8")) == (.metric, .kmh, .twentyFour, "mm"))
        // Units saved, the clock not: the clock is the time locale's, and wind follows the saved units.
        #expect(
            inEffect(try load(#"{"units": "imperial"}"#, lang: "de_CH.UTF-8")) == (.imperial, .mph, .twentyFour, "in"))
        #expect(inEffect(try load(#"{"units": "metric"}"#, lang: "nb_NO.UTF-8")) == (.metric, .ms, .twentyFour, "mm"))
        #expect(inEffect(try load(#"{"units": "imperial"}"#, lang: "nb_NO.UTF-8")).1 == .mph)
        // A saved imperial is kept at a place abroad, as before.
        #expect(inEffect(try load(#"{"units": "imperial"}"#, lang: "C.UTF-8", at: Self.zurich)).0 == .imperial)
    }

    @Test func onlyChoicesAreWritten() throws {
        try withPersistenceTempDir { (dir) throws in
            let paths = persistencePaths(in: dir)
            let swiss = SettingsClient.live(
                paths: paths, warnings: PersistenceWarnings(), locale: LocaleDefaults(environment: ["LANG": "de_CH"]))
            swiss.update { $0.mouse = false }
            let written = try String(contentsOf: paths.settingsFile, encoding: .utf8)
            #expect(!written.contains("units") && !written.contains("windUnit") && !written.contains("clock"))
            // So another locale decides again; the other choice stays.
            let american = SettingsClient.live(
                paths: paths, warnings: PersistenceWarnings(), locale: LocaleDefaults(environment: ["LANG": "en_US"]))
            #expect(inEffect(american.load()) == (.imperial, .mph, .twelve, "in") && american.load().mouse == false)
            // A choice of "follow the unit system" is written as null and kept under any locale.
            swiss.update {
                $0.units = .metric
                $0.clock = nil
            }
            let chosen = try String(contentsOf: paths.settingsFile, encoding: .utf8)
            #expect(chosen.contains("\"units\"") && chosen.contains("null") && !chosen.contains("windUnit"))
            #expect(inEffect(american.load()) == (.metric, .kmh, .twentyFour, "mm"))
        }
    }
}
