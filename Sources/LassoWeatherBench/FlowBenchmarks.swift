import Foundation
import Synchronization
import TerminalUI
import WeatherApp
import WeatherAppTesting
import WeatherCore

/// Enter on Home to a drawn Detail, in process: for a place with a fresh cached forecast (no request may be made),
/// and for a new place whose response arrives at once (so the time is what the app adds after the response).
@MainActor
func flowBenchmarks(scratch: URL, iterations: Int = 50) -> [BenchRow] {
    let place = ZipDirectory.shared.place(zip: "10001")!
    let requests = RequestCounter()
    let client = WeatherClient { _ in
        requests.add()
        return benchmarkForecast()
    }
    var cachedSamples: [Duration] = []
    var freshSamples: [Duration] = []
    for i in 0..<iterations {
        let cache = DiskCache<Forecast>(
            directory: scratch.appendingPathComponent("cache-\(i)"), warnings: PersistenceWarnings())
        cache.store(benchmarkForecast(), for: ForecastService.key(place, .imperial), at: Date())
        let forecasts = ForecastService.live(client: client, cache: cache)
        let recents = RecentSearchesClient.inMemory([RecentSearch(place: place, searchedAt: Date())])
        let before = requests.count
        cachedSamples.append(enterToDetail(forecasts: forecasts, recents: recents, keys: [.enter]))
        if requests.count != before {
            return [BenchRow(name: "Enter on a cached place", value: "FAILED", note: "a request was made")]
        }
        freshSamples.append(
            enterToDetail(forecasts: forecasts, recents: .inMemory(), keys: "94103".map { .char($0) } + [.enter]))
    }
    cachedSamples.sort()
    freshSamples.sort()
    return [
        BenchRow(
            name: "Enter on a cached place → Detail drawn",
            value: "p50 \(BenchStats.format(cachedSamples[iterations / 2]))",
            note:
                "0 network requests in \(iterations) runs; p99 \(BenchStats.format(cachedSamples[iterations * 99 / 100]))"
        ),
        BenchRow(
            name: "Enter on a new place → Detail drawn",
            value: "p50 \(BenchStats.format(freshSamples[iterations / 2]))",
            note:
                "response arrives at once; p99 \(BenchStats.format(freshSamples[iterations * 99 / 100])) (target < 50 ms)"
        ),
    ]
}

/// With the forecast and the alerts each answering after 200 ms, Enter on a new place until Detail shows both the
/// forecast and the alerts banner: the two requests run side by side, so about 200 ms, not 400.
/// The alerts service is the live one (its 5-minute cache, shared requests in flight) over a client that waits.
@MainActor
func alertsFlowBenchmark(scratch: URL, iterations: Int = 20) -> [BenchRow] {
    let delay = Duration.milliseconds(200)
    let heat = WeatherAlert(
        id: "bench", event: "Extreme Heat Warning", severity: .extreme, expires: Date().addingTimeInterval(3600))
    var samples: [Duration] = []
    for i in 0..<iterations {
        let forecasts = ForecastService(load: { _, _, _, _ in
            try? await Task.sleep(for: delay)
            return ForecastSnapshot(forecast: benchmarkForecast(), fetchedAt: Date(), zone: benchmarkZone)
        })
        let client = AlertsClient(ownAlerts: { _ in
            try? await Task.sleep(for: delay)
            return [heat]
        })
        let cache = DiskCache<AlertsSnapshot>(
            directory: scratch.appendingPathComponent("alerts-\(i)"), warnings: PersistenceWarnings())
        let alerts = AlertsService.live(client: client, cache: cache).sharingRequestsInFlight()
        samples.append(
            enterToDetail(
                forecasts: forecasts, alerts: alerts, recents: .inMemory(), keys: "10001".map { .char($0) } + [.enter],
                until: "⚠ Extreme Heat Warning"))
    }
    samples.sort()
    return [
        BenchRow(
            name: "Enter on a new place → forecast and alerts banner",
            value: "p50 \(BenchStats.format(samples[iterations / 2]))",
            note: "each answers after 200 ms; max \(BenchStats.format(samples[iterations - 1])) (target < 250 ms)")
    ]
}

/// Presses `keys` on a fresh app at 200×60 and waits, running the main queue, until `until` is drawn (by default
/// Detail's footer).
@MainActor
func enterToDetail(
    forecasts: ForecastService, alerts: AlertsService = .mock([]), airQuality: AirQualityService? = nil,
    recents: RecentSearchesClient, keys: [Key], until: String = "Weather data by Open-Meteo.com"
) -> Duration {
    var environment = AppEnvironment.test(clock: .live)
    environment.forecasts = forecasts
    environment.alerts = alerts
    environment.recentSearches = recents
    environment.airQuality = airQuality
    let app = TestTerminalHarness(
        program: WeatherShell(flow: WeatherFlow(environment: environment)), width: 200, height: 60)
    let clock = ContinuousClock()
    let start = clock.now
    app.send(keys.map { .key($0) })
    let deadline = Date().addingTimeInterval(5)
    while !app.text.contains(until), Date() < deadline {
        RunLoop.main.run(until: Date().addingTimeInterval(0.0002))
        _ = app.displayIfNeeded()
    }
    return clock.now - start
}

private final class RequestCounter: Sendable {
    private let value = Mutex(0)
    var count: Int { value.withLock { $0 } }
    func add() { value.withLock { $0 += 1 } }
}
