import Foundation
import Synchronization
import Testing

@testable import LaunchWork

/// Work begun on a thread of its own for one later `wait()`: the value is the work's whether the thread or the
/// caller did it, and the work runs once.
@Suite(.timeLimit(.minutes(1))) struct ReadAheadTests {
    final class Log: Sendable {
        let runs = Mutex(0)
        let threads = Mutex<[pthread_t]>([])
        /// Signalled once per run: a test waits on it rather than polling.
        let ran = DispatchSemaphore(value: 0)
        func record() {
            runs.withLock { $0 += 1 }
            threads.withLock { $0.append(pthread_self()) }
            ran.signal()
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
        let release = DispatchSemaphore(value: 0)
        let ahead = ReadAhead { () -> String in
            log.record()
            release.wait()
            return "from the thread"
        }
        // Until the thread has claimed the work, `wait()` would do it here instead: wait for the claim.
        try #require(log.ran.wait(timeout: .now() + 10) == .success)
        try #require(log.runs.withLock { $0 } == 1)
        // Claimed and held: released from another thread, before or after `wait()` begins, the value is the thread's.
        Thread.detachNewThread { release.signal() }
        #expect(ahead.wait() == "from the thread")
        #expect(log.runs.withLock { $0 } == 1)
        #expect(log.threads.withLock { pthread_equal($0[0], pthread_self()) } == 0)
    }

    @Test func aLaneRunsItsWorkInTurnOnOneThreadOfItsOwn() throws {
        let lane = WorkLane()
        let log = Log()
        let order = Mutex<[Int]>([])
        let release = DispatchSemaphore(value: 0)
        // The first work holds the lane until every read-ahead is handed over, so none is taken by its caller.
        let first = ReadAhead(on: lane) { () -> Int in
            log.record()
            release.wait()
            order.withLock { $0.append(0) }
            return 0
        }
        try #require(log.ran.wait(timeout: .now() + 10) == .success)
        try #require(log.runs.withLock { $0 } == 1)
        let later = (1...3).map { index in
            ReadAhead(on: lane) { () -> Int in
                log.record()
                order.withLock { $0.append(index) }
                return index
            }
        }
        lane.close()
        release.signal()
        // Wait for the lane to run the other three, so that no caller takes their work over.
        for _ in 1...3 { try #require(log.ran.wait(timeout: .now() + 10) == .success) }
        #expect(first.wait() == 0)
        #expect(later.map { $0.wait() } == [1, 2, 3])
        #expect(order.withLock { $0 } == [0, 1, 2, 3])
        let threads = log.threads.withLock { $0 }
        #expect(threads.count == 4)
        #expect(threads.allSatisfy { pthread_equal($0, threads[0]) != 0 })
        #expect(pthread_equal(threads[0], pthread_self()) == 0)
    }

    @Test func workHandedToAClosedLaneIsDoneByItsCaller() {
        let lane = WorkLane()
        lane.close()
        let log = Log()
        let ahead = ReadAhead(on: lane) { () -> String in
            log.record()
            return "made here"
        }
        // The lane never takes it: the caller does the work itself.
        #expect(log.runs.withLock { $0 } == 0)
        #expect(ahead.wait() == "made here")
        #expect(log.threads.withLock { pthread_equal($0[0], pthread_self()) } != 0)
    }
}
