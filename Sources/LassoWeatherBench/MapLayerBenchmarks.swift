import Foundation
import Lasso
import TerminalUI
import WeatherApp
import WeatherAppTesting
import WeatherCore

/// The Map with the temperature layer on at 200×60 around New York: a frame, and a pan step (reduce + frame), with
/// every map cell coloured from the grid (target: under 8 ms each). The pans go a quarter of the view each way
/// and back, so the view stays inside the fetched area and the grid keeps covering it.
@MainActor
func mapLayerBenchmarks(focus: Place, directory: ZipDirectory) -> [(name: String, p50: Duration, p99: Duration)] {
    var state = MapScreen.State(focus: focus)
    state.viewSize = MapScreen.Size(width: 200, height: 58)  // the body less the layer's and the scale's rows
    state.layer = MapLayerState(kind: .temperature, units: .imperial)
    let grid = benchGrid(LayerGridRequest(around: state.viewport.bounds, units: .imperial), fetchedAt: Date())
    state.layer.grid = grid
    state.layer.cache = [grid]
    state.layer.now = Date()
    let reducer = MapStore(
        directory: directory, mapLayer: MapLayerClient { request in benchGrid(request, fetchedAt: Date()) },
        radar: .failing, radarForecast: nil, clock: .live, settings: .failing, alerts: nil)
    let store = LassoStore<MapScreen>(initialState: state, reducer: reducer)
    let view = MapView(store: store.asViewStore(), geometry: .shared, counties: .shared, colors: .palette256)
    let frame = mapFrames(view)
    frame()
    let pans: [MapScreen.Direction] = [.right, .left, .down, .up, .left, .right, .up, .down]
    return [
        measure("map + temperature layer: frame 200×60", iterations: 300) { _ in frame() },
        measure("map + temperature layer: pan step 200×60 (reduce + frame)", iterations: 400) { index in
            store.send(.view(.didPan(pans[index % pans.count])))
            frame()
        },
    ]
}

/// A smooth field over the request's points, like the fixture server's, without a server.
private func benchGrid(_ request: LayerGridRequest, fetchedAt: Date) -> LayerGrid {
    let points = request.coordinates.map { point in
        LayerGrid.Point(
            temperature: 88 - 1.1 * (point.latitude - 25) + 5 * sin(point.longitude / 9), precipitation: 0)
    }
    return LayerGrid(
        area: request.area, columns: LayerGridRequest.columns, rows: LayerGridRequest.rows, points: points,
        units: request.units, fetchedAt: fetchedAt)
}

/// A 20-step pan east at key-repeat pace (one step every 50 ms) from a view whose grid is fetched, ending far
/// outside the fetched area, against the release fixture server with the app's live layer client: the layer
/// requests the server logged for it (target: at most 1; the store asks once the view has settled for 300 ms).
@MainActor
func mapLayerPanRequests(serverURL: String) throws -> BenchRow {
    let (directory, (base, focus, http)) = (ZipDirectory.shared, try liveMapBench(serverURL: serverURL))
    defer { Task.detached { try? await http.shutdown() } }
    var state = MapScreen.State(focus: focus)
    state.layer = MapLayerState(kind: .temperature, units: .imperial)
    let reducer = MapStore(
        directory: directory, mapLayer: .live(baseURL: base, httpClient: http), radar: .failing, radarForecast: nil,
        clock: .live, settings: .failing, alerts: nil)
    let store = LassoStore<MapScreen>(initialState: state, reducer: reducer)
    // The first layout asks for the grid around the view; wait for it.
    store.send(.view(.didResize(width: 200, height: 58)))
    guard pumpMainQueue(until: { store.state.layer.grid != nil }) else {
        throw BenchError("the first grid never came: \(store.state.layer.problem ?? "no answer")")
    }
    let first = try layerRequestCount(http, serverURL)
    let fetched = store.state.layer.grid?.area
    for _ in 0..<20 {
        store.send(.view(.didPan(.right)))
        _ = pumpMainQueue(for: 0.05)
    }
    let ended = store.state.viewport.bounds
    guard let fetched, ended.minLongitude > fetched.maxLongitude else {
        throw BenchError("the pan did not leave the fetched area")
    }
    guard pumpMainQueue(until: { store.state.layer.grid?.area != fetched && !store.state.layer.isLoading }) else {
        throw BenchError("no grid for the new view: \(store.state.layer.problem ?? "no answer")")
    }
    let requests = try layerRequestCount(http, serverURL) - first
    return BenchRow(
        name: "Map layer: 20-step pan ending outside the fetched area",
        value: "\(requests) request\(requests == 1 ? "" : "s")",
        note: "one pan every 50 ms at 200×60, live client, counted at the fixture server (target ≤ 1)")
}

/// Forecast requests for a whole layer grid in the server's log (`GET /admin/log`).
private func layerRequestCount(_ http: HTTPClient, _ serverURL: String) throws -> Int {
    guard let log = try fixtureAdmin(http, serverURL, "/admin/log")["forecast"] as? [[String: Any]] else {
        throw BenchError("could not read the fixture server's log")
    }
    return log.filter { ($0["places"] as? Double) == Double(LayerGridRequest.maxPoints) }.count
}

/// A JSON object from the fixture server's admin API, fetched with the app's own client from outside the main
/// actor's queue (which the caller keeps busy).
func fixtureAdmin(_ http: HTTPClient, _ serverURL: String, _ path: String) throws -> [String: Any] {
    let semaphore = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var body: Data?
    Task.detached {
        defer { semaphore.signal() }
        guard let url = URL(string: serverURL + path), let answer = try? await http.send(url, timeouts: .production)
        else { return }
        body = answer.body
    }
    semaphore.wait()
    guard let body, let object = try JSONSerialization.jsonObject(with: body) as? [String: Any] else {
        throw BenchError("could not read the fixture server's \(path)")
    }
    return object
}

/// Runs the main queue (effects, timers) until `condition` holds or 5 s pass.
@MainActor
private func pumpMainQueue(until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
        if condition() { return true }
        RunLoop.main.run(until: Date().addingTimeInterval(0.001))
    }
    return condition()
}

/// Runs the main queue for `seconds`.
@MainActor
private func pumpMainQueue(for seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline { RunLoop.main.run(until: min(deadline, Date().addingTimeInterval(0.001))) }
    return true
}
