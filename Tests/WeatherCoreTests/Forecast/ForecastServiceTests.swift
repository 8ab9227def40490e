import Foundation
import Synchronization
import Testing

@testable import WeatherCore

/// ForecastService.live over a real DiskCache in a temp directory, a scripted client and a hand-moved clock.
@Suite struct ForecastServiceTests {
    let place = persistencePlace("10001", city: "New York")
    /// The place's zone, which every snapshot of the live service carries.
    let zone = ZoneRules.named("America/New_York")

    @Test func freshCacheAnswersWithoutARequest() async throws {
        try await withService { fixture in
            let first = try await fixture.service.load(place, .imperial, .cacheFirst, .seven)
            #expect(fixture.client.requests == 1)
            #expect(
                first == ForecastSnapshot(forecast: serviceSample(1, .imperial), fetchedAt: fixedMoment(), zone: zone))

            fixture.clock.advance(9 * 60)
            let second = try await fixture.service.load(place, .imperial, .cacheFirst, .seven)
            #expect(fixture.client.requests == 1)
            #expect(
                second == ForecastSnapshot(forecast: serviceSample(1, .imperial), fetchedAt: fixedMoment(), zone: zone))
        }
    }

    @Test func staleCacheFetchesAndReplacesTheEntry() async throws {
        try await withService { fixture in
            _ = try await fixture.service.load(place, .imperial, .cacheFirst, .seven)
            fixture.clock.advance(11 * 60)
            let snapshot = try await fixture.service.load(place, .imperial, .cacheFirst, .seven)
            #expect(fixture.client.requests == 2)
            #expect(
                snapshot
                    == ForecastSnapshot(forecast: serviceSample(2, .imperial), fetchedAt: fixedMoment(660), zone: zone))
            // The new forecast is what the cache holds now.
            #expect(fixture.service.cached(place, .imperial)?.forecast == serviceSample(2, .imperial))
        }
    }

    @Test func unitSystemsAreCachedApart() async throws {
        try await withService { fixture in
            _ = try await fixture.service.load(place, .imperial, .cacheFirst, .seven)
            let metric = try await fixture.service.load(place, .metric, .cacheFirst, .seven)
            #expect(fixture.client.requests == 2)
            #expect(metric.forecast.units == .metric)
            #expect(fixture.service.cached(place, .imperial)?.forecast == serviceSample(1, .imperial))
        }
    }

    @Test func failureWithACacheGivesTheOfflineSnapshotWithTheError() async throws {
        try await withService { fixture in
            _ = try await fixture.service.load(place, .imperial, .cacheFirst, .seven)
            fixture.clock.advance(2 * 3600)
            fixture.client.fail(with: .http(status: 500, reason: nil))
            let snapshot = try await fixture.service.load(place, .imperial, .cacheFirst, .seven)
            #expect(fixture.client.requests == 2)
            #expect(
                snapshot
                    == ForecastSnapshot(
                        forecast: serviceSample(1, .imperial), fetchedAt: fixedMoment(),
                        freshness: .offline(.http(status: 500, reason: nil)), zone: zone))
            #expect(snapshot.isOffline)
        }
    }

    @Test func failureWithoutACacheThrowsTheError() async throws {
        try await withService { fixture in
            fixture.client.fail(with: .cannotConnect(host: "127.0.0.1", detail: "connection refused"))
            await #expect(throws: WeatherError.cannotConnect(host: "127.0.0.1", detail: "connection refused")) {
                try await fixture.service.load(place, .imperial, .cacheFirst, .seven)
            }
            #expect(fixture.client.requests == 1)
            #expect(fixture.service.cached(place, .imperial) == nil)
        }
    }

    @Test func refreshAlwaysFetchesAndFallsBackWhenItFails() async throws {
        try await withService { fixture in
            _ = try await fixture.service.load(place, .imperial, .cacheFirst, .seven)
            let refreshed = try await fixture.service.load(place, .imperial, .refresh, .seven)
            #expect(fixture.client.requests == 2)
            #expect(refreshed.forecast == serviceSample(2, .imperial))
            #expect(refreshed.freshness == .fresh)

            fixture.client.fail(with: .timedOut(seconds: 15))
            let fallback = try await fixture.service.load(place, .imperial, .refresh, .seven)
            #expect(fixture.client.requests == 3)
            #expect(fallback.forecast == serviceSample(2, .imperial))
            #expect(fallback.freshness == .offline(.timedOut(seconds: 15)))
        }
    }

    @Test func cancellationIsThrownEvenWithACache() async throws {
        try await withService { fixture in
            _ = try await fixture.service.load(place, .imperial, .cacheFirst, .seven)
            fixture.clock.advance(3600)
            fixture.client.blockUntilCancelled()
            let task = Task { try await fixture.service.load(place, .imperial, .cacheFirst, .seven) }
            await fixture.client.waitUntilBlocked()
            task.cancel()
            let result = await task.result
            #expect(throws: WeatherError.cancelled) { try result.get() }
        }
    }

    @Test func cachedReadsWithoutTheNetworkAndSurvivesANewInstance() async throws {
        try await withService { fixture in
            #expect(fixture.service.cached(place, .imperial) == nil)
            _ = try await fixture.service.load(place, .imperial, .cacheFirst, .seven)
            fixture.clock.advance(3 * 3600)
            // A later run (new cache and service over the same directory) finds it, stale but usable.
            let later = fixture.makeService()
            #expect(
                later.cached(place, .imperial)
                    == ForecastSnapshot(forecast: serviceSample(1, .imperial), fetchedAt: fixedMoment(), zone: zone))
            #expect(fixture.client.requests == 1)
        }
    }

    // MARK: 7 and 16 days share one entry

    @Test func aSixteenDayEntryAnswersSevenDaysWithoutARequest() async throws {
        try await withService { fixture in
            let long = try await fixture.service.load(place, .imperial, .cacheFirst, .sixteen)
            #expect(fixture.client.requestedDays == [.sixteen])
            #expect(long.forecast.daily.count == 16)
            let short = try await fixture.service.load(place, .imperial, .cacheFirst, .seven)
            #expect(fixture.client.requestedDays == [.sixteen])
            // All 16 days come back: the caller shows the first 7, and can switch back to 16 at once.
            #expect(short == long)
        }
    }

    @Test func aSevenDayEntryDoesNotAnswerSixteenDays() async throws {
        try await withService { fixture in
            _ = try await fixture.service.load(place, .imperial, .cacheFirst, .seven)
            let long = try await fixture.service.load(place, .imperial, .cacheFirst, .sixteen)
            #expect(fixture.client.requestedDays == [.seven, .sixteen])
            #expect(long.forecast == serviceSample(2, .imperial, days: .sixteen))
            // The 16 days replace the 7 under the same key, which older caches already used.
            #expect(fixture.service.cached(place, .imperial)?.forecast.daily.count == 16)
            #expect(ForecastService.key(place, .imperial) == "10001-imperial")
            _ = try await fixture.service.load(place, .imperial, .cacheFirst, .seven)
            #expect(fixture.client.requests == 2)
        }
    }

    @Test func aStaleSixteenDayEntryIsReplacedBySevenWhenSevenAreAsked() async throws {
        try await withService { fixture in
            _ = try await fixture.service.load(place, .imperial, .cacheFirst, .sixteen)
            fixture.clock.advance(11 * 60)
            let short = try await fixture.service.load(place, .imperial, .cacheFirst, .seven)
            #expect(fixture.client.requestedDays == [.sixteen, .seven])
            #expect(short.forecast.daily.count == 7)
            #expect(fixture.service.cached(place, .imperial)?.forecast.daily.count == 7)
        }
    }

    @Test func sixteenDaysFailingFallsBackToASevenDayEntryOffline() async throws {
        try await withService { fixture in
            _ = try await fixture.service.load(place, .imperial, .cacheFirst, .seven)
            fixture.client.fail(with: .timedOut(seconds: 15))
            let fallback = try await fixture.service.load(place, .imperial, .cacheFirst, .sixteen)
            #expect(fallback.forecast == serviceSample(1, .imperial))
            #expect(fallback.freshness == .offline(.timedOut(seconds: 15)))
        }
    }

    // MARK: the zone rides on the snapshot

    @Test func theSnapshotCarriesThePlacesZoneElseTheForecasts() async throws {
        try await withService { fixture in
            var chicago = place
            chicago.zip = "60601"
            chicago.timeZone = "America/Chicago"
            var unzoned = place
            unzoned.zip = "00000"
            unzoned.timeZone = ""
            // The directory's zone first; a place it gives none takes the forecast's ("America/New_York").
            let own = try await fixture.service.load(chicago, .imperial, .cacheFirst, .seven)
            #expect(own.zone?.identifier == "America/Chicago")
            let forecasts = try await fixture.service.load(unzoned, .imperial, .cacheFirst, .seven)
            #expect(forecasts.zone == zone)
            #expect(fixture.service.cached(unzoned, .imperial)?.zone == zone)
        }
    }

    @Test func everySnapshotAsksTheZoneLookupWithThePlaceAndTheForecastsZone() async throws {
        try await withService { fixture in
            let asked = Mutex<[String]>([])
            let cache = DiskCache<Forecast>(
                directory: fixture.directory, warnings: fixture.warnings, now: { fixture.clock.now })
            let service = ForecastService.live(
                client: fixture.client.client, cache: cache, now: { fixture.clock.now },
                zones: { place, forecastZone in
                    asked.withLock { $0.append("\(place.zip) \(forecastZone)") }
                    return nil
                })
            _ = try await service.load(place, .imperial, .cacheFirst, .seven)  // fetched
            _ = try await service.load(place, .imperial, .cacheFirst, .seven)  // a fresh cache hit
            fixture.clock.advance(3600)
            fixture.client.fail(with: .timedOut(seconds: 15))
            let offline = try await service.load(place, .imperial, .cacheFirst, .seven)  // the offline fallback
            #expect(offline.isOffline)
            #expect(offline.zone == nil)  // what the lookup said
            _ = service.cached(place, .imperial)
            #expect(asked.withLock { $0 } == Array(repeating: "10001 America/New_York", count: 4))
        }
    }
}
