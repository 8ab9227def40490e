import Foundation
import Synchronization
import Testing
import WeatherFixtures

@testable import WeatherCore

/// AlertsService.live: the filter and order, the 5-minute cache (memory and disk), and the stale fallback, with a
/// scripted client or the fixture server and a hand-moved clock.
@Suite struct AlertsServiceTests {
    let place = persistencePlace("10001", city: "New York")

    static func alert(
        _ event: String, _ severity: WeatherAlert.Severity, onset: TimeInterval = 0, until: TimeInterval? = 3600,
        status: String = "Actual"
    ) -> WeatherAlert {
        WeatherAlert(
            id: event, event: event, severity: severity, onset: fixedMoment(onset), ends: until.map(fixedMoment),
            status: status)
    }

    @Test func onlyActualActiveAlertsMostSevereFirst() async throws {
        let listed = [
            Self.alert("Wind Advisory", .minor), Self.alert("Old Warning", .extreme, until: -1),
            Self.alert("Test Message", .unknown, status: "Test"), Self.alert("Exercise", .extreme, status: "Exercise"),
            Self.alert("Tornado Warning", .extreme, until: 200), Self.alert("Flood Watch", .severe, until: nil),
            Self.alert("Flood Warning", .severe, onset: -60),
        ]
        let client = ScriptedAlertsClient(listed)
        try await withAlertsService(client: client.client) { service, fixture in
            let snapshot = try await service.load(place)
            #expect(
                snapshot.alerts.map(\.event)
                    == ["Tornado Warning", "Flood Warning", "Flood Watch", "Wind Advisory"])
            #expect(snapshot.fetchedAt == fixedMoment())
            // The Tornado Warning ends at +200 s: from then on it is gone, though the cached answer still stands.
            fixture.clock.advance(201)
            #expect(try await service.load(place).alerts.map(\.event).first == "Flood Warning")
            #expect(service.cached(place)?.alerts.count == 3)
            #expect(client.requests == 1)
        }
    }

    @Test func aFreshAnswerIsReusedForFiveMinutesThenRefetched() async throws {
        let client = ScriptedAlertsClient([Self.alert("Heat Advisory", .moderate, until: 7200)])
        try await withAlertsService(client: client.client) { service, fixture in
            #expect(service.cached(place) == nil)
            _ = try await service.load(place)
            fixture.clock.advance(299)
            _ = try await service.load(place)
            #expect(client.requests == 1)
            // Another process (a new service on the same folder) finds it on disk.
            _ = try await fixture.makeService().load(place)
            #expect(client.requests == 1)
            fixture.clock.advance(1)
            let refreshed = try await service.load(place)
            #expect(client.requests == 2)
            #expect(refreshed.fetchedAt == fixedMoment(300))
            #expect(service.cached(place)?.fetchedAt == fixedMoment(300))
        }
    }

    @Test func aFailureFallsBackToAnAnswerUnderAnHourOld() async throws {
        let client = ScriptedAlertsClient([Self.alert("Flood Watch", .severe, until: nil)])
        try await withAlertsService(client: client.client) { service, fixture in
            _ = try await service.load(place)
            client.fail(with: .failed(.http(status: 503, reason: nil)))
            fixture.clock.advance(59 * 60)
            let stale = try await service.load(place)
            #expect(stale.alerts.map(\.event) == ["Flood Watch"])
            #expect(stale.fetchedAt == fixedMoment())
            fixture.clock.advance(60)
            await #expect(throws: AlertsError.failed(.http(status: 503, reason: nil))) {
                try await service.load(place)
            }
            #expect(client.requests == 3)
        }
    }

    @Test func withNothingCachedTheErrorIsThrownAsItIs() async throws {
        let client = ScriptedAlertsClient([])
        try await withAlertsService(client: client.client) { service, fixture in
            client.fail(with: .notCovered("Majuro, MH"))
            await #expect(throws: AlertsError.notCovered("Majuro, MH")) { try await service.load(place) }
            client.fail(with: .failed(.cancelled))
            await #expect(throws: AlertsError.failed(.cancelled)) { try await service.load(place) }
        }
    }

    @Test func againstTheFixtureServerASecondCallWithinFiveMinutesMakesNoRequest() async throws {
        try await AlertsFixture.run(serverNow: fixedMoment()) { server, clients in
            try await withAlertsService(client: clients.alerts) { service, fixture in
                let first = try await service.load(AlertsFixture.newYork)
                #expect(first.alerts.map(\.event) == ["Extreme Heat Warning", "Special Weather Statement"])
                fixture.clock.advance(4 * 60)
                #expect(try await service.load(AlertsFixture.newYork) == first)
                #expect(await server.alertsRequestCount() == 1)
                fixture.clock.advance(61)
                _ = try await service.load(AlertsFixture.newYork)
                #expect(await server.alertsRequestCount() == 2)
            }
        }
    }
}

/// An AlertsClient double that counts requests and can be told to fail.
final class ScriptedAlertsClient: Sendable {
    private struct State {
        var alerts: [WeatherAlert]
        var error: AlertsError?
        var requests = 0
    }
    private let state: Mutex<State>

    init(_ alerts: [WeatherAlert]) { state = Mutex(State(alerts: alerts)) }

    var requests: Int { state.withLock { $0.requests } }
    func fail(with error: AlertsError) { state.withLock { $0.error = error } }

    var client: AlertsClient {
        AlertsClient { _ throws(AlertsError) in
            let (alerts, error) = self.state.withLock { state in
                state.requests += 1
                return (state.alerts, state.error)
            }
            if let error { throw error }
            return alerts
        }
    }
}

/// What each test gets: a service over a temp-dir cache and a clock the test moves (`fixedMoment()` at the start).
struct AlertsServiceFixture: Sendable {
    let directory: URL
    let client: AlertsClient
    let clock = ServiceTestClock()
    let warnings = PersistenceWarnings()

    /// Another process's service on the same cache folder (its own memory, the same disk).
    func makeService() -> AlertsService {
        let cache = DiskCache<AlertsSnapshot>(
            directory: directory, policy: .alerts, warnings: warnings, now: { [clock] in clock.now })
        return AlertsService.live(client: client, cache: cache, now: { [clock] in clock.now })
    }
}

/// Runs `body` with this test's one service (as one process has one) and its fixture.
func withAlertsService(
    client: AlertsClient, _ body: (AlertsService, AlertsServiceFixture) async throws -> Void
) async throws {
    try await withPersistenceTempDirAsync { (dir) async throws in
        let fixture = AlertsServiceFixture(directory: dir.appendingPathComponent("cache"), client: client)
        try await body(fixture.makeService(), fixture)
        #expect(fixture.warnings.all.isEmpty)
    }
}
