import Foundation
import Synchronization
import Testing

@testable import WeatherCore

/// The air-quality service: a 10-minute cache in front of the client, the cached answer standing in (offline, with
/// its age) for a failed request while it is younger than 3 hours, and the error otherwise.
@Suite struct AirQualityServiceTests {
    static let place = Place(zip: "10001", city: "New York", state: "NY", latitude: 40.75, longitude: -73.99)

    /// A client that counts requests, answers with the request number as the index, or fails when told.
    final class Client: Sendable {
        private let state = Mutex((requests: 0, failure: WeatherError?.none))
        var requests: Int { state.withLock { $0.requests } }
        func fail(with error: WeatherError?) { state.withLock { $0.failure = error } }

        var client: AirQualityClient {
            AirQualityClient { _ throws(WeatherError) in
                let (count, failure) = self.state.withLock { state in
                    state.requests += 1
                    return (state.requests, state.failure)
                }
                if let failure { throw failure }
                return AirQuality(usAQI: Double(count))
            }
        }
    }

    struct Fixture {
        let clock = ServiceTestClock()
        let client = Client()
        let cache: DiskCache<AirQuality>
        var service: AirQualityService { .live(client: client.client, cache: cache, now: { [clock] in clock.now }) }

        init(directory: URL) {
            cache = DiskCache(directory: directory, warnings: PersistenceWarnings(), now: { [clock] in clock.now })
        }
    }

    func withFixture(_ body: (Fixture) async throws -> Void) async throws {
        try await withPersistenceTempDirAsync { (dir) async throws in try await body(Fixture(directory: dir)) }
    }

    @Test func aFreshAnswerIsReusedAndAStaleOneAskedAgain() async throws {
        try await withFixture { f in
            let first = try await f.service.load(Self.place, .cacheFirst)
            #expect(first == AirQualitySnapshot(airQuality: AirQuality(usAQI: 1), fetchedAt: f.clock.now))
            f.clock.advance(9 * 60)
            #expect(try await f.service.load(Self.place, .cacheFirst) == first)
            #expect(f.client.requests == 1)
            f.clock.advance(60)
            #expect(try await f.service.load(Self.place, .cacheFirst).airQuality.usAQI == 2)
            #expect(f.client.requests == 2)
            #expect(FileManager.default.fileExists(atPath: f.cache.fileURL(for: "airquality-10001").path))
        }
    }

    @Test func refreshAlwaysAsks() async throws {
        try await withFixture { f in
            _ = try await f.service.load(Self.place, .cacheFirst)
            #expect(try await f.service.load(Self.place, .refresh).airQuality.usAQI == 2)
        }
    }

    @Test func aFailureFallsBackToAnAnswerYoungerThanThreeHours() async throws {
        try await withFixture { f in
            let stored = try await f.service.load(Self.place, .cacheFirst)
            f.client.fail(with: .http(status: 503, reason: nil))
            f.clock.advance(3 * 3600 - 1)
            let offline = try await f.service.load(Self.place, .cacheFirst)
            #expect(
                offline
                    == AirQualitySnapshot(
                        airQuality: stored.airQuality, fetchedAt: stored.fetchedAt,
                        freshness: .offline(.http(status: 503, reason: nil))))
            #expect(offline.isOffline)
            f.clock.advance(1)
            await #expect(throws: WeatherError.http(status: 503, reason: nil)) {
                try await f.service.load(Self.place, .cacheFirst)
            }
        }
    }

    @Test func aFailureWithNothingCachedOrACancelIsThrown() async throws {
        try await withFixture { f in
            f.client.fail(with: .cannotConnect(host: "h", detail: "connection refused"))
            await #expect(throws: WeatherError.cannotConnect(host: "h", detail: "connection refused")) {
                try await f.service.load(Self.place, .cacheFirst)
            }
            f.client.fail(with: nil)
            _ = try await f.service.load(Self.place, .cacheFirst)
            f.client.fail(with: .cancelled)
            await #expect(throws: WeatherError.cancelled) { try await f.service.load(Self.place, .refresh) }
        }
    }

    @Test func cachedReadsWithoutTheNetwork() async throws {
        try await withFixture { f in
            #expect(f.service.cached(Self.place) == nil)
            let stored = try await f.service.load(Self.place, .cacheFirst)
            f.clock.advance(86_400)
            #expect(f.service.cached(Self.place) == stored)
            #expect(f.client.requests == 1)
            #expect(AirQualityService.key(Self.place) == "airquality-10001")
        }
    }
}
