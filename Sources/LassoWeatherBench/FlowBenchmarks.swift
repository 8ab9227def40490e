import Foundation
import TerminalUI
import WeatherApp
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

/// Presses `keys` on a fresh app at 200×60 and waits, running the main queue, until Detail's footer is drawn.
@MainActor
private func enterToDetail(forecasts: ForecastService, recents: RecentSearchesClient, keys: [Key]) -> Duration {
    let environment = AppEnvironment(
        forecasts: forecasts, alerts: .mock([]), recentSearches: recents, settings: .inMemory(), clock: .live)
    let app = TestTerminalHarness(
        program: WeatherShell(flow: WeatherFlow(environment: environment)), width: 200, height: 60)
    let clock = ContinuousClock()
    let start = clock.now
    app.send(keys.map { .key($0) })
    let deadline = Date().addingTimeInterval(5)
    while !app.text.contains("Weather data by Open-Meteo.com"), Date() < deadline {
        RunLoop.main.run(until: Date().addingTimeInterval(0.0002))
        _ = app.displayIfNeeded()
    }
    return clock.now - start
}

private final class RequestCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func add() { lock.withLock { value += 1 } }
}
