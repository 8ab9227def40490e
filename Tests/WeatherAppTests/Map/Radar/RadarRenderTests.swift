import CustomDump
import Lasso
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The radar drawn on the fixture map, with styles, at 80×24 and 40×12, in 256, 16 and 8 colours and without
/// colours: echoes as cell backgrounds on the NWS scale (or braille density), markers and outlines readable over
/// them, and the legend row with the frame's time and age, the loop's dots, pause, failures and "no radar here".
@MainActor
struct RadarRenderTests {
    typealias F = MapFixtures
    typealias L = MapLayerFixtures

    /// Testville with the radar on and the loop's frames for a `width`×`height` body: a band of `dbz` over the
    /// view's east half (the west is dry), every frame arrived but `missing`, the newest shown 7 minutes after its
    /// time.
    static func state(
        width: Int, height: Int, dbz: Int8 = 45, missing: Set<Int> = [], problem: String? = nil
    ) -> MapScreen.State {
        var state = F.state(zoom: 4, size: .init(width: width, height: height - 2))
        state.layer = MapLayerState(kind: .radar, units: .imperial)
        let view = MapStore.radarView(for: state)
        let times = RadarFrameTimes.iem.loop(now: F.date)
        state.radar.view = view
        state.radar.times = times
        state.radar.position = times.count - 1
        for (index, time) in times.enumerated() where !missing.contains(index) {
            var pixels = [Int8](repeating: RadarImage.noEcho, count: view.width * view.height)
            for y in 0..<view.height {
                for x in (view.width / 2)..<view.width { pixels[y * view.width + x] = dbz }
            }
            state.radar.frames[time] = RadarFrame(
                time: time, area: view.area, image: RadarImage(width: view.width, height: view.height, pixels: pixels))
        }
        state.radar.problem = problem
        state.layer.now = times.last!.addingTimeInterval(7 * 60)
        return state
    }

    static func render(_ state: MapScreen.State, width: Int, height: Int, colors: ColorDepth = .palette256) -> Buffer {
        MapLayerRenderTests.render(state, width: width, height: height, colors: colors)
    }

    @Test func echoesAt80x24OnTheNWSScaleWithOutlinesAndMarkersOnTop() {
        let buffer = Self.render(Self.state(width: 80, height: 24), width: 80, height: 24)
        let lines = buffer.lines()
        // West dry, east 45 dBZ: orange (208) backgrounds, contrasting text.
        #expect(buffer[2, 3].style.background == .default)
        #expect(buffer[77, 3].style.background == .indexed(208))
        #expect(buffer[77, 3].style.foreground == Color.indexed(208).contrastingText)
        #expect(MapLayerRenderTests.backgrounds(buffer, rows: 0..<22) == [.default, .indexed(208)])
        // Testville's marker keeps its own style.
        let y = lines.firstIndex { $0.contains("Testville") }!
        let x = lines[y].distance(from: lines[y].startIndex, to: lines[y].firstIndex(of: "◆")!)
        #expect(buffer[x, y].style == MapRenderer.Styles.selected)
        // The legend: the frame's local time and age, the loop (the newest shown), the scale as room allows.
        let legend = lines[22]
        #expect(legend.hasPrefix("Radar · "))
        #expect(legend.contains(", 7 min ago"))
        #expect(legend.contains("······●"))
        #expect(buffer[0, 22].style.attributes.contains(.bold))
    }

    @Test func at40x12TheLegendKeepsWhatFits() {
        let buffer = Self.render(Self.state(width: 40, height: 12), width: 40, height: 12)
        let lines = buffer.lines()
        #expect(lines[10].hasPrefix("Radar · "))
        #expect(lines[10].count <= 40)
        #expect(buffer[38, 2].style.background == .indexed(208))
    }

    @Test func wideTheLegendCreditsTheIEM() {
        // The credit is the app's radar source's, the IEM's (the README's "Radar: Iowa Environmental Mesonet").
        let lines = Self.render(Self.state(width: 160, height: 24), width: 160, height: 24).lines()
        #expect(lines[22].hasSuffix("dBZ  Radar: Iowa Environmental Mesonet, NEXRAD"), "\(lines[22])")
    }

    @Test(arguments: [
        (ColorDepth.basic16, Color.yellow), (.basic8, .yellow),
    ])
    func fewerColoursUseCoarserSteps(depth: ColorDepth, expected: Color) {
        let buffer = Self.render(Self.state(width: 80, height: 24), width: 80, height: 24, colors: depth)
        #expect(buffer[77, 3].style.background == expected)
    }

    @Test func withoutColoursIntensityIsBrailleDensity() {
        let heavy = Self.render(Self.state(width: 80, height: 24, dbz: 55), width: 80, height: 24, colors: .none)
        let light = Self.render(Self.state(width: 80, height: 24, dbz: 25), width: 80, height: 24, colors: .none)
        #expect(heavy[77, 3].symbol == "⠿" && light[77, 3].symbol == "⠂")
        #expect(heavy[77, 3].style.background == .default)
        #expect(heavy[2, 3].symbol == " ")
        let legend = heavy.lines()[22]
        #expect(legend.contains("more dots: heavier"), "\(legend)")
    }

    @Test func aFailureAMissingFrameAPauseAndNoRadarHereAreSaid() {
        var failed = Self.state(width: 80, height: 24, missing: Set(0..<7), problem: "HTTP 500")
        failed.radar.pending = []
        var lines = Self.render(failed, width: 80, height: 24).lines()
        #expect(lines[22].hasPrefix("Radar · radar unavailable: HTTP 500"))
        #expect(lines[22].contains("○○○○○○●"))

        var paused = Self.state(width: 80, height: 24, missing: [3])
        paused.radar.isPlaying = false
        paused.radar.position = 3
        lines = Self.render(paused, width: 80, height: 24).lines()
        #expect(lines[22].contains("· loading…"))
        #expect(lines[22].contains("···●···"))
        #expect(lines[22].contains("paused"))

        var abroad = Self.state(width: 80, height: 24)
        abroad.center = GeoPoint(longitude: 10, latitude: 50)
        lines = Self.render(abroad, width: 80, height: 24).lines()
        #expect(lines[22].hasPrefix("Radar · no radar here (NEXRAD covers the US only)"))
    }

    @Test func cellsBeyondTheFramesBoxStayClear() {
        // The frame covers only the view's eastern half, every pixel 45 dBZ: the western cells must not take its
        // edge column's colour (a pan shows past the fetched box until the next frames come).
        var state = Self.state(width: 80, height: 24)
        let bounds = state.viewport.bounds
        let middle = (bounds.minLongitude + bounds.maxLongitude) / 2
        let area = GeoBox(
            minLongitude: middle, minLatitude: bounds.minLatitude - 1, maxLongitude: bounds.maxLongitude + 1,
            maxLatitude: bounds.maxLatitude + 1)
        let time = state.radar.times.last!
        state.radar.frames[time] = RadarFrame(
            time: time, area: area, image: RadarImage(width: 40, height: 40, pixels: Array(repeating: 45, count: 1600)))
        let buffer = Self.render(state, width: 80, height: 24)
        #expect(buffer[5, 10].style.background == .default)
        #expect(buffer[75, 10].style.background == .indexed(208))
    }
}
