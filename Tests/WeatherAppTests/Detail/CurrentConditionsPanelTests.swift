import CustomDump
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The current conditions alone, in each of their forms: labels dim, the temperature bold, the UV index coloured by
/// its category where there is room.
@MainActor
struct CurrentConditionsPanelTests {
    let panel = sections(DetailStates.data).body.current

    @Test func wideIsAGridBesideBigDigits() {
        #expect(panel.height(width: 78, available: 10) == 4)
        expectNoDifference(
            renderSection(panel, width: 78, height: 4).styleDump(),
            """
            █▀▀ █ █ °F              Feels like 52°F      Wind     12 mph NW ↘         UV 2
            ▀▀█ ▀▀█                 Humidity   62%       Gusts    22 mph
            ▀▀▀   ▀                 Clouds     40%       Pressure 30.01 inHg
            ☁ Partly cloudy         Precip     0.00 in   Rise/set 6:49 AM / 4:32 PM
            row 0: 0..<7 bold "█▀▀ █ █"
            row 0: 8..<10 bold "°F"
            row 0: 24..<34 dim "Feels like"
            row 0: 45..<49 dim "Wind"
            row 0: 74..<76 dim "UV"
            row 0: 77..<78 fg:green "2"
            row 1: 0..<7 bold "▀▀█ ▀▀█"
            row 1: 24..<32 dim "Humidity"
            row 1: 45..<50 dim "Gusts"
            row 2: 0..<7 bold "▀▀▀   ▀"
            row 2: 24..<30 dim "Clouds"
            row 2: 45..<53 dim "Pressure"
            row 3: 24..<30 dim "Precip"
            row 3: 45..<53 dim "Rise/set"
            """)
    }

    @Test func narrowPutsTheConditionBesideTheDigitsAndDetailsBelow() {
        #expect(panel.height(width: 38, available: 10) == 5)
        expectNoDifference(
            renderSection(panel, width: 38, height: 5).styleDump(),
            """
            █▀▀ █ █ °F  ☁ Partly cloudy
            ▀▀█ ▀▀█     Feels like 52°F
            ▀▀▀   ▀     H 61° · L 47°
            Wind 12 mph NW ↘ · Humidity 62%
            Pressure 30.01 inHg · Gusts 22 mph
            row 0: 0..<7 bold "█▀▀ █ █"
            row 0: 8..<10 bold "°F"
            row 1: 0..<7 bold "▀▀█ ▀▀█"
            row 1: 12..<23 dim "Feels like "
            row 2: 0..<7 bold "▀▀▀   ▀"
            row 2: 12..<25 dim "H 61° · L 47°"
            row 3: 0..<5 dim "Wind "
            row 3: 16..<28 dim " · Humidity "
            row 4: 0..<9 dim "Pressure "
            row 4: 19..<28 dim " · Gusts "
            """)
    }

    @Test func shortIsOneBoldLineThenDetails() {
        expectNoDifference(
            renderSection(panel, width: 38, height: 3).styleDump(),
            """
            54°F  ☁ Partly cloudy
            Feels like 52°F · Wind 12 mph NW ↘
            Humidity 62% · Pressure 30.01 inHg
            row 0: 0..<4 bold "54°F"
            row 1: 0..<11 dim "Feels like "
            row 1: 15..<23 dim " · Wind "
            row 2: 0..<9 dim "Humidity "
            row 2: 12..<24 dim " · Pressure "
            """)
    }

    @Test func asciiIconsDrawThePlainTemperature() {
        var ascii = panel
        ascii.iconSet = .ascii
        expectNoDifference(
            renderSection(ascii, width: 78, height: 4).styleDump(),
            """
            54°F                    Feels like 52°F      Wind     12 mph NW           UV 2
                                    Humidity   62%       Gusts    22 mph
                                    Clouds     40%       Pressure 30.01 inHg
            % Partly cloudy         Precip     0.00 in   Rise/set 6:49 AM / 4:32 PM
            row 0: 0..<4 bold "54°F"
            row 0: 24..<34 dim "Feels like"
            row 0: 45..<49 dim "Wind"
            row 0: 74..<76 dim "UV"
            row 0: 77..<78 fg:green "2"
            row 1: 24..<32 dim "Humidity"
            row 1: 45..<50 dim "Gusts"
            row 2: 24..<30 dim "Clouds"
            row 2: 45..<53 dim "Pressure"
            row 3: 24..<30 dim "Precip"
            row 3: 45..<53 dim "Rise/set"
            """)
    }

    /// The UV index is a third column when it fits beside the other two (closer together if need be), else left
    /// out of the wide form; the narrow form lists it last, when its line has room.
    @Test func theUVIndexWhereThereIsRoom() {
        var extreme = panel
        extreme.current?.uvIndex = 11.2
        let wide = renderSection(extreme, width: 78, height: 4)
        // Two columns apart, not three: "Wind" moves one to the left.
        #expect(wide.lines()[0].hasSuffix("Feels like 52°F     Wind     12 mph NW ↘        UV 11"))
        #expect(wide.styleDump(rows: 0...0).hasSuffix(#"row 0: 75..<77 fg:magenta "11""#))
        #expect(!renderSection(extreme, width: 76, height: 4).text.contains("UV"))  // no room: the two columns alone
        #expect(renderSection(panel, width: 76, height: 4).lines()[3].hasSuffix("Rise/set 6:49 AM / 4:32 PM"))
        let narrow = renderSection(panel, width: 70, height: 5)
        #expect(narrow.lines()[3].hasSuffix("Pressure 30.01 inHg · Gusts 22 mph"))
        #expect(renderSection(panel, width: 38, height: 6).lines()[5] == "Clouds 40% · Precip 0.00 in")
        var older = panel
        older.current?.uvIndex = nil  // a cache from before the UV index was asked for
        #expect(!renderSection(older, width: 78, height: 4).text.contains("UV"))
    }

    @Test func uvCategoriesHaveTheirColours() {
        let styles = [0.4, 2.49, 2.5, 5.4, 6, 7.4, 8, 10.4, 10.5, 14].map { UVIndex.style($0).foreground }
        #expect(
            styles == [
                .green, .green, .yellow, .yellow, .indexed(208), .indexed(208), .red, .red, .magenta, .magenta,
            ])
        #expect(UVIndex.style(nil) == .plain)
    }
}
