import CustomDump
import Lasso
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Colours and attributes, as style dumps (the text tests cannot see them).
@MainActor
struct MapViewStyleTests {
    typealias F = MapFixtures

    /// Country outlines dim, the state's dim blue; the focus place bold yellow, the selected place (Otherton) and
    /// its marker reversed too but not the gap between them; towns plain; the legend's scale dim, the selection bold.
    @Test func outlinesAreDimMarkersBoldYellowAndTheSelectionReversed() {
        var state = F.state(size: .init(width: 80, height: 21))
        state.selected = 1  // Otherton
        let buffer = F.render(state, width: 80, height: 22).buffer
        expectNoDifference(
            buffer.styleDump(),
            """
                    ⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀
                    ⡇
                    ⡇
                    ⡇
                    ⡇
                    ⡇                                                 Otherton 60°F ●
                    ⡇
                    ⡇                   ⡀Bigton⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⡆
                    ⡇                       ⡇                   ⡇
                    ⡇                       ⡇                   ⡇
                    ⡇                       ⡇       ◆ Testville 72°F
                ⠄Westby                     ⡇                   ⡇
                    ⡇                       ⡇                   ⡇
                    ⡇                       ⡇                   ⡇         ⠁Eastham
                    ⡇                       ⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠁
                    ⡇
                    ⡇
                    ⡇
                    ⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉


            40.00°N 100.00°W  ├───┤ 50 km                              2/3 Otherton, TS 60°F
            row 0: 8..<80 dim "⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀"
            row 1: 8..<9 dim "⡇"
            row 2: 8..<9 dim "⡇"
            row 3: 8..<9 dim "⡇"
            row 4: 8..<9 dim "⡇"
            row 5: 8..<9 dim "⡇"
            row 5: 58..<71 bold reverse fg:yellow "Otherton 60°F"
            row 5: 72..<73 bold reverse fg:yellow "●"
            row 6: 8..<9 dim "⡇"
            row 7: 8..<9 dim "⡇"
            row 7: 35..<53 dim fg:blue "⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⡆"
            row 8: 8..<9 dim "⡇"
            row 8: 32..<33 dim fg:blue "⡇"
            row 8: 52..<53 dim fg:blue "⡇"
            row 9: 8..<9 dim "⡇"
            row 9: 32..<33 dim fg:blue "⡇"
            row 9: 52..<53 dim fg:blue "⡇"
            row 10: 8..<9 dim "⡇"
            row 10: 32..<33 dim fg:blue "⡇"
            row 10: 40..<41 bold fg:yellow "◆"
            row 10: 42..<56 bold fg:yellow "Testville 72°F"
            row 11: 32..<33 dim fg:blue "⡇"
            row 11: 52..<53 dim fg:blue "⡇"
            row 12: 8..<9 dim "⡇"
            row 12: 32..<33 dim fg:blue "⡇"
            row 12: 52..<53 dim fg:blue "⡇"
            row 13: 8..<9 dim "⡇"
            row 13: 32..<33 dim fg:blue "⡇"
            row 13: 52..<53 dim fg:blue "⡇"
            row 14: 8..<9 dim "⡇"
            row 14: 32..<53 dim fg:blue "⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠁"
            row 15: 8..<9 dim "⡇"
            row 16: 8..<9 dim "⡇"
            row 17: 8..<9 dim "⡇"
            row 18: 8..<80 dim "⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉"
            row 21: 16..<29 dim "  ├───┤ 50 km"
            row 21: 59..<80 bold "2/3 Otherton, TS 60°F"
            """)
    }

    @Test func theZoomLimitNoteIsYellow() {
        let buffer = F.render(F.state(zoom: 9, size: .init(width: 80, height: 21)), width: 80, height: 22).buffer
        expectNoDifference(
            buffer.styleDump(rows: 21...21),
            """
            40.00°N 100.00°W  ├────┤ 2 km · max zoom                  1/3 Testville, TS 72°F
            row 21: 16..<32 dim "  ├────┤ 2 km · "
            row 21: 32..<40 fg:yellow "max zoom"
            row 21: 58..<80 bold "1/3 Testville, TS 72°F"
            """)
    }
}
