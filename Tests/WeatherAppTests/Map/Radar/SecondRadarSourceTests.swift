import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherAppTesting
import WeatherCore
import WeatherFixtures

@testable import WeatherApp

/// A second radar source is one more value: a made-up service declared here in the shape of Canada's GeoMet (a
/// plain WMS asked with `TIME`; the shape from OGC WMS 1.1.1, as GeoMet's and DWD's GeoServer answer it) with its
/// own layer over eastern Canada, its own colours (10 dBZ bands), a frame every 10 minutes and its own credit. The
/// fixture server serves it at its path in those colours; the Map, wired with it, asks its frames on its 10-minute
/// steps, reads its colours back as the right levels at the right pixels, draws the band where it is, and credits it.
@MainActor
@Suite struct SecondRadarSourceTests {
    static let palette: [(dbz: Int, red: UInt8, green: UInt8, blue: UInt8)] = [
        (10, 0x99, 0xCC, 0xFF), (20, 0x00, 0x66, 0xFF), (30, 0x00, 0x99, 0x33), (40, 0xFF, 0xCC, 0x00),
        (50, 0xCC, 0x00, 0x66),
    ]
    static let reach = GeoBox(minLongitude: -80, minLatitude: 43, maxLongitude: -70, maxLatitude: 50)
    static let source = RadarSource(
        network: "Northland", region: "eastern Canada", regionShort: "Canada", countries: ["CA"],
        credit: "Radar: Northland Weather Service",
        composites: [RadarComposite(layer: "NORTHLAND.REFLECTIVITY", name: "Northland", area: reach)],
        path: "/northland/wms", timeParameter: .wmsTime, colors: RadarColorTable(rgb: palette),
        times: RadarFrameTimes(cadence: 600, latency: 300),
        missingFrameWords: ["ServiceException", "no frame for time"])
    static let layer = FixtureRadarLayer(
        path: "/northland/wms", layer: "NORTHLAND.REFLECTIVITY", box: [-80, 43, -70, 50], palette: palette,
        stepMinutes: 10)
    static let ottawa = Place(
        zip: "", city: "Ottawa", state: "", timeZone: "America/Toronto", latitude: 45.4215, longitude: -75.6972,
        country: "CA", region: "Ontario")
    /// 2026-11-22T15:34:00Z: the newest 10-minute frame at least 5 minutes old is 15:20 (the IEM's would be 15:30).
    nonisolated static let now = Date(timeIntervalSince1970: 1_795_361_640)
    static let size = MapScreen.Size(width: 160, height: 28)

