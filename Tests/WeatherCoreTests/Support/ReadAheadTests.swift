import Foundation
import Synchronization
import Testing

@testable import WeatherCore

/// Work begun on a thread of its own for one later `wait()`: the value is the work's whether the thread or the
/// caller did it, and the work runs once.
@Suite(.timeLimit(.minutes(1))) struct ReadAheadTests {
    final class Log: Sendable {
        let runs = Mutex(0)
        let threads = Mutex<[pthread_t]>([])
        func record() {
            runs.withLock { $0 += 1 }
            threads.withLock { $0.append(pthread_self()) }
        }
    }

    @Test func theWorkRunsOnceWhetherTheThreadOrTheCallerDoesIt() {
        // Taken at once, each ahead is sometimes still unbegun (the caller does the work) and sometimes underway.
        for round in 0..<300 {
            let log = Log()
            let ahead = ReadAhead { () -> Int in
                log.record()
                return round * 2
            }
            #expect(ahead.wait() == round * 2)
            #expect(log.runs.withLock { $0 } == 1)
        }
    }

    @Test func waitingAgainGivesTheSameValueWithoutRunningTheWorkAgain() {
        for round in 0..<50 {
            let log = Log()
            let ahead = ReadAhead { () -> Int in
                log.record()
                return round
            }
            #expect(ahead.wait() == round)
            #expect(ahead.wait() == round)
            #expect(log.runs.withLock { $0 } == 1)
        }
    }

    @Test func aThreadThatHasBegunIsWaitedForAndItsValueTaken() throws {
        let log = Log()
        let release = Mutex(false)
        let ahead = ReadAhead { () -> String in
            log.record()
            while !release.withLock({ $0 }) { usleep(1_000) }
            return "from the thread"
        }
        // Until the thread has claimed the work, `wait()` would do it here instead: wait for the claim.
        let deadline = Date().addingTimeInterval(10)
        while log.runs.withLock({ $0 }) == 0, Date() < deadline { usleep(1_000) }
        try #require(log.runs.withLock { $0 } == 1)
        Thread.detachNewThread {
            usleep(20_000)
            release.withLock { $0 = true }
        }
        #expect(ahead.wait() == "from the thread")
        #expect(log.runs.withLock { $0 } == 1)
        #expect(log.threads.withLock { pthread_equal($0[0], pthread_self()) } == 0)
    }
}
