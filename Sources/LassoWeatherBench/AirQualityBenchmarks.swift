import Foundation
import TerminalUI
import WeatherApp
import WeatherCore

/// With the forecast and the air quality each answering after 200 ms, Enter on a new place until Detail has drawn
/// both (the AQI line is drawn under the forecast's current conditions, so seeing it means both are there): the two
/// requests run side by side (Home starts the air quality beside the forecast, and Detail joins it), so about 200 ms,
/// not 400. The air-quality service is the live one (its disk cache, shared requests in flight) over a client that
/// waits.
@MainActor
func airQualityFlowBenchmark(scratch: URL, iterations: Int = 20) -> [BenchRow] {
    let delay = Duration.milliseconds(200)
    let air = AirQuality(usAQI: 42, subIndices: Pollutants(pm25: 42, pm10: 18, ozone: 35, nitrogenDioxide: 28))
    var samples: [Duration] = []
    for i in 0..<iterations {
        let forecasts = ForecastService(load: { _, _, _, _ in
            try? await Task.sleep(for: delay)
            return ForecastSnapshot(forecast: benchmarkForecast(), fetchedAt: Date(), zone: benchmarkZone)
        })
        let client = AirQualityClient { _ in
            try? await Task.sleep(for: delay)
            return air
        }
        let cache = DiskCache<AirQuality>(
            directory: scratch.appendingPathComponent("air-quality-\(i)"), warnings: PersistenceWarnings())
        samples.append(
            enterToDetail(
                forecasts: forecasts,
                airQuality: AirQualityService.live(client: client, cache: cache).sharingRequestsInFlight(),
                recents: .inMemory(),
                keys: "10001".map { .char($0) } + [.enter], until: "AQI 42 Good · PM2.5"))
    }
    samples.sort()
    return [
        BenchRow(
            name: "Enter on a new place → forecast and air quality",
            value: "p50 \(BenchStats.format(samples[iterations / 2]))",
            note: "each answers after 200 ms; max \(BenchStats.format(samples[iterations - 1])) (target < 250 ms)")
    ]
}
