import Foundation
import Testing
import WeatherCore

@testable import LassoWeatherCommands

/// The composition root decides the language once: `--lang` over the saved `language` over the environment, and
/// the geocoder and the alerts are asked in it (issue 37's first part).
struct LanguageChoiceTests {
    /// The live dependencies over a fresh home whose settings.json holds `settings` (none when nil).
    private func live(_ option: LanguageChoice?, settings: String?, environment: [String: String]) throws
        -> LiveDependencies
    {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("lw-lang-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = environment
        for (key, folder) in [("XDG_CONFIG_HOME", "config"), ("XDG_CACHE_HOME", "cache"), ("XDG_DATA_HOME", "data")]
            + [("XDG_STATE_HOME", "state"), ("HOME", "")]
        {
            environment[key] = home.appendingPathComponent(folder).path
        }
        if let settings {
            let config = home.appendingPathComponent("config/lasso-weather")
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
            try Data(settings.utf8).write(to: config.appendingPathComponent("settings.json"))
        }
        return try LiveDependencies(options: ServiceOptions(language: option), environment: environment)
    }

    @Test func theOptionThenTheSettingThenTheEnvironment() throws {
        let german = ["LANG": "de_DE.UTF-8"]
        let fromEnvironment = try live(nil, settings: nil, environment: german)
        #expect(fromEnvironment.language == .de && fromEnvironment.contentLanguage == "de")
        let saved = try live(nil, settings: #"{"language": "ja"}"#, environment: german)
        #expect(saved.language == .ja && saved.contentLanguage == "ja")
        let given = try live(.language(.fr), settings: #"{"language": "ja"}"#, environment: german)
        #expect(given.language == .fr && given.contentLanguage == "fr")
        let auto = try live(.auto, settings: #"{"language": "ja"}"#, environment: german)
        #expect(auto.language == .de)
    }

    /// A locale the app has no table for: English screens, but place names and alerts in the locale's language,
    /// unless English was chosen.
    @Test func aLanguageWithoutATableStillNamesTheContent() throws {
        let bosnian = ["LANG": "bs_BA.UTF-8"]
        let plain = try live(nil, settings: nil, environment: bosnian)
        #expect(plain.language == .en && plain.contentLanguage == "bs")
        #expect(try live(.language(.en), settings: nil, environment: bosnian).contentLanguage == "en")
        #expect(try live(nil, settings: #"{"language": "en"}"#, environment: bosnian).contentLanguage == "en")
    }
}
