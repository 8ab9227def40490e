import LassoTesting
import Testing

@testable import WeatherCore

/// One shared request per key, kept only while someone waits: a caller that goes away stops waiting at once, and
/// the request is cancelled with its last caller. The work is parked (`ParkedCalls`) until the test answers it.
@Suite(.timeLimit(.minutes(1))) struct RequestsInFlightTests {
    let work = ParkedCalls<String, Int>()
    let flights = RequestsInFlight<Int, any Error>(cancelled: CancellationError())

    private func load(_ key: String = "k") -> Task<Int, any Error> {
        Task { [work, flights] in try await flights.load(key) { try await work.call(key) } }
    }

    private func waitForWaiters(_ count: Int, _ key: String = "k") async {
        await flights.waitUntil(waiting: count, for: key)
    }

    private func isCancellation(_ task: Task<Int, any Error>) async -> Bool {
        if case .failure(let error) = await task.result { return error is CancellationError }
        return false
    }

    @Test func aCallerThatGoesAwayStopsWaitingAtOnceWhileTheOtherGetsTheValue() async throws {
        let leaving = load()
        let staying = load()
        await waitForWaiters(2)
        leaving.cancel()
        // Returns while the request is still parked: nobody has answered it.
        #expect(await isCancellation(leaving))
        #expect(await work.parkedCount == 1)
        #expect(await work.cancelled.isEmpty)
        await work.resume("k", returning: 7)
        #expect(try await staying.value == 7)
        #expect(await work.calls == ["k"])
        #expect(await flights.count == 0)
    }

    @Test func whenEveryCallerHasGoneTheRequestIsCancelled() async {
        let first = load()
        let second = load()
        await waitForWaiters(2)
        first.cancel()
        #expect(await isCancellation(first))
        second.cancel()
        #expect(await isCancellation(second))
        await work.waitForCancellations(1)
        #expect(await work.cancelled == ["k"])
        #expect(await flights.count == 0)
    }

    @Test func aCallerAfterTheRequestWasLeftStartsAFreshOne() async throws {
        let gone = load()
        await waitForWaiters(1)
        gone.cancel()
        #expect(await isCancellation(gone))
        await work.waitForCancellations(1)
        let fresh = load()
        await work.waitForCalls(2)
        await work.resume("k", returning: 3)
        #expect(try await fresh.value == 3)
        #expect(await flights.count == 0)
    }

    @Test func aFailureReachesEveryCallerAndOtherKeysAreSeparate() async throws {
        struct Refused: Error {}
        let first = load()
        let second = load()
        let other = load("other")
        await waitForWaiters(2)
        await waitForWaiters(1, "other")
        await work.resume("k", throwing: Refused())
        await work.resume("other", returning: 1)
        for task in [first, second] {
            if case .failure(let error) = await task.result { #expect(error is Refused) } else { Issue.record() }
        }
        #expect(try await other.value == 1)
        #expect(await work.calls.sorted() == ["k", "other"])
        #expect(await flights.count == 0)
    }

    @Test func aCallerAlreadyCancelledDoesNotStartTheRequest() async {
        let task = Task { [work, flights] in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await flights.load("k") { try await work.call("k") }
        }
        #expect(await isCancellation(task))
        #expect(await work.calls.isEmpty)
        #expect(await flights.count == 0)
    }
}
