import Foundation
import Lasso
import TerminalUI
import WeatherApp
import WeatherAppTesting
import WeatherCore

/// Timings of the Map screen at 200×60 with the real outlines and ZIP directory: a full frame, and a pan or zoom
/// step as the user makes it (the store reduces the key's action, looking up towns, then the view draws).
@MainActor
func mapBenchmarks() -> [(name: String, p50: Duration, p99: Duration)] {
    let directory = ZipDirectory.shared
    guard let newYork = directory.place(zip: "10001"), let boston = directory.place(zip: "02108"),
        let losAngeles = directory.place(zip: "90012")
    else { return [] }
    let now = Date()
    let recents = [
        RecentSearch(place: newYork, searchedAt: now, lastTemperature: 72, lastUnits: .imperial),
        RecentSearch(place: boston, searchedAt: now, lastTemperature: 61, lastUnits: .imperial),
        RecentSearch(place: losAngeles, searchedAt: now, lastTemperature: 80, lastUnits: .imperial),
    ]
    let store = LassoStore<MapScreen>(
        initialState: MapScreen.State(focus: newYork, recents: recents),
        reducer: MapStore(
            directory: directory, mapLayer: nil, radar: .failing, radarForecast: nil, clock: .live,
            settings: .failing, alerts: nil))
    let view = MapView(store: store.asViewStore(), geometry: .shared, counties: .shared)
    let frame = mapFrames(view, layout: false)
    frame()  // lays the map out and builds the directory's spatial tables, which the app does once

    var results: [(name: String, p50: Duration, p99: Duration)] = []
    results.append(measure("map: frame 200×60 (New York, towns on)", iterations: 300) { _ in frame() })

    // Two steps each way, so the view keeps returning to where it started.
    let pans: [MapScreen.Direction] = [.right, .right, .down, .down, .left, .left, .up, .up]
    results.append(
        measure("map: pan step 200×60 (reduce + frame)", iterations: 400) { index in
            store.send(.view(.didPan(pans[index % pans.count])))
            frame()
        })

    // From the default zoom in to the closest, out to the world and back: every outline level is drawn.
    let zooms: [MapScreen.ZoomDirection] =
        Array(repeating: .in, count: 5) + Array(repeating: .out, count: 9)
        + Array(repeating: .in, count: 4)
    results.append(
        measure("map: zoom step 200×60 (reduce + frame)", iterations: 360) { index in
            store.send(.view(.didZoom(zooms[index % zooms.count])))
            frame()
        })
    results += mapAbroadBenchmarks()
    results += mapAlertBenchmarks(focus: newYork, directory: directory)
    results += mapLayerBenchmarks(focus: newYork, directory: directory)
    results += radarBenchmarks(focus: newYork, directory: directory)
    results.append(
        measure("counties: first query (reads the county table)", iterations: 20) { _ in
            keep(CountyGeometry.embedded().counties.count)
        })
    return results
}
