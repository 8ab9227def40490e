import Foundation
import Lasso
import TerminalUI
import WeatherApp
import WeatherAppTesting
import WeatherCore
import WeatherFixtures

/// The Map with the radar on at 200×60 around New York: one loop frame drawn from frames already decoded, and the
/// same with the frame's PNG decoded first (the fixture's band of rain, paletted with tRNS, at the size the view
/// asks: 1.5× the view at braille resolution). Target: under 8 ms a frame.
@MainActor
func radarBenchmarks(focus: Place, directory: ZipDirectory) -> [(name: String, p50: Duration, p99: Duration)] {
    var state = MapScreen.State(focus: focus)
    state.viewSize = MapScreen.Size(width: 200, height: 58)  // the body less the layer's and the scale's rows
    state.layer = MapLayerState(kind: .radar, units: .imperial)
    let view = MapStore.radarView(for: state)
    let now = Date()
    let times = RadarSource.iem.times.loop(now: now)
    let pngs = times.map { RadarBench.png(view, $0) }
    state.radar.view = view
    state.radar.times = times
    for (time, png) in zip(times, pngs) {
        if let image = try? RadarImage.decode(
            png: png, maxWidth: view.width, maxHeight: view.height, colors: RadarSource.iem.colors)
        {
            state.radar.frames[time] = RadarFrame(time: time, area: view.area, image: image)
        }
    }
    state.layer.now = now
    var current = state
    let mapView = MapView(
        store: ViewStore(state: { current }, send: { _ in }), geometry: .shared, counties: .shared,
        colors: .palette256)
    var buffer = Buffer(width: 200, height: 60)
    func frame(_ position: Int) {
        current.radar.position = position % times.count
        buffer.reset()
        mapView.layout(in: buffer.area)
        _ = mapView.render(into: &buffer, area: buffer.area)
    }
    frame(0)
    return [
        measure("radar loop: frame 200×60 (frames decoded)", iterations: 300) { index in frame(index) },
        measure("radar loop: frame 200×60 with its PNG decoded", iterations: 100) { index in
            let time = times[index % times.count]
            if let image = try? RadarImage.decode(
                png: pngs[index % pngs.count], maxWidth: view.width, maxHeight: view.height,
                colors: RadarSource.iem.colors)
            {
                current.radar.frames[time] = RadarFrame(time: time, area: view.area, image: image)
            }
            frame(index)
        },
    ]
}

enum RadarBench {
    static func png(_ view: RadarLoopState.View, _ time: Date) -> Data {
        let box = [view.area.minLongitude, view.area.minLatitude, view.area.maxLongitude, view.area.maxLatitude]
        return FixtureRadarImage.png(box: box, width: view.width, height: view.height, time: time) ?? Data()
    }
}

/// The radar playing for 60 s against the release fixture server with the app's live client: the frames the
/// server was asked for once the loop's first round had arrived (goal: 0; a new mosaic every 5 minutes is the
/// only reason to ask).
@MainActor
func radarLoopRequests(serverURL: String, seconds: Double = 60) throws -> BenchRow {
    let (directory, (base, focus, http)) = (ZipDirectory.shared, try liveMapBench(serverURL: serverURL))
    defer { Task.detached { try? await http.shutdown() } }
    var state = MapScreen.State(focus: focus)
    state.layer = MapLayerState(kind: .radar, units: .imperial)
    let reducer = MapStore(
        directory: directory, mapLayer: .failing, radar: .live(source: .iem, baseURL: base, httpClient: http),
        radarForecast: nil,
        clock: .live, settings: .failing, alerts: nil)
    let store = LassoStore<MapScreen>(initialState: state, reducer: reducer)
    store.send(.view(.didResize(width: 200, height: 58)))
    guard pumpRunLoop(until: { store.state.radar.frames.count == RadarFrameTimes.loopFrames }, seconds: 10) else {
        throw BenchError("the loop's frames never came: \(store.state.radar.problem ?? "no answer")")
    }
    // A fresh server: what it was asked so far is the loop's first round.
    let first = try radarRequestCount(http, serverURL)
    var advanced = 0
    var lastPosition = store.state.radar.position
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        RunLoop.main.run(until: min(deadline, Date().addingTimeInterval(0.01)))
        if store.state.radar.position != lastPosition {
            advanced += 1
            lastPosition = store.state.radar.position
        }
    }
    let requests = try radarRequestCount(http, serverURL) - first
    store.send(.layer(.didDisappear))
    return BenchRow(
        name: "Radar: requests during a \(Int(seconds)) s loop at 200×60",
        value: "\(requests) request\(requests == 1 ? "" : "s")",
        note:
            "\(advanced) frames shown; live client, counted at the fixture server once the first round (\(first) GetMaps) "
            + "had come (goal 0)"
    )
}

/// The radar's rows alone: the loop's frame times and the requests of a 60 s loop.
@MainActor
func radarRowsAlone(_ processes: ProcessBenchmarks) {
    guard let focus = ZipDirectory.shared.place(zip: "10001") else { return }
    let timings = radarBenchmarks(focus: focus, directory: .shared).map {
        BenchRow(name: $0.name, value: "p50 \(BenchStats.format($0.p50)), p99 \(BenchStats.format($0.p99))")
    }
    printTable("Radar (target: under 8 ms a frame at 200×60)", timings)
    let requests: BenchRow
    do {
        let (server, url) = try processes.fixtureServer()
        defer { server.terminate() }
        requests = try radarLoopRequests(serverURL: url)
    } catch {
        requests = BenchRow(name: "radar: requests during a 60 s loop", value: "n/a", note: "\(error)")
    }
    printTable("Radar requests", [requests])
}

/// Runs the main run loop until `condition` holds or `seconds` pass.
@MainActor
private func pumpRunLoop(until condition: () -> Bool, seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        RunLoop.main.run(until: Date().addingTimeInterval(0.001))
    }
    return condition()
}

/// Radar frames the server has been asked for (`GET /admin/requests`).
private func radarRequestCount(_ http: HTTPClient, _ serverURL: String) throws -> Int {
    guard let count = try fixtureAdmin(http, serverURL, "/admin/requests")["radar"] as? Double else {
        throw BenchError("could not read the fixture server's request counts")
    }
    return Int(count)
}
