import Foundation
import Synchronization
import Testing

@testable import WeatherCore

@Suite struct FileLockTests {
    @Test func lockFileSitsBesideTheTarget() {
        let url = URL(fileURLWithPath: "/x/y/recent.json")
        #expect(FileLock.lockURL(for: url).path == "/x/y/recent.json.lock")
    }

    /// Unprotected read-increment-write on many threads, each with its own open lock file (as separate processes
    /// would have): any overlap would lose increments.
    @Test func excludesConcurrentHolders() throws {
        try withPersistenceTempDir { (dir) throws in
            let counter = dir.appendingPathComponent("counter")
            let lock = FileLock.lockURL(for: counter)
            try Data("0".utf8).write(to: counter)
            let rounds = 200
            let failures = Mutex(0)
            DispatchQueue.concurrentPerform(iterations: rounds) { _ in
                do {
                    try FileLock.withLock(lock) {
                        // A torn read (empty or partial) counts as 0, which the final count exposes.
                        let value = Int(String(decoding: try Data(contentsOf: counter), as: UTF8.self)) ?? 0
                        try Data("\(value + 1)".utf8).write(to: counter)
                    }
                } catch {
                    failures.withLock { $0 += 1 }
                }
            }
            #expect(failures.withLock { $0 } == 0)
            #expect(String(decoding: try Data(contentsOf: counter), as: UTF8.self) == "\(rounds)")
        }
    }

    @Test func failsWhenTheLockFileCannotBeCreated() throws {
        try withPersistenceTempDir { (dir) throws in
            let missing = dir.appendingPathComponent("no/such/dir/file.lock")
            #expect(throws: PersistenceError.self) { try FileLock.withLock(missing) {} }
        }
    }
}
