import LassoTesting
import Synchronization
import Testing

@Suite struct AsyncSlotsTests {
    @Test func aThirdWaitsForOneOfTwoSlotsAndGetsItWhenFreed() async {
        let (parked, parking) = AsyncStream.makeStream(of: Void.self)
        let slots = AsyncSlots(count: 2, didPark: { parking.yield() })
        await slots.acquire()
        await slots.acquire()
        let got = Mutex(false)
        let third = Task {
            await slots.acquire()
            got.withLock { $0 = true }
        }
        var waits = parked.makeAsyncIterator()
        await waits.next()
        #expect(got.withLock { $0 } == false)
        slots.release()
        await third.value
        #expect(got.withLock { $0 } == true)
    }
}
