import Foundation
import Synchronization
import Testing

@testable import WeatherCore

/// The normals service: kept normals at once and forever; otherwise one window of the calendar around the dates
/// shown (30 or 31 calls), within the budget, added to what is kept; a failure asked again after 10 minutes, then an
/// hour.
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

    /// The clock's day, 2027-01-15: the dates shown run from the 14th to the 31st.
    static let shown = NormalsService.datesShown(now: fixedMoment())

    @Test func theDatesShownAskedOnceEverThenReadFromTheDataFolder() async throws {
        try await withPersistenceTempDirAsync { (dir) async throws in
            let fixture = Fixture(directory: dir)
            let normals = try await fixture.service.load(Self.place)
            #expect(normals.normal(month: 1, day: 20)! == (12, 3))
            #expect(normals.covers(Self.shown))
            // A window from 7 days before the first date shown: 30 ranges of 70 days, 30 calls.
            let request = try #require(fixture.client.requests.first)
            #expect(request == ArchiveRequest(place: Self.place, window: .init(year: 2027, month: 1, day: 7)))
            #expect(request.weight == 30 && request.timeZone == "America/New_York")
            // Outside the window: nothing claimed.
            #expect(normals.normal(month: 7, day: 20) == nil)
            // A year later, from a new service on the same folder (another run): no request.
            fixture.clock.advance(365 * 24 * 60 * 60)
            #expect(try await fixture.service.load(Self.place).normal(month: 1, day: 20)! == (12, 3))
            #expect(fixture.client.requests.count == 1)
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("normals/10001.json").path))
        }
    }

    @Test func aDateOutsideWhatIsKeptAsksOneMoreWindowAndKeepsBoth() async throws {
        try await withPersistenceTempDirAsync { (dir) async throws in
            let fixture = Fixture(directory: dir)
            _ = try await fixture.service.load(Self.place)
            // Two months on: its dates are past the first window.
            fixture.clock.advance(60 * 24 * 60 * 60)
            let later = try await fixture.service.load(Self.place)
            #expect(fixture.client.requests.count == 2)
            #expect(fixture.client.requests.last?.weight ?? 0 <= 40)
            // Both windows are kept.
            #expect(later.normal(month: 1, day: 20) != nil && later.normal(month: 3, day: 20) != nil)
        }
    }

    @Test func fivePlacesAtOnceAllHaveTheirNormals() async throws {
        try await withPersistenceTempDirAsync { (dir) async throws in
            let fixture = Fixture(directory: dir)
            for zip in ["10001", "60601", "94103", "02108", "98101"] {
                #expect(try await fixture.service.load(persistencePlace(zip)).covers(Self.shown))
            }
            #expect(fixture.client.requests.count == 5)
        }
    }

    @Test func aFailureIsAskedAgainAfterTenMinutesThenAnHour() async throws {
        try await withPersistenceTempDirAsync { (dir) async throws in
            let fixture = Fixture(directory: dir)
            fixture.client.fail(with: .rateLimited(reason: nil, retryAfterSeconds: nil))
            await #expect(throws: NormalsUnavailable.failed(.rateLimited(reason: nil, retryAfterSeconds: nil))) {
                try await fixture.service.load(Self.place)
            }
            fixture.clock.advance(5 * 60)
            let error = await #expect(throws: NormalsUnavailable.self) { try await fixture.service.load(Self.place) }
            #expect(error == .deferred(.failedRecently(until: fixedMoment(600))))
            #expect(fixture.client.requests.count == 1)
            fixture.clock.advance(5 * 60)
            await #expect(throws: NormalsUnavailable.self) { try await fixture.service.load(Self.place) }
            #expect(fixture.client.requests.count == 2)
            // The second failure: an hour.
            fixture.client.fail(with: nil)
            fixture.clock.advance(30 * 60)
            await #expect(throws: NormalsUnavailable.self) { try await fixture.service.load(Self.place) }
            #expect(fixture.client.requests.count == 2)
            fixture.clock.advance(30 * 60)
            _ = try await fixture.service.load(Self.place)
            #expect(fixture.client.requests.count == 3)
        }
    }

    @Test func aCancelledRequestIsNoFailure() async throws {
        try await withPersistenceTempDirAsync { (dir) async throws in
            let fixture = Fixture(directory: dir)
            fixture.client.fail(with: .cancelled)
            let error = await #expect(throws: NormalsUnavailable.self) { try await fixture.service.load(Self.place) }
            #expect(error?.isFailure == false)
            fixture.client.fail(with: nil)
            _ = try await fixture.service.load(Self.place)
        }
    }

    /// A file kept before windows holds the whole year's normals: it is complete and asks nothing.
    @Test func aWholeYearKeptBeforeWindowsStillServes() async throws {
        try await withPersistenceTempDirAsync { (dir) async throws in
            let fixture = Fixture(directory: dir)
            let folder = dir.appendingPathComponent("normals")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // The document as written before windows: the whole year's normals, no sums.
            let old = NormalsStore.Document(
                latitude: 40.7, longitude: -74, timeZone: "America/New_York", computedAt: fixedMoment(-86_400),
                normals: Normals(highs: Array(repeating: 9, count: 366), lows: Array(repeating: 1, count: 366)),
                sums: nil)
            try StoredJSONFile<NormalsStore.Document>(
                url: folder.appendingPathComponent("10001.json"), maxBytes: 256 * 1024
            ).save(old)
            let normals = try await fixture.service.load(Self.place)
            #expect(try #require(normals.normal(month: 7, day: 4)) == (9, 1))
            #expect(fixture.client.requests.isEmpty)
        }
    }
}
