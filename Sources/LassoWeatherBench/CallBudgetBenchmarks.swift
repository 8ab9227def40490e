import Foundation
import Synchronization
import WeatherApp
import WeatherCore
import WeatherFixtures

/// What a session costs in Open-Meteo calls (README, "What a session costs"). Each scenario's requests are built by
/// the app's own request types, sent through the live HTTP client to the fixture server (which must answer each),
/// and weighed as they leave the client by ``OpenMeteoCallWeight``, Open-Meteo's rule (the archive's by the weight
/// its request states, as the app's budget counts it). How many of each a scenario
/// makes follows the app's own intervals (Detail's 10-minute refresh, the ensemble's hour, Home's 10 minutes, the
/// layer's 10-minute cache), named here from the code so the table moves when they do.
func callBudgetRowsBlocking() -> [BenchRow] {
    // The fixture server and the HTTP client run off the main thread, which waits here.
    let semaphore = DispatchSemaphore(value: 0)
    let rows = Mutex<[BenchRow]>([])
    Task.detached {
        let measured = await callBudgetRows()
        rows.withLock { $0 = measured }
        semaphore.signal()
    }
    semaphore.wait()
    return rows.withLock { $0 }
}

func callBudgetRows() async -> [BenchRow] {
    let server = FixtureServer()
    guard (try? await server.start()) != nil, let base = await server.baseURL else {
        return [BenchRow(name: "Call budget", value: "not measured", note: "the fixture server did not start")]
    }
    let tally = Mutex((calls: 0.0, requests: 0))
    let http = HTTPClient(onRequest: { url in
        guard let weight = OpenMeteoCallWeight.of(url) else { return }
        tally.withLock { $0 = ($0.calls + weight, $0.requests + 1) }
    })
    let place = Place(zip: "10001", city: "New York", state: "NY", latitude: 40.7501, longitude: -73.9952)
    let units = UnitSystem.imperial
    let forecast = ForecastRequest(place: place, units: units).url(base: base)
    let airQuality = AirQualityRequest(place: place).url(base: base)
    let ensemble = EnsembleRequest(place: place, units: units).url(base: base)
    let place2 = Place(
        zip: "10001", city: "New York", state: "NY", timeZone: "America/New_York", latitude: place.latitude,
        longitude: place.longitude)
    let archive = ArchiveRequest(
        place: place2, window: NormalsService.datesShown(now: Date())[0])
    let normals = archive.url(base: base)
    let stated = [normals: archive.weight]
    let recents = (0..<20).map {
        ConditionsRequest.Coordinate(latitude: 40 + Double($0) / 10, longitude: -74 + Double($0) / 10)
    }
    let home = ConditionsRequest(coordinates: recents, units: units).url(base: base)
    let layer = LayerGridRequest(
        around: GeoBox(minLongitude: -75, minLatitude: 40, maxLongitude: -73, maxLatitude: 41.5), units: units
    ).conditionsRequest.url(base: base)

    let hour: TimeInterval = 3600
    let detailRefreshes = Int(hour / DetailScreen.State.refreshAge)
    let ensembleRefreshes = Int(hour / EnsembleService.cachePolicy.freshness)
    let homeRefreshes = Int(hour / Double(HomeStore.refreshInterval.components.seconds))
    let layerRefreshes = Int(hour / MapStore.cacheLifetime)
    let scenarios: [(name: String, urls: [URL], note: String)] = [
        (
            "Opening a new place, the first time ever", [forecast, airQuality, ensemble, normals],
            "forecast, air quality, spread; normals for the dates shown (a 70-day window in each of the 30 years), kept forever"
        ),
        ("Opening a place again", [forecast, airQuality, ensemble], "normals kept on disk: not asked"),
        (
            "An hour on Detail after opening",
            Array(repeating: forecast, count: detailRefreshes) + Array(repeating: airQuality, count: detailRefreshes)
                + Array(repeating: ensemble, count: ensembleRefreshes),
            "forecast and air quality every 10 min, the spread once an hour"
        ),
        (
            "An hour on Home with 20 recent places", Array(repeating: home, count: homeRefreshes + 1),
            "one request for all 20, at launch and every 10 min"
        ),
        (
            "An hour on the Map with the weather layer", Array(repeating: layer, count: layerRefreshes),
            "48 points in one request, kept 10 min"
        ),
    ]
    var rows: [BenchRow] = []
    for scenario in scenarios {
        tally.withLock { $0 = (0, 0) }
        var failures = 0
        for url in scenario.urls {
            let answer = try? await http.send(url, timeouts: .production)
            if answer?.status != 200 { failures += 1 }
            if let weight = stated[url] { tally.withLock { $0 = ($0.calls + weight, $0.requests + 1) } }
        }
        let (calls, requests) = tally.withLock { $0 }
        let failed = failures == 0 ? "" : "; \(failures) not answered 200"
        rows.append(
            BenchRow(
                name: scenario.name, value: String(format: "%.1f calls", calls),
                note: "\(requests) requests: \(scenario.note)\(failed)"))
    }
    try? await http.shutdown()
    await server.stop()
    return rows
}
