import CustomDump
import Lasso
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Alerts on the fixture map: the tornado's polygon and the heat warning's county (Westcounty) shaded and outlined
/// in red, the wind advisory's county (Eastcounty) in orange; markers and labels on top; a row naming them after
/// the place they are for.
@MainActor
struct MapAlertRenderTests {
    typealias F = MapFixtures
    typealias A = MapAlertFixtures

    private func state(
        zoom: Int = 4, width: Int, height: Int, alerts: [WeatherAlert]
    ) -> MapScreen.State {
        var state = F.state(zoom: zoom, size: .init(width: width, height: height))
        state.alerts = alerts
        return state
    }

    /// 40×12 body: 10 map rows, the alerts row, the legend. Outlines bold, shading one dot in every other cell, the
    /// state line (dim blue) still showing where no alert covers it, Testville's label over the shading.
    @Test func aPolygonAndACountyAlertAt40x12() {
        let alerts = [A.tornado, A.heat]
        let (buffer, sent) = F.render(
            state(width: 40, height: 10, alerts: alerts), width: 40, height: 12, counties: A.counties)
        #expect(sent.isEmpty)
        expectNoDifference(
            buffer.styleDump(),
            """

                        ⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⡀
                    ⠂Bigton ⠄ ⠄ ⠄ ⡇         ⡇
                        ⡇⠄ ⠄ ⠄ ⠄ ⠄⡇         ⡇
                        ⡇ ⠄ ⠄ ⠄ ⠄ ⡇         ⡇    ⢀⠔⠊
                        ⡇⠄ ⠄ ⠄ ⠄◆ Testville 72°F⠊⠅ ⠄
                        ⡇ ⠄ ⠄ ⠄ ⠄ ⡇         ⡇ ⢇ ⠄ ⠄
                        ⡇⠄ ⠄ ⠄ ⠄ ⠄⡇         ⡇ ⢸⠄ ⠄ ⠄
                        ⠧⠤⠤⠤⠤⠤⠤⠤⠤⠤⠧⠤⠤⠤⠤⠤⠤⠤⠤⠤⠇  ⡇⠄ ⠄
                                               ⢱ ⠄⣀⣄
            ⚠ Testville, TS: Tornado Warning (area)…
            40.00°N 100.00°W  ├───┤ 50 km
            row 1: 12..<23 bold fg:red "⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀"
            row 1: 23..<33 dim fg:blue "⣀⣀⣀⣀⣀⣀⣀⣀⣀⡀"
            row 2: 16..<17 fg:red "⠄"
            row 2: 18..<19 fg:red "⠄"
            row 2: 20..<21 fg:red "⠄"
            row 2: 22..<23 bold fg:red "⡇"
            row 2: 32..<33 dim fg:blue "⡇"
            row 3: 12..<13 bold fg:red "⡇"
            row 3: 13..<14 fg:red "⠄"
            row 3: 15..<16 fg:red "⠄"
            row 3: 17..<18 fg:red "⠄"
            row 3: 19..<20 fg:red "⠄"
            row 3: 21..<22 fg:red "⠄"
            row 3: 22..<23 bold fg:red "⡇"
            row 3: 32..<33 dim fg:blue "⡇"
            row 4: 12..<13 bold fg:red "⡇"
            row 4: 14..<15 fg:red "⠄"
            row 4: 16..<17 fg:red "⠄"
            row 4: 18..<19 fg:red "⠄"
            row 4: 20..<21 fg:red "⠄"
            row 4: 22..<23 bold fg:red "⡇"
            row 4: 32..<33 dim fg:blue "⡇"
            row 4: 37..<40 bold fg:red "⢀⠔⠊"
            row 5: 12..<13 bold fg:red "⡇"
            row 5: 13..<14 fg:red "⠄"
            row 5: 15..<16 fg:red "⠄"
            row 5: 17..<18 fg:red "⠄"
            row 5: 19..<20 fg:red "⠄"
            row 5: 20..<21 bold reverse fg:yellow "◆"
            row 5: 22..<36 bold reverse fg:yellow "Testville 72°F"
            row 5: 36..<38 bold fg:red "⠊⠅"
            row 5: 39..<40 fg:red "⠄"
            row 6: 12..<13 bold fg:red "⡇"
            row 6: 14..<15 fg:red "⠄"
            row 6: 16..<17 fg:red "⠄"
            row 6: 18..<19 fg:red "⠄"
            row 6: 20..<21 fg:red "⠄"
            row 6: 22..<23 bold fg:red "⡇"
            row 6: 32..<33 dim fg:blue "⡇"
            row 6: 34..<35 bold fg:red "⢇"
            row 6: 36..<37 fg:red "⠄"
            row 6: 38..<39 fg:red "⠄"
            row 7: 12..<13 bold fg:red "⡇"
            row 7: 13..<14 fg:red "⠄"
            row 7: 15..<16 fg:red "⠄"
            row 7: 17..<18 fg:red "⠄"
            row 7: 19..<20 fg:red "⠄"
            row 7: 21..<22 fg:red "⠄"
            row 7: 22..<23 bold fg:red "⡇"
            row 7: 32..<33 dim fg:blue "⡇"
            row 7: 34..<35 bold fg:red "⢸"
            row 7: 35..<36 fg:red "⠄"
            row 7: 37..<38 fg:red "⠄"
            row 7: 39..<40 fg:red "⠄"
            row 8: 12..<23 bold fg:red "⠧⠤⠤⠤⠤⠤⠤⠤⠤⠤⠧"
            row 8: 23..<33 dim fg:blue "⠤⠤⠤⠤⠤⠤⠤⠤⠤⠇"
            row 8: 35..<36 bold fg:red "⡇"
            row 8: 36..<37 fg:red "⠄"
            row 8: 38..<39 fg:red "⠄"
            row 9: 35..<36 bold fg:red "⢱"
            row 9: 37..<38 fg:red "⠄"
            row 9: 38..<40 bold fg:red "⣀⣄"
            row 10: 0..<2 bold fg:red "⚠ "
            row 10: 2..<17 bold "Testville, TS: "
            row 10: 17..<39 bold fg:red "Tornado Warning (area)"
            row 10: 39..<40 dim "…"
            row 11: 16..<29 dim "  ├───┤ 50 km"
            """)
    }

