import Foundation
import Testing

@testable import WeatherCore

/// ForecastService.live over a real DiskCache in a temp directory, a scripted client and a hand-moved clock.
@Suite struct ForecastServiceTests {
    let place = persistencePlace("10001", city: "New York")

    @Test func freshCacheAnswersWithoutARequest() async throws {
        try await withService { fixture in
            let first = try await fixture.service.load(place, .imperial, .cacheFirst)
            #expect(fixture.client.requests == 1)
            #expect(first == ForecastSnapshot(forecast: serviceSample(1, .imperial), fetchedAt: fixedMoment()))

            fixture.clock.advance(9 * 60)
            let second = try await fixture.service.load(place, .imperial, .cacheFirst)
            #expect(fixture.client.requests == 1)
            #expect(second == ForecastSnapshot(forecast: serviceSample(1, .imperial), fetchedAt: fixedMoment()))
        }
    }

    @Test func staleCacheFetchesAndReplacesTheEntry() async throws {
        try await withService { fixture in
            _ = try await fixture.service.load(place, .imperial, .cacheFirst)
            fixture.clock.advance(11 * 60)
            let snapshot = try await fixture.service.load(place, .imperial, .cacheFirst)
            #expect(fixture.client.requests == 2)
            #expect(snapshot == ForecastSnapshot(forecast: serviceSample(2, .imperial), fetchedAt: fixedMoment(660)))
            // The new forecast is what the cache holds now.
            #expect(fixture.service.cached(place, .imperial)?.forecast == serviceSample(2, .imperial))
        }
    }

    @Test func unitSystemsAreCachedApart() async throws {
        try await withService { fixture in
            _ = try await fixture.service.load(place, .imperial, .cacheFirst)
            let metric = try await fixture.service.load(place, .metric, .cacheFirst)
            #expect(fixture.client.requests == 2)
            #expect(metric.forecast.units == .metric)
            #expect(fixture.service.cached(place, .imperial)?.forecast == serviceSample(1, .imperial))
        }
    }

    @Test func failureWithACacheGivesTheOfflineSnapshotWithTheError() async throws {
        try await withService { fixture in
            _ = try await fixture.service.load(place, .imperial, .cacheFirst)
            fixture.clock.advance(2 * 3600)
            fixture.client.fail(with: .http(status: 500, reason: nil))
            let snapshot = try await fixture.service.load(place, .imperial, .cacheFirst)
            #expect(fixture.client.requests == 2)
            #expect(
                snapshot
                    == ForecastSnapshot(
                        forecast: serviceSample(1, .imperial), fetchedAt: fixedMoment(),
                        freshness: .offline(.http(status: 500, reason: nil))))
            #expect(snapshot.isOffline)
        }
    }

    @Test func failureWithoutACacheThrowsTheError() async throws {
        try await withService { fixture in
            fixture.client.fail(with: .cannotConnect(host: "127.0.0.1", detail: "connection refused"))
            await #expect(throws: WeatherError.cannotConnect(host: "127.0.0.1", detail: "connection refused")) {
                try await fixture.service.load(place, .imperial, .cacheFirst)
            }
            #expect(fixture.client.requests == 1)
            #expect(fixture.service.cached(place, .imperial) == nil)
        }
    }

    @Test func refreshAlwaysFetchesAndFallsBackWhenItFails() async throws {
        try await withService { fixture in
            _ = try await fixture.service.load(place, .imperial, .cacheFirst)
            let refreshed = try await fixture.service.load(place, .imperial, .refresh)
            #expect(fixture.client.requests == 2)
            #expect(refreshed.forecast == serviceSample(2, .imperial))
            #expect(refreshed.freshness == .fresh)

            fixture.client.fail(with: .timedOut(seconds: 15))
            let fallback = try await fixture.service.load(place, .imperial, .refresh)
            #expect(fixture.client.requests == 3)
            #expect(fallback.forecast == serviceSample(2, .imperial))
            #expect(fallback.freshness == .offline(.timedOut(seconds: 15)))
        }
    }

    @Test func cancellationIsThrownEvenWithACache() async throws {
        try await withService { fixture in
            _ = try await fixture.service.load(place, .imperial, .cacheFirst)
            fixture.clock.advance(3600)
            fixture.client.blockUntilCancelled()
            let task = Task { try await fixture.service.load(place, .imperial, .cacheFirst) }
            await fixture.client.waitUntilBlocked()
            task.cancel()
            let result = await task.result
            #expect(throws: WeatherError.cancelled) { try result.get() }
        }
    }

    @Test func cachedReadsWithoutTheNetworkAndSurvivesANewInstance() async throws {
        try await withService { fixture in
            #expect(fixture.service.cached(place, .imperial) == nil)
            _ = try await fixture.service.load(place, .imperial, .cacheFirst)
            fixture.clock.advance(3 * 3600)
            // A later run (new cache and service over the same directory) finds it, stale but usable.
            let later = fixture.makeService()
            #expect(
                later.cached(place, .imperial)
                    == ForecastSnapshot(forecast: serviceSample(1, .imperial), fetchedAt: fixedMoment()))
            #expect(fixture.client.requests == 1)
        }
    }
}
