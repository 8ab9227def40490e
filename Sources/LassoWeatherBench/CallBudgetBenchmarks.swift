import Foundation
import Synchronization
import WeatherApp
import WeatherCore
import WeatherFixtures

/// What a session costs in Open-Meteo calls (README, "What a session costs"). Each scenario's requests are built by
/// the app's own request types, sent through the live HTTP client to the fixture server (which must answer each),
/// and weighed as they leave the client by the weight each request states (``OpenMeteoCallWeight``'s rule), counted
/// by the client's meter as the app's ledger counts them. How many of each a scenario
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
    let http = HTTPClient(meter: { weight in tally.withLock { $0 = ($0.calls + weight, $0.requests + 1) } })
    let place = Place(zip: "10001", city: "New York", state: "NY", latitude: 40.7501, longitude: -73.9952)
    let units = UnitSystem.imperial
    func asked(_ url: URL, _ weight: Double) -> Asked { Asked(url: url, weight: weight) }
    let forecastRequest = ForecastRequest(place: place, units: units)
    let forecast = asked(forecastRequest.url(base: base), forecastRequest.weight)
    let airQualityRequest = AirQualityRequest(place: place)
    let airQuality = asked(airQualityRequest.url(base: base), airQualityRequest.weight)
    let ensembleRequest = EnsembleRequest(place: place, units: units)
    let ensemble = asked(ensembleRequest.url(base: base), ensembleRequest.weight)
    let place2 = Place(
        zip: "10001", city: "New York", state: "NY", timeZone: "America/New_York", latitude: place.latitude,
        longitude: place.longitude)
    let archive = ArchiveRequest(
        place: place2, window: NormalsService.datesShown(now: Date())[0])
    let normals = asked(archive.url(base: base), archive.weight)
    let recents = (0..<20).map {
        ConditionsRequest.Coordinate(latitude: 40 + Double($0) / 10, longitude: -74 + Double($0) / 10)
    }
    let homeRequest = ConditionsRequest(coordinates: recents, units: units)
    let home = asked(homeRequest.url(base: base), homeRequest.weight)
    let layerRequest = LayerGridRequest(
        around: GeoBox(minLongitude: -75, minLatitude: 40, maxLongitude: -73, maxLatitude: 41.5), units: units
    ).conditionsRequest
    let layer = asked(layerRequest.url(base: base), layerRequest.weight)

    let hour: TimeInterval = 3600
    let detailRefreshes = Int(hour / DetailScreen.State.refreshAge)
    let ensembleRefreshes = Int(hour / EnsembleService.cachePolicy.freshness)
    let homeRefreshes = Int(hour / Double(HomeStore.refreshInterval.components.seconds))
    let layerRefreshes = Int(hour / MapStore.cacheLifetime)
    let scenarios: [(name: String, urls: [Asked], note: String)] = [
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
        for request in scenario.urls {
            let answer = try? await http.send(request.url, timeouts: .production, weight: request.weight)
            if answer?.status != 200 { failures += 1 }
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

/// A request as the app sends it: its URL and the weight its type states.
struct Asked {
    var url: URL
    var weight: Double
}
