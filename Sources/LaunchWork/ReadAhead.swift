import CThreads
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work the caller will need soon, begun now beside it (on a thread of its own, or on a `WorkLane`) so that it
/// overlaps the caller's other work: the launch decodes the recent places and opens the terminal while the main
/// thread wires the app. `wait()` takes the value; if nobody has begun the work by then, the caller does it itself,
/// so a helper slow to start never makes the caller wait longer than doing the work would have. The work runs once.
public final class ReadAhead<Value: Sendable>: Sendable {
    private static var waiting: Int { 0 }
    private static var running: Int { 1 }
    private static var done: Int { 2 }
    private static var taken: Int { 3 }

    private let stage = Atomic<Int>(0)
    private let work: @Sendable () -> Value
    private let result = Mutex<Value?>(nil)

    /// Begins `work` on `lane`, after the work handed to it before; without a lane, on a new thread (on another CPU).
    public init(on lane: WorkLane? = nil, _ work: @escaping @Sendable () -> Value) {
        self.work = work
        if let lane {
            lane.add { [self] in run() }
        } else {
            // No thread (resources exhausted): `wait()` does the work when it is needed.
            _ = startHelperThread { [self] in run() }
        }
    }

    /// No longer wanted: work not yet begun is skipped. (Work already under way finishes, unread.)
    public func cancel() {
        _ = stage.compareExchange(expected: Self.waiting, desired: Self.taken, ordering: .relaxed)
    }

    private func run() {
        guard stage.compareExchange(expected: Self.waiting, desired: Self.running, ordering: .acquiring).exchanged
        else { return }
        let value = work()
        result.withLock { $0 = value }
        stage.store(Self.done, ordering: .releasing)
    }

    /// The value: the helper's, or made here if the helper had not begun (later calls return the same value).
    public func wait() -> Value {
        if stage.compareExchange(expected: Self.waiting, desired: Self.taken, ordering: .acquiring).exchanged {
            let value = work()
            result.withLock { $0 = value }
            stage.store(Self.done, ordering: .releasing)
            return value
        }
        // The helper is at it. Poll rather than block: a blocked caller can be woken a millisecond late. The first
        // milliseconds yield the CPU between looks; after that, look every 0.2 ms.
        var looks = 0
        while stage.load(ordering: .acquiring) != Self.done {
            looks += 1
            if looks < 20_000 { sched_yield() } else { usleep(200) }
        }
        guard let value = result.withLock({ $0 }) else {
            preconditionFailure("a read-ahead finished without its value")
        }
        return value
    }
}

private final class ThreadBody {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}

/// Runs `body` on a new detached thread, on another CPU when there is one; false if no thread could be made.
func startHelperThread(_ body: @escaping @Sendable () -> Void) -> Bool {
    let box = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    let made = lw_start_thread_elsewhere(
        { context in
            Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, box)
    guard made == 0 else {
        Unmanaged<ThreadBody>.fromOpaque(box).release()
        return false
    }
    return true
}
