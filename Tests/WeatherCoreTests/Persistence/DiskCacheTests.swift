import Foundation
import Synchronization
import Testing

@testable import WeatherCore

@Suite struct DiskCacheTests {
    struct Sample: Codable, Hashable, Sendable {
        var temperature: Double?
        var label: String
    }

    /// A clock the test moves by hand.
    final class TestClock: Sendable {
        private let current = Mutex(fixedMoment())
        var now: Date { current.withLock { $0 } }
        func advance(_ seconds: TimeInterval) { current.withLock { $0 += seconds } }
    }

    private func makeCache(_ directory: URL, _ warnings: PersistenceWarnings, _ clock: TestClock) -> DiskCache<Sample> {
        DiskCache(directory: directory, warnings: warnings, now: { clock.now })
    }

    @Test func policyIsFreshForTenMinutes() {
        let policy = CachePolicy.standard
        #expect(policy.isFresh(fixedMoment(), now: fixedMoment()))
        #expect(policy.isFresh(fixedMoment(), now: fixedMoment(599.9)))
        #expect(!policy.isFresh(fixedMoment(), now: fixedMoment(600)))
        #expect(!policy.isFresh(fixedMoment(), now: fixedMoment(7200)))
        #expect(policy.isFresh(fixedMoment(30), now: fixedMoment()))  // small clock step backwards
        #expect(!policy.isFresh(fixedMoment(3600), now: fixedMoment()))  // fetched "in the future": not trusted
        #expect(policy.age(of: fixedMoment(), now: fixedMoment(125)) == 125)
    }

    @Test func storedEntriesAreFreshThenStaleButStillReturned() throws {
        try withPersistenceTempDir { (dir) throws in
            let clock = TestClock()
            let warnings = PersistenceWarnings()
            let cache = makeCache(dir.appendingPathComponent("cache"), warnings, clock)
            #expect(cache.lookup("10001-imperial") == nil)

            cache.store(Sample(temperature: 71, label: "NYC"), for: "10001-imperial", at: clock.now)
            clock.advance(9 * 60)
            #expect(
                cache.lookup("10001-imperial")
                    == CacheHit(
                        value: Sample(temperature: 71, label: "NYC"), fetchedAt: fixedMoment(), age: 540, isFresh: true
                    ))
            clock.advance(2 * 3600)
            // Another instance (a later run) sees the same entry, now stale, with its age.
            let later = makeCache(dir.appendingPathComponent("cache"), warnings, clock)
            #expect(
                later.lookup("10001-imperial")
                    == CacheHit(
                        value: Sample(temperature: 71, label: "NYC"), fetchedAt: fixedMoment(), age: 7740,
                        isFresh: false
                    ))
            #expect(
                later.entry(for: "10001-imperial")
                    == CacheEntry(value: Sample(temperature: 71, label: "NYC"), fetchedAt: fixedMoment()))
            #expect(later.lookup("10001-metric") == nil)
            #expect(warnings.all.isEmpty)
        }
    }

    @Test func newerStoreReplacesAndKeysStayApart() throws {
        try withPersistenceTempDir { (dir) throws in
            let clock = TestClock()
            let cache = makeCache(dir, PersistenceWarnings(), clock)
            cache.store(Sample(label: "old"), for: "10001-imperial", at: fixedMoment())
            cache.store(Sample(label: "metric"), for: "10001-metric", at: fixedMoment(5))
            cache.store(Sample(label: "new"), for: "10001-imperial", at: fixedMoment(10))
            #expect(
                cache.entry(for: "10001-imperial")
                    == CacheEntry(value: Sample(label: "new"), fetchedAt: fixedMoment(10)))
            #expect(cache.entry(for: "10001-metric")?.value.label == "metric")
            #expect(try persistedFileNames(in: dir) == ["10001-imperial.json", "10001-metric.json"])
        }
    }

    @Test func oddKeysBecomeSafeFileNames() throws {
        let cache = DiskCache<Sample>(directory: URL(fileURLWithPath: "/c"), warnings: PersistenceWarnings())
        #expect(cache.fileURL(for: "10001-imperial").path == "/c/10001-imperial.json")
        #expect(cache.fileURL(for: "../../etc/passwd").path == "/c/%2E.%2F..%2Fetc%2Fpasswd.json")
        #expect(cache.fileURL(for: "São Paulo").path == "/c/S%C3%A3o%20Paulo.json")
        #expect(cache.fileURL(for: ".lock").path == "/c/%2Elock.json")
    }

    @Test func corruptEntryIsMovedAsideAndTreatedAsAMiss() throws {
        try withPersistenceTempDir { (dir) throws in
            let warnings = PersistenceWarnings()
            let cache = makeCache(dir, warnings, TestClock())
            try Data(#"{"fetchedAt": "yesterday", "value": {"label": "x"}}"#.utf8)
                .write(to: dir.appendingPathComponent("10001-imperial.json"))
            #expect(cache.entry(for: "10001-imperial") == nil)
            #expect(try persistedFileNames(in: dir) == [".lock", "10001-imperial.json.corrupt-20270115T080000Z"])
            #expect(
                warnings.all.map(\.message) == [
                    "10001-imperial.json was unreadable (bad value at fetchedAt); moved it to "
                        + "10001-imperial.json.corrupt-20270115T080000Z and started fresh."
                ])
            cache.store(Sample(label: "good"), for: "10001-imperial", at: fixedMoment())
            #expect(cache.entry(for: "10001-imperial")?.value.label == "good")
        }
    }

    @Test func unwritableDirectoryCachesInMemoryWithOneWarning() throws {
        try withPersistenceTempDir { (dir) throws in
            let blocker = dir.appendingPathComponent("cache")
            try Data().write(to: blocker)
            let warnings = PersistenceWarnings()
            let clock = TestClock()
            let cache = makeCache(blocker.appendingPathComponent("lasso-weather"), warnings, clock)
            cache.store(Sample(label: "a"), for: "10001-imperial", at: clock.now)
            cache.store(Sample(label: "b"), for: "94103-imperial", at: clock.now)
            clock.advance(601)
            #expect(cache.lookup("10001-imperial")?.isFresh == false)
            #expect(cache.entry(for: "94103-imperial")?.value.label == "b")
            #expect(cache.isInMemory)
            #expect(
                warnings.all.map(\.kind) == [.unwritable(path: blocker.appendingPathComponent("lasso-weather").path)])
        }
    }
}
