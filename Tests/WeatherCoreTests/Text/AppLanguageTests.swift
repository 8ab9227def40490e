import Testing

@testable import WeatherCore

/// Which language the app speaks, as issue 37 says and gettext does: `--lang` over the setting over the
/// environment; `LANGUAGE` only outside the C locale; codesets, modifiers and regions dropped; Chinese in
/// traditional characters skipped.
@Suite struct AppLanguageTests {
    @Test func localeNamesAndOptionValues() {
        let cases: [(String, AppLanguage?)] = [
            ("de", .de), ("de_DE.UTF-8", .de), ("de_CH.UTF-8@euro", .de), ("pt_BR", .pt), ("pt_PT", .pt), ("pt", .pt),
            ("zh", .zh), ("zh_CN", .zh), ("zh_SG", .zh), ("zh_Hans", .zh), ("zh-Hans-CN", .zh),
            ("zh_TW", nil), ("zh_HK", nil), ("zh_Hant", nil), ("ja_JP.UTF-8", .ja), ("EN_us", .en),
            ("bs_BA.UTF-8", nil), ("C", nil), ("", nil), ("xx", nil),
        ]
        for (code, expected) in cases { #expect(AppLanguage(code: code) == expected, "\(code)") }
    }

    @Test func theEnvironmentAsGettextReadsIt() {
        #expect(AppLanguage.fromEnvironment(["LANG": "de_DE.UTF-8"]) == .de)
        #expect(AppLanguage.fromEnvironment(["LANG": "en_US.UTF-8", "LANGUAGE": "de"]) == .de)
        #expect(AppLanguage.fromEnvironment(["LANG": "C", "LANGUAGE": "de"]) == .en, "C ignores LANGUAGE")
        #expect(AppLanguage.fromEnvironment(["LANG": "C.UTF-8", "LANGUAGE": "de"]) == .en)
        #expect(AppLanguage.fromEnvironment(["LANG": "POSIX", "LANGUAGE": "fr"]) == .en)
        #expect(AppLanguage.fromEnvironment([:]) == .en)
        #expect(AppLanguage.fromEnvironment(["LANGUAGE": "de"]) == .en, "unset is C")
        // LANGUAGE's first entry the app has; then the messages locale.
        #expect(AppLanguage.fromEnvironment(["LANG": "fr_FR.UTF-8", "LANGUAGE": "bs:zh_TW:nl:de"]) == .nl)
        #expect(AppLanguage.fromEnvironment(["LANG": "fr_FR.UTF-8", "LANGUAGE": "bs"]) == .fr)
        #expect(AppLanguage.fromEnvironment(["LANG": "el_GR.UTF-8"]) == .en)
        // LC_ALL over LC_MESSAGES over LANG; an empty one is unset.
        #expect(AppLanguage.fromEnvironment(["LC_ALL": "ja_JP.UTF-8", "LC_MESSAGES": "ru_RU", "LANG": "de_DE"]) == .ja)
        #expect(AppLanguage.fromEnvironment(["LC_ALL": "", "LC_MESSAGES": "ru_RU", "LANG": "de_DE"]) == .ru)
        #expect(AppLanguage.fromEnvironment(["LC_MESSAGES": "C", "LANG": "de_DE", "LANGUAGE": "de"]) == .en)
    }

    @Test func theOptionBeatsTheSettingWhichBeatsTheEnvironment() {
        let german = ["LANG": "de_DE.UTF-8"]
        #expect(AppLanguage.resolve(option: .language(.fr), setting: .it, environment: german) == .fr)
        #expect(AppLanguage.resolve(option: .auto, setting: .it, environment: german) == .de)
        #expect(AppLanguage.resolve(option: nil, setting: .it, environment: german) == .it)
        #expect(AppLanguage.resolve(option: nil, setting: nil, environment: german) == .de)
        #expect(LanguageChoice(argument: "AUTO") == .auto && LanguageChoice(argument: "pt_BR") == .language(.pt))
        #expect(LanguageChoice(argument: "klingon") == nil && LanguageChoice(argument: "zh_TW") == nil)
        #expect(AppLanguage.valuesText == "en de fr es it pt nl pl ru ja zh or auto")
    }

    /// The geocoder and the alert picker follow the app's language, and a locale the app has no table for still
    /// gets its own names and alerts.
    @Test func theContentLanguage() {
        #expect(AppLanguage.contentLanguage(.de, chosen: false, environment: ["LANG": "de_DE.UTF-8"]) == "de")
        #expect(
            AppLanguage.contentLanguage(.de, chosen: false, environment: ["LANG": "en_US", "LANGUAGE": "de"]) == "de")
        #expect(AppLanguage.contentLanguage(.en, chosen: false, environment: ["LANG": "bs_BA.UTF-8"]) == "bs")
        #expect(AppLanguage.contentLanguage(.en, chosen: true, environment: ["LANG": "bs_BA.UTF-8"]) == "en")
        #expect(AppLanguage.contentLanguage(.en, chosen: false, environment: ["LANG": "C"]) == "en")
        #expect(AppLanguage.contentLanguage(.en, chosen: false, environment: ["LANG": "zh_TW.UTF-8"]) == "zh")
        #expect(AppLanguage.contentLanguage(.en, chosen: false, environment: [:]) == "en")
    }
}
