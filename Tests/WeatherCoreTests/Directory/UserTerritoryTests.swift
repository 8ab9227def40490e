import Testing

@testable import WeatherCore

@Suite struct UserTerritoryTests {
    @Test(
        arguments: [
            ("en_GB.UTF-8", "GB"), ("de_CH", "CH"), ("fr_FR@euro", "FR"), ("en_us.utf8", "US"), ("C", nil),
            ("POSIX", nil), ("C.UTF-8", nil), ("en", nil), ("es_419.UTF-8", nil), ("", nil),
        ] as [(String, String?)])
    func territoryOfALocaleName(locale: String, code: String?) {
        #expect(UserTerritory(locale: locale)?.code == code)
    }

    @Test func lcAllThenLcMessagesThenLang() {
        #expect(UserTerritory(environment: ["LANG": "en_GB.UTF-8"])?.code == "GB")
        #expect(UserTerritory(environment: ["LANG": "en_GB.UTF-8", "LC_MESSAGES": "de_CH.UTF-8"])?.code == "CH")
        let all = ["LANG": "en_GB.UTF-8", "LC_MESSAGES": "de_CH.UTF-8", "LC_ALL": "ja_JP.UTF-8"]
        #expect(UserTerritory(environment: all)?.code == "JP")
        // The first one set decides, even when it names no country.
        #expect(UserTerritory(environment: ["LANG": "en_GB.UTF-8", "LC_ALL": "C"]) == nil)
        #expect(UserTerritory(environment: ["LANG": "en_GB.UTF-8", "LC_ALL": ""])?.code == "GB")
        #expect(UserTerritory(environment: [:]) == nil)
    }
}