    /// The Map at Ottawa with the radar on, wired with the second source's live client against the fixture server,
    /// once the loop's frames have arrived; with what the server was asked.
    func loadedMap() async throws -> (state: MapScreen.State, asked: [RadarRequestRecord]) {
        let server = FixtureServer(now: { Self.now })
        await server.addRadarLayer(Self.layer)
        try await server.start()
        let http = HTTPClient.makeForWeather(timeouts: .radar)
        // Both stopped whatever happens, as NetFixture does.
        do {
            let loaded = try await Self.load(base: try #require(await server.baseURL), http: http)
            let asked = await server.radarRequestRecords()
            try await http.shutdown()
            await server.stop()
            return (loaded, asked)
        } catch {
            try? await http.shutdown()
            await server.stop()
            throw error
        }
    }

    static func load(base: URL, http: HTTPClient) async throws -> MapScreen.State {
        var state = MapScreen.State(focus: Self.ottawa, recents: [], zoom: 6)
        state.layer = MapLayerState(kind: .radar, units: .metric)
        state.clock = .twentyFour
        let reducer = MapStore(
            towns: { _, _ in [] }, mapLayer: .failing,
            radar: .live(source: Self.source, baseURL: base, httpClient: http), radarForecast: nil,
            clock: TestTime(start: Self.now).appClock, settings: .inMemory(), alerts: nil)
        let store = LassoStore<MapScreen>(initialState: state, reducer: reducer)
        // The first layout starts the radar: its loop's frames for the view, asked at once.
        store.send(.view(.didResize(width: Self.size.width, height: Self.size.height)))
        await store.waitUntil("the loop's seven frames arrive") {
            $0.radar.frames.count == RadarFrameTimes.loopFrames || $0.radar.problem != nil
        }
        let loaded = store.state
        store.send(.layer(.didDisappear))
        return loaded
    }

    @Test func theMapAsksDrawsAndCreditsTheSecondSource() async throws {
        let (state, asked) = try await loadedMap()
        #expect(state.radar.problem == nil)
        // Its 10-minute steps, the last hour: 14:20 … 15:20, each asked once of its layer with TIME.
        let times = state.radar.times
        #expect(times == Self.source.times.loop(now: Self.now))
        #expect(times.map(RadarRequest.timeText).last == "2026-11-22T15:20:00Z")
        #expect(times.allSatisfy { $0.timeIntervalSince1970.truncatingRemainder(dividingBy: 600) == 0 })
        #expect(asked.map(\.layer) == Array(repeating: "NORTHLAND.REFLECTIVITY", count: 7))
        #expect(Set(asked.map(\.time)) == Set(times.map(RadarRequest.timeText)))

        // Every pixel of every frame is the fixture's band read in the source's colours: its level floored to the
        // source's 10 dBZ bands, where the fixture drew it.
        let view = try #require(state.radar.view)
        let fixtureBox = [
            view.area.minLongitude, view.area.minLatitude, view.area.maxLongitude, view.area.maxLatitude,
        ].map { Double($0.fixed(4))! }
        #expect(
            RadarRequest(area: view.area, width: view.width, height: view.height, time: Self.now)
                .parts(in: Self.source).count == 1)  // the view lies inside the layer's box: one GetMap a frame
        for time in times {
            let frame = try #require(state.radar.frames[time])
            var differing = 0
            for y in 0..<view.height {
                for x in 0..<view.width {
                    let longitude =
                        fixtureBox[0] + (Double(x) + 0.5) / Double(view.width) * (fixtureBox[2] - fixtureBox[0])
                    let latitude =
                        fixtureBox[3] - (Double(y) + 0.5) / Double(view.height) * (fixtureBox[3] - fixtureBox[1])
                    let drawn = FixtureRadarImage.dbz(
                        longitude: longitude, latitude: latitude, at: time, box: fixtureBox, within: Self.layer.box,
                        pixel: (x, y))
                    let expected = drawn.flatMap { dbz in Self.palette.last { $0.dbz <= dbz }?.dbz }
                    if frame.image.dbz(x: x, y: y) != expected { differing += 1 }
                }
            }
            #expect(differing == 0, "\(RadarRequest.timeText(time)): \(differing) pixels differ")
        }
        #expect(Set(state.radar.frames.values.flatMap(\.image.pixels)) == [RadarImage.noEcho, 20, 30, 40, 50])

        // Drawn: the band's centre line (50 dBZ) in 50's colour where it passes, the map dry across from it.
        let buffer = Self.render(state)
        let newest = try #require(times.last)
        let minutes = newest.timeIntervalSince1970.truncatingRemainder(dividingBy: 3600) / 60
        let shift = (minutes / 10 - 3) * 0.25  // the fixture's band moves east 0.25° every 10 minutes
        let middle = GeoPoint(
            longitude: (fixtureBox[0] + fixtureBox[2]) / 2 + shift, latitude: (fixtureBox[1] + fixtureBox[3]) / 2)
        let viewport = state.viewport(width: Self.size.width, height: Self.size.height)
        func cell(_ east: Double, _ north: Double) -> (x: Int, y: Int) {
            let dot = viewport.project(GeoPoint(longitude: middle.longitude + east, latitude: middle.latitude + north))
            return (Int(dot.x / 2), Int(dot.y / 4))
        }
        let onTheLine = cell(0.5, 0.5)  // north-east along it, clear of Ottawa's marker
        let across = cell(1.2, -1.2)  // 1.7° from the line, the band reaching 0.6°
        #expect(buffer[onTheLine.x, onTheLine.y].style.background == RadarRamp.color(50, .palette256))
        #expect(buffer[across.x, across.y].style.background == .default)
        // The legend: the loop on its 10-minute steps and the source's own credit, nothing of the IEM's.
        let legend = try #require(buffer.lines().first { $0.hasPrefix("Radar") })
        #expect(legend.contains("14:20 ······● 15:20"), "\(legend)")
        #expect(legend.contains("Radar: Northland Weather Service") && !legend.contains("NEXRAD"), "\(legend)")
    }

    @Test func outsideItsBoxTheMapSaysWhereItCovers() {
        var state = MapScreen.State(focus: Self.ottawa, recents: [], zoom: 6)
        state.layer = MapLayerState(kind: .radar, units: .metric)
        state.center = GeoPoint(longitude: -100, latitude: 55)  // the prairies: no part of the source there
        let legend = Self.render(state).lines().first { $0.hasPrefix("Radar") }
        #expect(legend?.contains("no radar here (Northland covers eastern Canada only)") == true, "\(legend ?? "")")
    }

    static func render(_ state: MapScreen.State) -> Buffer {
        let view = MapView(
            store: ViewStore(state: { state }, send: { _ in }), geometry: MapFixtures.geometry, colors: .palette256,
            radarSource: source)
        var buffer = Buffer(width: size.width, height: size.height + 2)
        view.layout(in: buffer.area)
        _ = view.render(into: &buffer, area: buffer.area)
        return buffer
    }
}
