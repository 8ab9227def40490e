import Testing

@testable import WeatherCore

/// The weather's names in the ten languages besides English (issue 37): each has the 28 WMO codes Open-Meteo
/// documents, every name its own, none empty, padded or left in English.
@Suite struct ConditionNamesTests {
    /// Open-Meteo's codes, written out here rather than read from WeatherCode.
    static let codes = [
        0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99,
    ]

    /// Names that are rightly the same word as the English one, by language and code; none so far.
    static let sameAsEnglish: [AppLanguage: Set<Int>] = [:]

    static let translated = AppLanguage.allCases.filter { $0 != .en }

    @Test func everyLanguageButEnglishHasTheTwentyEightCodes() {
        #expect(Self.codes.count == 28)
        let rows = TextTable.rows.keys.filter { $0.hasPrefix("condition:") }
        #expect(rows.compactMap { Int($0.dropFirst("condition:".count)) }.sorted() == Self.codes)
        for language in Self.translated {
            #expect(Self.codes.allSatisfy { ConditionNames.name($0, in: language) != nil }, "\(language)")
        }
        // English is WeatherCode's own, and the table's English column says the same.
        #expect(Self.codes.allSatisfy { TextTable.text("condition:\($0)", in: .en) == WeatherCode($0).description })
    }

    @Test func theCodesAreWeatherCodesOwn() {
        #expect(WeatherCode.allKnown.map(\.rawValue) == Self.codes)
    }

    @Test func namesAreNotEmptyPaddedOrEnglish() {
        for language in Self.translated {
            for code in Self.codes {
                let name = ConditionNames.name(code, in: language) ?? ""
                #expect(!name.isEmpty, "\(language) \(code)")
                #expect(name.first?.isWhitespace != true && name.last?.isWhitespace != true, "\(language) \(code)")
                let english = WeatherCode(code).description
                if Self.sameAsEnglish[language]?.contains(code) == true {
                    #expect(name == english, "\(language) \(code)")
                } else {
                    #expect(name.lowercased() != english.lowercased(), "\(language) \(code): \(name)")
                }
            }
        }
    }

    @Test func namesWithinALanguageAreDistinct() {
        for language in Self.translated {
            let names = Self.codes.compactMap { ConditionNames.name($0, in: language) }
            #expect(Set(names).count == names.count, "\(language)")
        }
    }

    @Test func lookUp() {
        #expect(ConditionNames.name(2, in: .de) == "Teilweise bewölkt")
        #expect(ConditionNames.name(73, in: .fr) == "Neige modérée")
        #expect(ConditionNames.name(71, in: .ja) == "小雪")
        #expect(ConditionNames.name(2, in: .en) == nil)
        #expect(ConditionNames.name(4, in: .de) == nil)
        #expect(ConditionNames.name(-1, in: .zh) == nil)
    }
}