    /// 80×24 body: the tornado's polygon around Eastham (its county, also named, is not outlined), the heat warning
    /// over Westcounty, the wind advisory over Eastcounty in orange; the marine alert has no area and is not named.
    @Test func threeAlertsAt80x24() {
        let alerts = [A.tornado, A.heat, A.wind, A.marine]
        let (buffer, sent) = F.render(
            state(width: 80, height: 22, alerts: alerts), width: 80, height: 24, counties: A.counties)
        #expect(sent.isEmpty)
        expectNoDifference(
            buffer.text,
            """

                    ⡖⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒
                    ⡇
                    ⡇
                    ⡇
                    ⡇                                                 Otherton 60°F ●
                    ⡇
                    ⡇                       ⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⡀
                    ⡇                   ⠂Bigton ⠄ ⠄ ⠄ ⡇ ⠄ ⠄ ⠄ ⠄ ⡇           ⡀
                    ⡇                       ⡇⠄ ⠄ ⠄ ⠄ ⠄⡇⠄ ⠄ ⠄ ⠄ ⠄⡇        ⡠⠔⠍⠈⠕⢄⡀
                    ⡇                       ⡇ ⠄ ⠄ ⠄ ⠄ ⡇ ⠄ ⠄ ⠄ ⠄ ⡇    ⢀⡠⠔⠍ ⠄ ⠄ ⠄⠈⠦⢄
                    ⡇                       ⡇⠄ ⠄ ⠄ ⠄◆ Testville 72°F⠒⠅ ⠄ ⠄ ⠄ ⠄ ⠄ ⢄⠇
                ⠁Westby                     ⡇ ⠄ ⠄ ⠄ ⠄ ⡇ ⠄ ⠄ ⠄ ⠄ ⡇ ⢣ ⠄ ⠄ ⠄ ⠄ ⠄ ⠄ ⠄⡸
                    ⡇                       ⡇⠄ ⠄ ⠄ ⠄ ⠄⡇⠄ ⠄ ⠄ ⠄ ⠄⡇ ⠘⡄ ⠄ ⠄ ⠄⠄Eastham
                    ⡇                       ⠧⠤⠤⠤⠤⠤⠤⠤⠤⠤⠧⠤⠤⠤⠤⠤⠤⠤⠤⠤⠇  ⢣⠄ ⠄ ⠄ ⠄ ⠄ ⠄ ⡼
                    ⡇                                              ⠘⡄⢄⣀⣄⡠⠤⠤⠔⠒⠒⠊⠉⠁
                    ⡇                                               ⠉⠁
                    ⡇
                    ⠧⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤



            ⚠ Testville, TS: Tornado Warning (area) · Extreme Heat Warning (counties) · Win…
            40.00°N 100.00°W  ├───┤ 50 km                             1/3 Testville, TS 72°F
            """)
        // Styles where the shading meets a label and the polygon, and the two bottom rows.
        expectNoDifference(
            buffer.styleDump(rows: 11...12),
            """
                    ⡇                       ⡇⠄ ⠄ ⠄ ⠄◆ Testville 72°F⠒⠅ ⠄ ⠄ ⠄ ⠄ ⠄ ⢄⠇
                ⠁Westby                     ⡇ ⠄ ⠄ ⠄ ⠄ ⡇ ⠄ ⠄ ⠄ ⠄ ⡇ ⢣ ⠄ ⠄ ⠄ ⠄ ⠄ ⠄ ⠄⡸
            row 11: 8..<9 dim "⡇"
            row 11: 32..<33 bold fg:red "⡇"
            row 11: 33..<34 fg:red "⠄"
            row 11: 35..<36 fg:red "⠄"
            row 11: 37..<38 fg:red "⠄"
            row 11: 39..<40 fg:red "⠄"
            row 11: 40..<41 bold reverse fg:yellow "◆"
            row 11: 42..<56 bold reverse fg:yellow "Testville 72°F"
            row 11: 56..<58 bold fg:red "⠒⠅"
            row 11: 59..<60 fg:red "⠄"
            row 11: 61..<62 fg:red "⠄"
            row 11: 63..<64 fg:red "⠄"
            row 11: 65..<66 fg:red "⠄"
            row 11: 67..<68 fg:red "⠄"
            row 11: 69..<71 bold fg:red "⢄⠇"
            row 12: 32..<33 bold fg:red "⡇"
            row 12: 34..<35 fg:red "⠄"
            row 12: 36..<37 fg:red "⠄"
            row 12: 38..<39 fg:red "⠄"
            row 12: 40..<41 fg:red "⠄"
            row 12: 42..<43 bold fg:red "⡇"
            row 12: 44..<45 fg:indexed(208) "⠄"
            row 12: 46..<47 fg:indexed(208) "⠄"
            row 12: 48..<49 fg:indexed(208) "⠄"
            row 12: 50..<51 fg:indexed(208) "⠄"
            row 12: 52..<53 bold fg:indexed(208) "⡇"
            row 12: 54..<55 bold fg:red "⢣"
            row 12: 56..<57 fg:red "⠄"
            row 12: 58..<59 fg:red "⠄"
            row 12: 60..<61 fg:red "⠄"
            row 12: 62..<63 fg:red "⠄"
            row 12: 64..<65 fg:red "⠄"
            row 12: 66..<67 fg:red "⠄"
            row 12: 68..<69 fg:red "⠄"
            row 12: 69..<70 bold fg:red "⡸"
            """)
        expectNoDifference(
            buffer.styleDump(rows: 22...23),
            """
            ⚠ Testville, TS: Tornado Warning (area) · Extreme Heat Warning (counties) · Win…
            40.00°N 100.00°W  ├───┤ 50 km                             1/3 Testville, TS 72°F
            row 22: 0..<2 bold fg:red "⚠ "
            row 22: 2..<17 bold "Testville, TS: "
            row 22: 17..<39 bold fg:red "Tornado Warning (area)"
            row 22: 39..<42 dim " · "
            row 22: 42..<73 bold fg:red "Extreme Heat Warning (counties)"
            row 22: 73..<76 dim " · "
            row 22: 76..<80 bold fg:indexed(208) "Win…"
            row 23: 16..<29 dim "  ├───┤ 50 km"
            row 23: 58..<80 bold "1/3 Testville, TS 72°F"
            """)
    }

