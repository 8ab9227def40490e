#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value computed on a thread of its own, begun at once, for one later `wait()` to take: work the caller needs
/// soon but can overlap with other work meanwhile (the launch decodes the recent places while the terminal opens).
final class ReadAhead<Value>: @unchecked Sendable {
    private let thread: pthread_t
    private let result: ResultBox<Value>
    private var joined = false
    private let lock = Lock()

    /// Nil when no thread can be made: the caller does the work itself when it needs it.
    init?(_ work: @escaping @Sendable () -> Value) {
        let result = ResultBox<Value>()
        // Written by the thread before it ends; read after `pthread_join`, which orders the two.
        guard let thread = startThread({ result.value = work() }) else { return nil }
        self.thread = thread
        self.result = result
    }

    /// The value, once the thread has made it.
    func wait() -> Value {
        lock.withLock {
            if !joined {
                pthread_join(thread, nil)
                joined = true
            }
        }
        guard let value = result.value else { preconditionFailure("a read-ahead thread ended without its value") }
        return value
    }

    deinit {
        // Never waited for (the document changed first): let the thread's resources go when it ends.
        if !joined { pthread_detach(thread) }
    }
}

private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}

private final class ThreadBody {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}

/// Runs `body` on a new joinable thread; nil if none could be made.
private func startThread(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
    let box = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    var thread = pthread_t()
    let made = pthread_create(
        &thread, nil,
        { context in
            Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, box)
    guard made == 0 else {
        Unmanaged<ThreadBody>.fromOpaque(box).release()
        return nil
    }
    return thread
}
