import Foundation
import Testing

@testable import WeatherCore

/// The archive's budget and the Open-Meteo call tally, on disk with a clock the tests move: one archive request per
/// 10 minutes, none over 2,000 calls in the last hour, none for a day after a place's failure; and both counted
/// across runs (a second object on the same folder sees the first's).
@Suite struct NormalsBudgetTests {
    struct Fixture {
        let clock = ServiceTestClock()
        let directory: URL
        var ledger: OpenMeteoCallLedger {
            OpenMeteoCallLedger(directory: directory, warnings: PersistenceWarnings(), now: { [clock] in clock.now })
        }
        var budget: ArchiveBudget {
            ArchiveBudget(
                directory: directory, ledger: ledger, warnings: PersistenceWarnings(), now: { [clock] in clock.now })
        }
    }

    @Test func oneArchiveRequestPerTenMinutesWhicheverPlace() throws {
        try withPersistenceTempDir { (dir) throws in
            let fixture = Fixture(directory: dir)
            #expect(fixture.budget.claim(for: "10001") == nil)
            fixture.clock.advance(9 * 60)
            #expect(fixture.budget.claim(for: "60601") == .spacing(until: fixedMoment(600)))
            fixture.clock.advance(60)
            #expect(fixture.budget.claim(for: "60601") == nil)
        }
    }

    @Test func noneWhileTheLastHourHoldsMoreThan2000Calls() throws {
        try withPersistenceTempDir { (dir) throws in
            let fixture = Fixture(directory: dir)
            fixture.ledger.record(2_000)
            #expect(fixture.budget.claim(for: "10001") == nil)
            fixture.clock.advance(10 * 60)
            fixture.ledger.record()
            #expect(fixture.budget.claim(for: "10001") == .busy(callsInLastHour: 2_001))
            // An hour after the 2,000, only the one is left.
            fixture.clock.advance(50 * 60)
            #expect(fixture.ledger.callsInLastHour() == 1)
            #expect(fixture.budget.claim(for: "10001") == nil)
        }
    }

    @Test func aFailedPlaceWaitsADayOthersOnlyTheSpacing() throws {
        try withPersistenceTempDir { (dir) throws in
            let fixture = Fixture(directory: dir)
            #expect(fixture.budget.claim(for: "10001") == nil)
            fixture.budget.recordFailure(for: "10001")
            fixture.clock.advance(23 * 60 * 60)
            #expect(fixture.budget.claim(for: "10001") == .failedRecently(until: fixedMoment(24 * 60 * 60)))
            #expect(fixture.budget.claim(for: "60601") == nil)
            fixture.clock.advance(60 * 60)
            #expect(fixture.budget.claim(for: "10001") == nil)
        }
    }

    @Test func theTallyCountsOpenMeteosPathsByWeightAndNothingElse() throws {
        try withPersistenceTempDir { (dir) throws in
            let fixture = Fixture(directory: dir)
            let archive = ArchiveRequest(latitude: 1, longitude: 2, timeZone: "UTC")
                .url(base: URL(string: "http://127.0.0.1:8080")!)
            for url in [
                "https://api.open-meteo.com/v1/forecast?latitude=1",
                "https://geocoding-api.open-meteo.com/v1/search?name=x",
                archive.absoluteString, "https://api.weather.gov/alerts/active?point=1,2",
                "https://mesonet.agron.iastate.edu/cgi-bin/wms",
            ] {
                fixture.ledger.record(url: URL(string: url)!)
            }
            // 1 + 1 + 10,958 days / 14 × 2 variables / 10; the NWS and the IEM count nothing.
            let expected = 2 + 10_958.0 / 14 * 2 / 10
            #expect(abs(fixture.ledger.callsInLastHour() - expected) < 0.001)
            // Another run reads the same file.
            let other = OpenMeteoCallLedger(directory: dir, warnings: PersistenceWarnings(), now: { fixedMoment() })
            #expect(abs(other.callsInLastHour() - expected) < 0.001)
        }
    }
}
