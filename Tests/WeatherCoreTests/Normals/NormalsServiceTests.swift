import Foundation
import Synchronization
import Testing

@testable import WeatherCore

/// The normals service: kept normals at once and forever, one archive request within the budget otherwise, a
/// failure remembered for a day.
@Suite struct NormalsServiceTests {
    static let place = persistencePlace("10001")
    static let days = NormalsComputationTests.thirtyYears({ _ in 12 }, { _ in 3 })

    final class Client: Sendable {
        private let state = Mutex((requests: [ArchiveRequest](), failure: WeatherError?.none))
        var requests: [ArchiveRequest] { state.withLock { $0.requests } }
        func fail(with error: WeatherError?) { state.withLock { $0.failure = error } }

        var client: ArchiveClient {
            ArchiveClient { request throws(WeatherError) in
                let failure = self.state.withLock { state in
                    state.requests.append(request)
                    return state.failure
                }
                if let failure { throw failure }
                return NormalsServiceTests.days
            }
        }
    }

    struct Fixture {
        let clock = ServiceTestClock()
        let client = Client()
        let directory: URL
        var service: NormalsService {
            let warnings = PersistenceWarnings()
            let now: @Sendable () -> Date = { [clock] in clock.now }
            let ledger = OpenMeteoCallLedger(directory: directory, warnings: warnings, now: now)
            return .live(
                client: client.client, store: NormalsStore(data: directory, warnings: warnings),
                budget: ArchiveBudget(directory: directory, ledger: ledger, warnings: warnings, now: now), now: now)
        }
    }

    @Test func askedOnceEverThenReadFromTheDataFolder() async throws {
        try await withPersistenceTempDirAsync { (dir) async throws in
            let fixture = Fixture(directory: dir)
            let normals = try await fixture.service.load(Self.place)
            #expect(normals.normal(month: 11, day: 25)! == (12, 3))
            #expect(fixture.client.requests == [ArchiveRequest(place: Self.place)])
            #expect(fixture.client.requests.first?.timeZone == "America/New_York")
            // A year later, from a new service on the same folder (another run): no request.
            fixture.clock.advance(365 * 24 * 60 * 60)
            #expect(try await fixture.service.load(Self.place) == normals)
            #expect(fixture.client.requests.count == 1)
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("normals/10001.json").path))
        }
    }

    @Test func aSecondPlaceWithinTenMinutesIsDeferred() async throws {
        try await withPersistenceTempDirAsync { (dir) async throws in
            let fixture = Fixture(directory: dir)
            _ = try await fixture.service.load(Self.place)
            await #expect(throws: NormalsUnavailable.deferred(.spacing(until: fixedMoment(600)))) {
                try await fixture.service.load(persistencePlace("60601"))
            }
            #expect(fixture.client.requests.count == 1)
        }
    }

    @Test func aFailureOrA429IsNotAskedAgainForADay() async throws {
        try await withPersistenceTempDirAsync { (dir) async throws in
            let fixture = Fixture(directory: dir)
            fixture.client.fail(with: .rateLimited(reason: nil, retryAfterSeconds: nil))
            await #expect(throws: NormalsUnavailable.failed(.rateLimited(reason: nil, retryAfterSeconds: nil))) {
                try await fixture.service.load(Self.place)
            }
            fixture.client.fail(with: nil)
            fixture.clock.advance(12 * 60 * 60)
            let error = await #expect(throws: NormalsUnavailable.self) { try await fixture.service.load(Self.place) }
            #expect(error?.isFailure == true)
            #expect(fixture.client.requests.count == 1)
            fixture.clock.advance(12 * 60 * 60)
            _ = try await fixture.service.load(Self.place)
            #expect(fixture.client.requests.count == 2)
        }
    }

    @Test func aCancelledRequestIsNoFailure() async throws {
        try await withPersistenceTempDirAsync { (dir) async throws in
            let fixture = Fixture(directory: dir)
            fixture.client.fail(with: .cancelled)
            let error = await #expect(throws: NormalsUnavailable.self) { try await fixture.service.load(Self.place) }
            #expect(error?.isFailure == false)
            fixture.client.fail(with: nil)
            fixture.clock.advance(10 * 60)
            _ = try await fixture.service.load(Self.place)
        }
    }
}