    /// Without alerts the Map is as it was: no alerts row, the same cells; so too when no alert has an area to draw.
    @Test func withoutAlertsTheLegendIsAsToday() {
        let plain = F.render(F.state(size: .init(width: 80, height: 21)), width: 80, height: 22).buffer
        let withCounties = F.render(
            state(width: 80, height: 21, alerts: []), width: 80, height: 22, counties: A.counties)
        let unmapped = F.render(
            state(width: 80, height: 21, alerts: [A.marine]), width: 80, height: 22, counties: A.counties)
        #expect(withCounties.sent.isEmpty && unmapped.sent.isEmpty)
        expectNoDifference(withCounties.buffer.styleDump(), plain.styleDump())
        expectNoDifference(unmapped.buffer.styleDump(), plain.styleDump())
    }

    /// County lines (dim) appear from `MapZoom.countyLinesFromIndex` on: the line between the two fixture counties at
    /// 99.75°W, a quarter degree east of the centre, is column 44 at zoom 5 (32 dots a degree) and nothing at zoom 4.
    @Test func countyLinesOnlyAtCloseZoom() {
        #expect(MapZoom.countyLinesFromIndex == 5 && MapZoom.townsFromIndex == 4)
        let far = F.render(
            state(zoom: 4, width: 80, height: 21, alerts: []), width: 80, height: 22, counties: A.counties)
        expectNoDifference(
            far.buffer.styleDump(),
            F.render(F.state(size: .init(width: 80, height: 21)), width: 80, height: 22).buffer.styleDump())
        let close = F.render(
            state(zoom: 5, width: 80, height: 21, alerts: []), width: 80, height: 22, counties: A.counties
        ).buffer
        let countyColumn = close.styleRuns().filter { $0.columns == 44..<45 && $0.style == .dim }.map(\.row)
        #expect(countyColumn == Array(5...16).filter { $0 != 10 })  // row 10: under Testville's label
        let withoutCounties = F.render(state(zoom: 5, width: 80, height: 21, alerts: []), width: 80, height: 22).buffer
        #expect(!withoutCounties.styleRuns().contains { $0.columns.contains(44) && $0.style == .dim })
    }
}
