import Foundation
import Synchronization
import Testing
import WeatherCore

@testable import LassoWeatherCommands

/// `now`'s side sources as a list: each answer written into the report in its place, a source past its grace
/// written as its timeout while the others keep theirs, and a cancel that ends every fetch.
struct NowSideSourceTests {
    typealias F = StatusLineFixtures

    @Test func eachAnswerGoesToItsPlaceAndAHangingOneTimesOutAlone() async {
        let air = AirQuality(usAQI: 42)
        let sources = [
            NowSideSource.start(
                "air quality", grace: .seconds(5), timedOut: { WeatherError.timedOut(seconds: $0) },
                fetch: { () async throws(WeatherError) in AirQualitySnapshot(airQuality: air, fetchedAt: F.now) },
                put: { $0.airQuality = $1 }),
            NowSideSource.start(
                "spread", grace: .milliseconds(50), timedOut: { WeatherError.timedOut(seconds: $0) },
                fetch: { () async throws(WeatherError) in
                    try? await Task.sleep(for: .seconds(3600))
                    throw .cancelled
                },
                put: { $0.spread = $1 }),
        ]
        var report = F.report()
        await sources.settle(into: &report)
        #expect(report.airQuality == .success(AirQualitySnapshot(airQuality: air, fetchedAt: F.now)))
        #expect(report.spread == .failure(.timedOut(seconds: 0.05)))
    }

    @Test func cancellingEndsEveryFetch() async {
        let ended = Mutex(0)
        let sources = (0..<3).map { index in
            NowSideSource.start(
                "source \(index)", grace: .seconds(3600), timedOut: { WeatherError.timedOut(seconds: $0) },
                fetch: { () async throws(WeatherError) -> AirQualitySnapshot in
                    try? await Task.sleep(for: .seconds(3600))
                    ended.withLock { $0 += 1 }
                    throw .cancelled
                },
                put: { $0.airQuality = $1 })
        }
        await sources.cancelAll()
        #expect(ended.withLock { $0 } == 3)
    }
}
