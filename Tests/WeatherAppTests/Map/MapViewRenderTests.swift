import CustomDump
import Lasso
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The Map drawn from a hand-made geometry (country "TST" and a state box inside it), compared as text.
@MainActor
struct MapViewRenderTests {
    typealias F = MapFixtures

    /// 80×22 body: the country's left, top and bottom edges, the state box, the focus place (◆) and Otherton (●)
    /// with their last temperatures, towns dotted and named (not Testville: it is marked), Farville off-screen;
    /// the centre, the scale and the selected place on the bottom row.
    @Test func at80x22() {
        let (buffer, sent) = F.render(F.state(size: .init(width: 80, height: 21)), width: 80, height: 22)
        #expect(sent.isEmpty)
        expectNoDifference(
            buffer.text,
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


            40.00°N 100.00°W  ├───┤ 50 km                             1/3 Testville, TS 72°F
            """)
    }

    /// 40×10 body (the smallest the shell lays out): less map, and no room left for the selection text.
    @Test func at40x10() {
        let (buffer, sent) = F.render(F.state(size: .init(width: 40, height: 9)), width: 40, height: 10)
        #expect(sent.isEmpty)
        expectNoDifference(
            buffer.text,
            """

                    ⡀Bigton⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⡆
                        ⡇                   ⡇
                        ⡇                   ⡇
                        ⡇       ◆ Testville 72°F
                        ⡇                   ⡇
                        ⡇                   ⡇
                        ⡇                   ⡇
                        ⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠁
            40.00°N 100.00°W  ├───┤ 50 km
            """)
    }

    /// Until the store knows the map's size it cannot pan by a share of it or look up the towns in view.
    @Test func aNewSizeIsReportedAtLayoutBeforeDrawing() {
        let (_, sent) = F.render(F.state(), width: 80, height: 22)
        #expect(sent == [.view(.didResize(width: 80, height: 21))])
        let (_, resized) = F.render(F.state(size: .init(width: 80, height: 21)), width: 120, height: 40)
        #expect(resized == [.view(.didResize(width: 120, height: 39))])
    }

    @Test func theBottomRowNamesTheSelectedPlaceAndTheZoomLimits() {
        var state = F.state(zoom: 9, size: .init(width: 80, height: 21))
        state.selected = 1
        expectNoDifference(
            F.render(state, width: 80, height: 22).buffer.lines().last,
            "40.00°N 100.00°W  ├────┤ 2 km · max zoom                   2/3 Otherton, TS 60°F")
        state.zoom = 0
        state.center = GeoPoint(longitude: 151.21, latitude: -33.87)
        expectNoDifference(
            F.render(state, width: 80, height: 22).buffer.lines().last,
            "33.87°S 151.21°E  ├───┤ 1000 km · min zoom                 2/3 Otherton, TS 60°F")
    }

    @Test func namesFromTheRecentsFileAreSanitised() {
        let evil = Place(zip: "99999", city: "Evil\u{1B}[2JTown\u{7}", state: "TS", latitude: 40.2, longitude: -99.5)
        let state = MapScreen.State(focus: F.testville, recents: [F.recent(evil, 50)])
        var laidOut = state
        laidOut.viewSize = .init(width: 80, height: 21)
        let text = F.render(laidOut, width: 80, height: 22).buffer.text
        #expect(text.contains("EvilTown 50°F"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    /// Every size the shell may give the body, from the 40×12 minimum terminal to 200×60, draws within it.
    @Test func laysOutAtEverySize() {
        for (width, height) in [(40, 10), (41, 11), (80, 22), (132, 40), (200, 58)] {
            let state = F.state(size: .init(width: width, height: height - 1))
            let lines = F.render(state, width: width, height: height).buffer.lines()
            #expect(lines.count == height)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
            #expect(lines.last?.hasPrefix("40.00°N 100.00°W") == true)
            #expect(lines.contains { $0.contains("◆ Testville 72°F") })
        }
    }
}
