import Foundation
import Synchronization
import Testing

@testable import WeatherCore

/// The spread service: an hour's cache in front of the client, per place and units, `.refresh` past it, and a
/// cached answer standing in (offline) for a failed request.
@Suite struct SpreadServiceTests {
    static let place = Place(zip: "10001", city: "New York", state: "NY", latitude: 40.75, longitude: -73.99)

    final class Client: Sendable {
        private let state = Mutex((requests: 0, failure: WeatherError?.none))
        var requests: Int { state.withLock { $0.requests } }
        func fail(with error: WeatherError?) { state.withLock { $0.failure = error } }

        var client: EnsembleClient {
            EnsembleClient { request throws(WeatherError) in
                let (count, failure) = self.state.withLock { state in
                    state.requests += 1
                    return (state.requests, state.failure)
                }
                if let failure { throw failure }
                let time = LocalDateTime(date: LocalDate(year: 2026, month: 11, day: 25), hour: 0)
                return ForecastSpread(
                    units: request.units,
                    hours: [ForecastSpread.Hour(time: time, temperature: 5, temperatureSpread: Double(count))])
            }
        }
    }

    struct Fixture {
        let clock = ServiceTestClock()
        let client = Client()
        let cache: DiskCache<ForecastSpread>
        var service: SpreadService { .live(client: client.client, cache: cache, now: { [clock] in clock.now }) }

        init(directory: URL) {
            cache = DiskCache(
                directory: directory, policy: SpreadService.cachePolicy, warnings: PersistenceWarnings(),
                now: { [clock] in clock.now })
        }
    }

    func withFixture(_ body: (Fixture) async throws -> Void) async throws {
        try await withPersistenceTempDirAsync { (dir) async throws in try await body(Fixture(directory: dir)) }
    }

    @Test func anHoursAnswerIsReusedPerUnits() async throws {
        try await withFixture { f in
            let first = try await f.service.load(Self.place, .metric, .cacheFirst)
            f.clock.advance(59 * 60)
            #expect(try await f.service.load(Self.place, .metric, .cacheFirst) == first)
            #expect(f.client.requests == 1)
            #expect(try await f.service.load(Self.place, .imperial, .cacheFirst).spread.units == .imperial)
            #expect(f.client.requests == 2)
            f.clock.advance(60)
            #expect(try await f.service.load(Self.place, .metric, .cacheFirst).spread.hours[0].temperatureSpread == 3)
            #expect(FileManager.default.fileExists(atPath: f.cache.fileURL(for: "ensemble2-10001-metric").path))
        }
    }

    @Test func refreshAsksPastTheCache() async throws {
        try await withFixture { f in
            _ = try await f.service.load(Self.place, .metric, .cacheFirst)
            #expect(try await f.service.load(Self.place, .metric, .refresh).spread.hours[0].temperatureSpread == 2)
        }
    }

    @Test func aFailureFallsBackToAYoungAnswerOrThrows() async throws {
        try await withFixture { f in
            let stored = try await f.service.load(Self.place, .metric, .cacheFirst)
            f.client.fail(with: .http(status: 500, reason: nil))
            f.clock.advance(SpreadService.staleLimit - 1)
            let offline = try await f.service.load(Self.place, .metric, .cacheFirst)
            #expect(offline.spread == stored.spread)
            #expect(offline.freshness == .offline(.http(status: 500, reason: nil)))
            f.clock.advance(1)
            await #expect(throws: WeatherError.http(status: 500, reason: nil)) {
                try await f.service.load(Self.place, .metric, .cacheFirst)
            }
        }
    }
}

/// The one cache-first, stale-fallback body every kept source shares: fresh answers make no request, a failure
/// falls back to an answer younger than the stale limit, marked offline, and a cancel never does.
@Suite struct CachedSourceTests {
    @Test func freshThenFetchedThenStaleThenTooOld() async throws {
        try await withPersistenceTempDirAsync { (dir) async throws in
            let clock = ServiceTestClock()
            let cache = DiskCache<Int>(
                directory: dir, policy: CachePolicy(freshness: 60), warnings: PersistenceWarnings(),
                now: { [clock] in clock.now })
            let source = CachedSource(cache: cache, staleLimit: 600, now: { [clock] in clock.now })
            let first = try await source.load("k", policy: .cacheFirst) { () async throws(WeatherError) in 1 }
            #expect(first == Snapshot(value: 1, fetchedAt: clock.now))
            // Fresh: the fetch is not called.
            let again = try await source.load("k", policy: .cacheFirst) { () async throws(WeatherError) -> Int in
                Issue.record("a fresh answer asked again")
                return 2
            }
            #expect(again.value == 1)
            // Past the freshness, the fetch fails: the cached answer stands in, offline.
            clock.advance(120)
            let error = WeatherError.http(status: 500, reason: nil)
            let stale = try await source.load("k", policy: .cacheFirst) { () async throws(WeatherError) -> Int in
                throw error
            }
            #expect(stale == Snapshot(value: 1, fetchedAt: fixedMoment(), freshness: .offline(error)))
            await #expect(throws: WeatherError.cancelled) {
                try await source.load("k", policy: .refresh) { () async throws(WeatherError) -> Int in throw .cancelled
                }
            }
            // Past the stale limit: the error.
            clock.advance(600)
            await #expect(throws: error) {
                try await source.load("k", policy: .cacheFirst) { () async throws(WeatherError) -> Int in throw error }
            }
            #expect(source.cached("k")?.value == 1)
        }
    }
}
