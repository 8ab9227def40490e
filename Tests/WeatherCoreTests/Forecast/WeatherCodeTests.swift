import Testing

@testable import WeatherCore

@Suite struct WeatherCodeTests {
    @Test func describesDocumentedCodes() {
        #expect(WeatherCode(0).description == "Clear sky")
        #expect(WeatherCode(2).description == "Partly cloudy")
        #expect(WeatherCode(48).description == "Depositing rime fog")
        #expect(WeatherCode(65).description == "Heavy rain")
        #expect(WeatherCode(99).description == "Thunderstorm with heavy hail")
        #expect(WeatherCode.allKnown.count == 28)
    }

    // The one grouping: the waybar class and the next two hours' kind of precipitation both read it.
    @Test func everyKnownCodeHasAGroupAndUnknownOnesNone() {
        let groups: [WeatherCode.Group: [Int]] = [
            .clear: [0, 1], .partlyCloudy: [2], .cloudy: [3], .fog: [45, 48], .drizzle: [51, 53, 55],
            .freezingRain: [56, 57, 66, 67], .rain: [61, 63, 65, 80, 81, 82], .snow: [71, 73, 75, 77, 85, 86],
            .thunderstorm: [95, 96, 99],
        ]
        for (group, codes) in groups {
            for code in codes { #expect(WeatherCode(code).group == group, "code \(code)") }
        }
        #expect(groups.values.map(\.count).reduce(0, +) == WeatherCode.allKnown.count)
        #expect(WeatherCode(4).group == nil)
    }

    @Test func unknownCodesAreUnknownNotACrash() {
        for code in [4, 100, -1, Int.max] {
            #expect(WeatherCode(code).description == "unknown")
            #expect(!WeatherCode(code).isKnown)
            #expect(WeatherCode(code).icon(.unicode) == "?")
            #expect(WeatherCode(code).icon(.ascii) == "?")
            #expect(WeatherCode(code).icon(.none) == "")
        }
    }

    @Test func clearAndMainlyClearHaveNightIcons() {
        #expect(WeatherCode(0).icon(.unicode, isDay: true) == "☀")
        #expect(WeatherCode(0).icon(.unicode, isDay: false) == "☾")
        #expect(WeatherCode(1).icon(.unicode, isDay: false) == "☽")
        #expect(WeatherCode(0).icon(.ascii, isDay: false) == "C")
        #expect(WeatherCode(61).icon(.unicode, isDay: false) == WeatherCode(61).icon(.unicode, isDay: true))
    }

    @Test func everyIconIsOneColumnWideTextPresentation() {
        for code in WeatherCode.allKnown {
            for isDay in [true, false] {
                let unicode = code.icon(.unicode, isDay: isDay)
                let ascii = code.icon(.ascii, isDay: isDay)
                #expect(unicode.unicodeScalars.count == 1, "\(code.rawValue)")
                let scalar = unicode.unicodeScalars.first!
                // Not emoji-by-default, not East Asian wide ranges: one column in every terminal.
                #expect(!scalar.properties.isEmojiPresentation, "\(code.rawValue)")
                #expect(!(0x1100...0x115F).contains(scalar.value) && !(0x2E80...0xA4CF).contains(scalar.value))
                #expect(ascii.count == 1 && ascii.allSatisfy(\.isASCII), "\(code.rawValue)")
                #expect(code.icon(.none, isDay: isDay) == "")
            }
        }
    }

    @Test func missingCodeShowsADash() {
        #expect(WeatherCode.description(for: nil) == "—")
        #expect(WeatherCode.icon(for: nil, .unicode) == "—")
        #expect(WeatherCode.icon(for: nil, .ascii) == "-")
        #expect(WeatherCode.icon(for: nil, .none) == "")
        #expect(WeatherCode.icon(for: 0, .unicode, isDay: false) == "☾")
        #expect(WeatherCode.description(for: 3) == "Overcast")
    }
}
