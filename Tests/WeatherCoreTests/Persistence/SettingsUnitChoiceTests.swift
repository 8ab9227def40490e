import Foundation
import Testing

@testable import WeatherCore

/// `windUnit` and `clock` in the settings file: old files without them, saved choices, and damaged values.
@Suite struct SettingsUnitChoiceTests {
    private func load(_ json: String) throws -> (Settings, [PersistenceWarning]) {
        try withPersistenceTempDir { (dir) throws in
            let paths = persistencePaths(in: dir)
            try AtomicFile.createDirectory(paths.config)
            try Data(json.utf8).write(to: paths.settingsFile)
            let warnings = PersistenceWarnings()
            let client = SettingsClient.live(paths: paths, warnings: warnings)
            let settings = client.load()
            _ = client.load()  // said once, not at every load
            return (settings, warnings.all)
        }
    }

    @Test func oldFilesFollowTheUnitSystem() throws {
        let (imperial, none) = try load(#"{"units": "imperial", "iconSet": "ascii"}"#)
        #expect(imperial.windUnit == nil && imperial.clock == nil && none.isEmpty)
        #expect(imperial.effectiveWindUnit == .mph && imperial.effectiveClock == .twelve)
        let (metric, _) = try load(#"{"units": "metric"}"#)
        #expect(metric.effectiveWindUnit == .kmh && metric.effectiveClock == .twentyFour)
    }

    @Test(arguments: [
        (#"{"windUnit": "kn", "clock": "24"}"#, WindUnit?.some(.kn), ClockStyle?.some(.twentyFour)),
        (#"{"units": "metric", "windUnit": "ms", "clock": "12"}"#, .ms, .twelve),
        (#"{"windUnit": "mph", "clock": null}"#, .mph, nil),
    ])
    func savedChoicesWinOverTheUnitSystem(json: String, wind: WindUnit?, clock: ClockStyle?) throws {
        let (settings, warnings) = try load(json)
        #expect(settings.windUnit == wind && settings.clock == clock && warnings.isEmpty)
        #expect(settings.effectiveWindUnit == wind)
    }

    /// The `language` key (issue 37): a code the app has (a region accepted), `auto` or none for the
    /// environment's, anything else said once and ignored; written back only when chosen.
    @Test func theLanguageKey() throws {
        #expect(try load(#"{"language": "pt_BR"}"#).0.language == .pt)
        #expect(try load(#"{"language": "auto"}"#).0.language == nil)
        #expect(try load(#"{}"#).0.language == nil)
        let (klingon, warnings) = try load(#"{"language": "tlh"}"#)
        #expect(klingon.language == nil && warnings.count == 1)
        #expect(warnings.first?.message.contains(#"language: "tlh""#) == true)
        var chosen = Settings()
        chosen.language = .ja
        let written = String(decoding: try JSONEncoder().encode(chosen), as: UTF8.self)
        #expect(written.contains(#""language":"ja""#))
        #expect(!String(decoding: try JSONEncoder().encode(Settings()), as: UTF8.self).contains("language"))
    }

    @Test func damagedValuesAreSaidOnceAndTheDefaultsUsed() throws {
        let (settings, warnings) = try load(#"{"units": "metric", "windUnit": "knots", "clock": 13}"#)
        #expect(settings == Settings(units: .metric))
        #expect(settings.effectiveWindUnit == .kmh && settings.effectiveClock == .twentyFour)
        #expect(warnings.map(\.kind) == [.unreadableValue(file: "settings.json")])
        #expect(
            warnings.first?.message
                == #"settings.json: ignored windUnit: "knots", clock: 13; using the defaults for them."#)
        // A value from the terminal's point of view hostile is cleaned before it is said.
        let (_, hostile) = try load(#"{"windUnit": "\u001b[31mred"}"#)
        #expect(hostile.first?.message.contains("\u{1b}") == false)
    }

    @Test func choicesAreSavedAndReadBack() throws {
        try withPersistenceTempDir { (dir) throws in
            let paths = persistencePaths(in: dir)
            let warnings = PersistenceWarnings()
            SettingsClient.live(paths: paths, warnings: warnings).update {
                $0.windUnit = .kn
                $0.clock = .twentyFour
            }
            let saved = try String(contentsOf: paths.settingsFile, encoding: .utf8)
            #expect(saved.contains(#""windUnit":"kn""#) || saved.contains(#""windUnit" : "kn""#))
            #expect(saved.contains(#""clock":"24""#) || saved.contains(#""clock" : "24""#))
            #expect(!saved.contains("unreadable"))
            let loaded = SettingsClient.live(paths: paths, warnings: warnings).load()
            #expect(loaded == Settings(windUnit: .kn, clock: .twentyFour) && warnings.all.isEmpty)
        }
    }
}
