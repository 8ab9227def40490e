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
/// radar's 5-minute refresh and its forecast's rule), named here from the code so the table moves when they do.
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
    // The fixture server's clock: the radar's hour moves it on, refresh by refresh, as its answers follow the time.
    let clock = Mutex(Date())
    let server = FixtureServer(now: { clock.withLock { $0 } })
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
    let view = GeoBox(minLongitude: -75, minLatitude: 40, maxLongitude: -73, maxLatitude: 41.5)
    let layerRequest = LayerGridRequest(around: view, units: units).conditionsRequest
    let layer = asked(layerRequest.url(base: base), layerRequest.weight)
    // A pan past the fetched area (1.5× the view): a view's width east of it.
    let panned = GeoBox(
        minLongitude: view.minLongitude + 2, minLatitude: view.minLatitude, maxLongitude: view.maxLongitude + 2,
        maxLatitude: view.maxLatitude)
    let panRequest = LayerGridRequest(around: panned, units: units).conditionsRequest
    let pan = asked(panRequest.url(base: base), panRequest.weight)
    let forecastClient = RadarForecastClient.live(baseURL: base, httpClient: http)
    let radarArea = LayerGridRequest.area(around: view)

    let hour: TimeInterval = 3600
    let detailRefreshes = Int(hour / DetailScreen.State.refreshAge)
    let ensembleRefreshes = Int(hour / SpreadService.cachePolicy.freshness)
    let homeRefreshes = Int(hour / Double(HomeStore.refreshInterval.components.seconds))
    let radarRefresh = Double(MapStore.refreshInterval(.iem).components.seconds)
    /// The radar's forecast for an hour at one view, as the Map asks it: when the radar comes on and at each
    /// 5-minute refresh, only when the answer held no longer serves (``RadarForecast/serves``); the answers are the
    /// fixture server's at each refresh's time. The failures.
    @Sendable func radarHour() async -> Int {
        let start = Date()
        var held: (receivedAt: Date, times: [Date])?
        var failures = 0
        for offset in stride(from: 0, to: hour, by: radarRefresh) {
            let now = start.addingTimeInterval(offset)
            clock.withLock { $0 = now }
            let newest = RadarSource.iem.times.loop(now: now).last!
            if let held,
                RadarForecast.serves(
                    receivedAt: held.receivedAt, stepsAhead: held.times.filter { $0 > newest }.count, now: now)
            {
                continue
            }
            do {
                let frames = try await forecastClient.fetch(
                    RadarForecastRequest(area: radarArea, width: 80, height: 60, after: newest))
                held = (now, frames.map(\.time))
            } catch {
                failures += 1
            }
        }
        clock.withLock { $0 = Date() }
        return failures
    }
    let layerHour = [layer]
    let scenarios: [(name: String, urls: [Asked], session: (@Sendable () async -> Int)?, note: String)] = [
        (
            "Opening a new place, the first time ever", [forecast, airQuality, ensemble, normals], nil,
            "forecast, air quality, spread; normals for the dates shown (a 70-day window in each of the 30 years), kept forever"
        ),
        ("Opening a place again", [forecast, airQuality, ensemble], nil, "normals kept on disk: not asked"),
        (
            "An hour on Detail after opening",
            Array(repeating: forecast, count: detailRefreshes) + Array(repeating: airQuality, count: detailRefreshes)
                + Array(repeating: ensemble, count: ensembleRefreshes), nil,
            "forecast and air quality every 10 min, the spread once an hour"
        ),
        (
            "An hour on Home with 20 recent places", Array(repeating: home, count: homeRefreshes + 1), nil,
            "one request for all 20, at launch and every 10 min"
        ),
        (
            "An hour on the Map at one view with the weather layer", layerHour, nil,
            "\(LayerGridRequest.maxPoints) points in one request when the layer comes on; a view that stays asks nothing more"
        ),
        (
            "An hour on the Map at one view with the radar playing", [], radarHour,
            "its forecast: \(LayerGridRequest.maxPoints) points, \(RadarForecast.stepsAsked) quarter-hours, asked again when the hour is up or the loop's 8 steps no longer lie ahead"
        ),
        (
            "An hour on the Map at one view, the weather layer and the radar", layerHour, radarHour,
            "the two rows above together: the budget is 100"
        ),
        (
            "A pan that leaves the fetched area", [pan], nil,
            "the layer's grid for the new view (the radar's forecast, when it is on, is the same size); budget 48"
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
        if let session = scenario.session { failures += await session() }
        let (calls, requests) = tally.withLock { $0 }
        let failed = failures == 0 ? "" : "; \(failures) not answered 200"
        rows.append(
            BenchRow(
                name: scenario.name, value: String(format: "%.1f calls", calls),
                note: "\(requests) request\(requests == 1 ? "" : "s"): \(scenario.note)\(failed)"))
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
