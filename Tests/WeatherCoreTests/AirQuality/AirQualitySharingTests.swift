import Foundation
import Testing

@testable import WeatherCore

/// Shared air-quality requests: a Detail opening a moment after Home joins Home's cache-first load, but a forced
/// refresh (`r`) never joins one: it would be answered from the cache it asked to bypass.
@Suite struct AirQualitySharingTests {
    static let place = Place(zip: "10001", city: "New York", state: "NY", latitude: 40.75, longitude: -73.99)
    static let cacheFirstAnswer = AirQualitySnapshot(
        airQuality: AirQuality(usAQI: 10), fetchedAt: Date(timeIntervalSince1970: 1_000))
    static let refreshAnswer = AirQualitySnapshot(
        airQuality: AirQuality(usAQI: 20), fetchedAt: Date(timeIntervalSince1970: 2_000))

    // Without the policy in the sharing key the refresh waits on the parked load and the time limit fails the test.
    @Test(.timeLimit(.minutes(1))) func aForcedRefreshDoesNotJoinACacheFirstLoadInFlight() async throws {
        let (started, startedSignal) = AsyncStream<Void>.makeStream()
        let (gate, opener) = AsyncStream<Void>.makeStream()
        let base = AirQualityService(load: { _, policy throws(WeatherError) in
            guard policy == .cacheFirst else { return Self.refreshAnswer }
            startedSignal.yield()
            for await _ in gate { break }  // parked until the test opens the gate
            return Self.cacheFirstAnswer
        })
        let shared = base.sharingRequestsInFlight()
        let parked = Task { try await shared.load(Self.place, .cacheFirst) }
        for await _ in started { break }
        let refreshed = try await shared.load(Self.place, .refresh)
        #expect(refreshed == Self.refreshAnswer)
        opener.yield()
        #expect(try await parked.value == Self.cacheFirstAnswer)
    }
}
