import ConcurrencyExtras
import Foundation
import Synchronization

/// One test store's claim on the main serial executor, a process-wide switch: it is on while any store holds a
/// claim (counted under a lock), so a store released early cannot switch it off under another one still running,
/// and whatever had turned it on before (a test's own `withMainSerialExecutor`) is left as it was.
final class SerialExecutorClaim: Sendable {
    private struct Claims {
        var count = 0
        var wasOnBefore = false
    }
    private static let claims = Mutex(Claims())
    private let held = Mutex(true)

    init() {
        Self.claims.withLock { claims in
            if claims.count == 0 { claims.wasOnBefore = uncheckedUseMainSerialExecutor }
            claims.count += 1
            uncheckedUseMainSerialExecutor = true
        }
    }

    /// Gives the claim up; the last one switches the executor back to what it was. Safe to call twice.
    func release() {
        let wasHeld = held.withLock { held in
            defer { held = false }
            return held
        }
        guard wasHeld else { return }
        Self.claims.withLock { claims in
            claims.count -= 1
            if claims.count == 0, !claims.wasOnBefore { uncheckedUseMainSerialExecutor = false }
        }
    }

    deinit { release() }
}
