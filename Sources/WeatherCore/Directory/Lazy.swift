import FoundationEssentials
import Synchronization

/// A value built on first use, once, by whichever thread asks first. Once built, a read is one atomic load (the
/// ZIP directory reads its tables through this in every query); only the first reads take the lock. Unchecked
/// because that one read of `built` is outside the lock: `ready`'s acquire orders it after the one write.
final class Lazy<Value: Sendable>: @unchecked Sendable {
    private let lock = Mutex(())
    private let ready = Atomic<Bool>(false)
    /// Written once, under the lock, before `ready` is set; never written again.
    private var built: Value?
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    /// Whether `value` has been made.
    var isBuilt: Bool { ready.load(ordering: .acquiring) }

    var value: Value {
        if ready.load(ordering: .acquiring), let built { return built }
        return lock.withLock { _ in
            if let built { return built }
            let value = make()
            built = value
            ready.store(true, ordering: .releasing)
            return value
        }
    }
}
