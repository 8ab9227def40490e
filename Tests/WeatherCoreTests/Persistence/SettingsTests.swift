import Foundation
import Testing

@testable import WeatherCore

@Suite struct SettingsTests {
    @Test func defaultsAreImperialAndUnicode() {
        #expect(Settings() == Settings(units: .imperial, iconSet: .unicode, forecastDays: .seven, mouse: true))
        #expect(SettingsClient.inMemory().load() == .defaults)
    }

    @Test func missingFileLoadsDefaultsAndSavedSettingsRoundTrip() throws {
        try withPersistenceTempDir { (dir) throws in
            let paths = persistencePaths(in: dir)
            let warnings = PersistenceWarnings()
            #expect(SettingsClient.live(paths: paths, warnings: warnings).load() == .defaults)
            SettingsClient.live(paths: paths, warnings: warnings).save(Settings(units: .metric, iconSet: .ascii))
            #expect(
                SettingsClient.live(paths: paths, warnings: warnings).load()
                    == Settings(units: .metric, iconSet: .ascii))
            // `update` changes one choice and keeps the others as saved.
            SettingsClient.live(paths: paths, warnings: warnings).update { $0.forecastDays = .sixteen }
            #expect(
                SettingsClient.live(paths: paths, warnings: warnings).load()
                    == Settings(units: .metric, iconSet: .ascii, forecastDays: .sixteen))
            let saved = try String(contentsOf: paths.settingsFile, encoding: .utf8)
            #expect(saved.contains(#""forecastDays":16"#) || saved.contains(#""forecastDays" : 16"#))
            #expect(try persistedFileNames(in: paths.config) == ["settings.json", "settings.json.lock"])
            #expect(warnings.all.isEmpty)
        }
    }

    @Test(arguments: [
        (#"{"units": "metric", "theme": "dark", "future": {"nested": [1, 2]}}"#, Settings(units: .metric)),
        (#"{"iconSet": "none"}"#, Settings(iconSet: .none)),
        (#"{}"#, Settings()),
        (#"{"units": "kelvin", "iconSet": "ascii"}"#, Settings(iconSet: .ascii)),
        (#"{"units": 3, "iconSet": null}"#, Settings()),
        // Files from before 16 days existed have no `forecastDays`: 7, as before.
        (#"{"units": "metric", "iconSet": "ascii"}"#, Settings(units: .metric, iconSet: .ascii)),
        (#"{"forecastDays": 16}"#, Settings(forecastDays: .sixteen)),
        (#"{"forecastDays": 10, "units": "metric"}"#, Settings(units: .metric)),
        (#"{"forecastDays": "16"}"#, Settings()),
        // The mouse is on unless the file says `false`; anything else keeps it on.
        (#"{"mouse": false}"#, Settings(mouse: false)),
        (#"{"mouse": true, "units": "metric"}"#, Settings(units: .metric)),
        (#"{"mouse": "off"}"#, Settings()),
        // Screen-reader mode is off unless the file says `true`.
        (
            #"{"screenReader": true}"#,
            {
                var s = Settings()
                s.screenReader = true
                return s
            }()
        ),
        (#"{"screenReader": "yes"}"#, Settings()),
    ])
    func lenientDecoding(json: String, expected: Settings) throws {
        try withPersistenceTempDir { (dir) throws in
            let paths = persistencePaths(in: dir)
            try AtomicFile.createDirectory(paths.config)
            try Data(json.utf8).write(to: paths.settingsFile)
            let warnings = PersistenceWarnings()
            #expect(SettingsClient.live(paths: paths, warnings: warnings).load() == expected)
            #expect(warnings.all.isEmpty)
        }
    }

    /// Written only when on, so files stay as they were for everyone else.
    @Test func screenReaderIsSavedOnlyWhenOn() throws {
        try withPersistenceTempDir { (dir) throws in
            let paths = persistencePaths(in: dir)
            let client = SettingsClient.live(paths: paths, warnings: PersistenceWarnings())
            client.save(Settings())
            #expect(try !String(contentsOf: paths.settingsFile, encoding: .utf8).contains("screenReader"))
            client.update { $0.screenReader = true }
            #expect(client.load().screenReader)
            #expect(try String(contentsOf: paths.settingsFile, encoding: .utf8).contains("screenReader"))
        }
    }

    @Test func corruptFileGivesDefaultsAndOneWarning() throws {
        try withPersistenceTempDir { (dir) throws in
            let paths = persistencePaths(in: dir)
            try AtomicFile.createDirectory(paths.config)
            try Data("units = metric".utf8).write(to: paths.settingsFile)
            let warnings = PersistenceWarnings()
            let client = SettingsClient.live(paths: paths, warnings: warnings, now: { fixedMoment() })
            #expect(client.load() == .defaults)
            #expect(client.load() == .defaults)
            #expect(
                warnings.all.map(\.kind) == [
                    .corrupt(
                        file: paths.settingsFile.path,
                        movedTo: paths.config.appendingPathComponent("settings.json.corrupt-20270115T080000Z").path
                    )
                ])
        }
    }

    @Test func unwritableConfigDirectoryKeepsSettingsInMemoryWithOneWarning() throws {
        try withPersistenceTempDir { (dir) throws in
            try Data().write(to: dir.appendingPathComponent("config"))  // a file where the directory should be
            let paths = persistencePaths(in: dir)
            let warnings = PersistenceWarnings()
            let client = SettingsClient.live(paths: paths, warnings: warnings)
            client.save(Settings(units: .metric))
            client.save(Settings(units: .metric, iconSet: .none))
            #expect(client.load() == Settings(units: .metric, iconSet: .none))
            #expect(warnings.all.map(\.kind) == [.unwritable(path: paths.config.path)])
            #expect(
                warnings.all.first?.message.hasSuffix("Not a directory; changes this session won't be kept.") == true)
        }
    }
}
