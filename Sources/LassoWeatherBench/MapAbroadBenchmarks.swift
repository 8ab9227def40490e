import Foundation
import Lasso
import TerminalUI
import WeatherApp
import WeatherCore

/// The Map abroad at 200×60: Tokyo with Japan's 1:50m coasts and the world directory's towns, a frame and a pan
/// step; and the world towns' first lookup: the index of a region the Map's effect builds off the main thread,
/// reading every block of the world directory once, then the lookup the reducer makes in it.
@MainActor
func mapAbroadBenchmarks() -> [(name: String, p50: Duration, p99: Duration)] {
    var results: [(name: String, p50: Duration, p99: Duration)] = []
    results.append(
        measure("map abroad: world towns, first lookup (effect: reads every block)", iterations: 5) { _ in
            // The live store's effect work over a fresh directory, run as the app runs it: off the main actor.
            let load = MapStore(
                directory: .shared, world: WorldTowns(.embedded()), mapLayer: nil, radar: .failing,
                radarForecast: nil, clock: .live, settings: .failing, alerts: nil
            ).worldTowns
            let done = DispatchSemaphore(value: 0)
            Task.detached {
                let box = GeoBox(minLongitude: 138, minLatitude: 34, maxLongitude: 142, maxLatitude: 37)
                keep(try? await load?(WorldTowns.region(around: box)).towns(in: box, limit: 60).count)
                done.signal()
            }
            done.wait()
        })
    guard let tokyo = PlaceDirectory.shared.places(named: "Tokyo").first(where: { $0.country == "JP" })?.place
    else { return results }
    let store = LassoStore<MapScreen>(
        initialState: MapScreen.State(focus: tokyo),
        reducer: MapStore(
            directory: .shared, world: .shared, mapLayer: nil, radar: .failing, radarForecast: nil, clock: .live,
            settings: .failing, alerts: nil))
    let view = MapView(store: store.asViewStore(), geometry: .shared, counties: .shared)
    let frame = mapFrames(view, layout: false)
    // The map laid out, then the world towns' index as the Map's effect answers it (the region around the view).
    frame()
    store.send(
        .towns(.didLoadWorld(WorldTowns.shared.index(covering: WorldTowns.region(around: store.state.viewport.bounds))))
    )
    frame()
    results.append(measure("map abroad: frame 200×60 (Tokyo, towns on)", iterations: 300) { _ in frame() })
    let pans: [MapScreen.Direction] = [.right, .right, .down, .down, .left, .left, .up, .up]
    results.append(
        measure("map abroad: pan step 200×60 (Tokyo; reduce + frame)", iterations: 400) { index in
            store.send(.view(.didPan(pans[index % pans.count])))
            frame()
        })
    return results
}
