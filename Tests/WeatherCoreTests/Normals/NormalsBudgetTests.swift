import Foundation
import Testing

@testable import WeatherCore

/// The archive's budget and the Open-Meteo call tally, on disk with a clock the tests move: a request goes while
/// its stated weight keeps the app within the free terms (600 a minute, 5,000 an hour, 10,000 a day, counting every
/// run's calls), and is counted then; a failed place waits 10 minutes, then an hour; both are shared across runs (a
/// second object on the same folder sees the first's).
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

    @Test func fivePlacesAtOnceEachGoAndAreCounted() throws {
        try withPersistenceTempDir { (dir) throws in
            let fixture = Fixture(directory: dir)
            // Five places opened in a minute: the old 10-minute spacing let only the first have its normals.
            for place in ["10001", "60601", "zurich", "paris", "tokyo"] {
                #expect(fixture.budget.claim(for: place, weight: 31) == nil)
            }
            #expect(fixture.ledger.spent().minute == 155)
        }
    }

    @Test func noneThatWouldPassAFreeLimit() throws {
        try withPersistenceTempDir { (dir) throws in
            let fixture = Fixture(directory: dir)
            fixture.ledger.record(580)
            #expect(fixture.budget.claim(for: "10001", weight: 31) == .overLimit(until: fixedMoment(60)))
            fixture.clock.advance(60)
            #expect(fixture.budget.claim(for: "10001", weight: 31) == nil)
            // The hour: 4,990 spent over the last hour.
            fixture.ledger.record(4_380)
            fixture.clock.advance(60)
            #expect(fixture.budget.claim(for: "60601", weight: 31) == .overLimit(until: fixedMoment(120 + 3600)))
            // Hours on, the day still counts them all: 9,971 with what more came since, though the hour has room.
            fixture.clock.advance(3600)
            fixture.ledger.record(500)
            fixture.clock.advance(3600)
            fixture.ledger.record(4_480)
            fixture.clock.advance(60)
            #expect(fixture.ledger.spent().day == 580 + 31 + 4_380 + 500 + 4_480)
            #expect(fixture.ledger.spent().hour == 4_480)
            #expect(fixture.budget.claim(for: "60601", weight: 31) == .overLimit(until: fixedMoment(7_380 + 86_400)))
        }
    }

    @Test func aFailedPlaceWaitsTenMinutesThenAnHourOthersNothing() throws {
        try withPersistenceTempDir { (dir) throws in
            let fixture = Fixture(directory: dir)
            #expect(fixture.budget.claim(for: "10001", weight: 31) == nil)
            fixture.budget.recordFailure(for: "10001")
            fixture.clock.advance(9 * 60)
            #expect(fixture.budget.claim(for: "10001", weight: 31) == .failedRecently(until: fixedMoment(600)))
            #expect(fixture.budget.claim(for: "60601", weight: 31) == nil)
            fixture.clock.advance(60)
            #expect(fixture.budget.claim(for: "10001", weight: 31) == nil)
            // A second failure in a row: an hour.
            fixture.budget.recordFailure(for: "10001")
            fixture.clock.advance(59 * 60)
            #expect(
                fixture.budget.claim(for: "10001", weight: 31) == .failedRecently(until: fixedMoment(600 + 3600)))
            fixture.clock.advance(60)
            #expect(fixture.budget.claim(for: "10001", weight: 31) == nil)
            // A success forgets the failures: the next one waits 10 minutes again.
            fixture.budget.recordSuccess(for: "10001")
            fixture.budget.recordFailure(for: "10001")
            fixture.clock.advance(10 * 60)
            #expect(fixture.budget.claim(for: "10001", weight: 31) == nil)
        }
    }

    @Test func theTallyAddsWhatItIsToldAndTheArchiveIsCountedByTheBudget() throws {
        try withPersistenceTempDir { (dir) throws in
            let fixture = Fixture(directory: dir)
            let archive = ArchiveRequest(
                place: Place(zip: "1", city: "x", state: "", latitude: 1, longitude: 2),
                window: .init(year: 2026, month: 6, day: 1))
            // A forecast's stated weight, then a geocoder search's: numbers, not URLs.
            fixture.ledger.record(3.2)
            fixture.ledger.record(1)
            #expect(fixture.ledger.callsInLastHour() == 4.2)
            #expect(fixture.budget.claim(for: "1", weight: archive.weight) == nil)
            #expect(fixture.ledger.callsInLastHour() == 34.2)
            // Another run reads the same file.
            let other = OpenMeteoCallLedger(directory: dir, warnings: PersistenceWarnings(), now: { fixedMoment() })
            #expect(other.callsInLastHour() == 34.2)
        }
    }
}
