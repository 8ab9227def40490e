import Foundation
import Lasso
import TerminalUI
import WeatherApp
import WeatherAppTesting
import WeatherCore

/// A Map frame at 200×60 with a 500-point storm polygon and a zone alert over 20 counties around New York (target:
/// under 8 ms): at the zoom the Map opens at, and two steps in, where every county in view is outlined too.
@MainActor
func mapAlertBenchmarks(focus: Place, directory: ZipDirectory) -> [(name: String, p50: Duration, p99: Duration)] {
    let alerts = [benchHeatAlert, benchStormAlert(around: GeoPoint(longitude: -74.4, latitude: 41.1))]
    var results: [(name: String, p50: Duration, p99: Duration)] = []
    for zoom in [MapZoom.defaultIndex, MapZoom.countyLinesFromIndex + 1] {
        let store = LassoStore<MapScreen>(
            initialState: MapScreen.State(focus: focus, zoom: zoom, alerts: alerts),
            reducer: MapStore(
                directory: directory, mapLayer: nil, radar: .failing, radarForecast: nil, clock: .live,
                settings: .failing, alerts: nil))
        let view = MapView(store: store.asViewStore(), geometry: .shared, counties: .shared)
        let frame = mapFrames(view)
        frame()  // lays the map out and reads the county table, which the app does once
        let lines = zoom >= MapZoom.countyLinesFromIndex ? ", county lines" : ""
        results.append(
            measure(
                "map: frame 200×60, alerts: 500-point polygon + 20 counties (zoom \(zoom)\(lines))", iterations: 300
            ) { _ in frame() })
    }
    return results
}

/// New York City, Long Island and northern New Jersey.
private let benchHeatAlert = WeatherAlert(
    id: "bench-heat", event: "Extreme Heat Warning", severity: .extreme,
    sameCodes: [
        "036061", "036047", "036081", "036005", "036085", "036119", "036059", "036103", "036087", "036071",
        "036079", "036027", "036111", "034017", "034013", "034003", "034031", "034039", "034023", "034025",
    ])

/// A wobbly ring of 500 points, about 50 km across: the shape of a large storm-based warning.
private func benchStormAlert(around center: GeoPoint) -> WeatherAlert {
    let ring = (0...500).map { index -> GeoPoint in
        let angle = Double(index % 500) / 500 * 2 * .pi
        let radius = 0.25 + 0.05 * sin(angle * 9)
        return GeoPoint(
            longitude: center.longitude + radius * cos(angle) * 1.3, latitude: center.latitude + radius * sin(angle))
    }
    return WeatherAlert(id: "bench-storm", event: "Severe Thunderstorm Warning", severity: .severe, polygon: [ring])
}
