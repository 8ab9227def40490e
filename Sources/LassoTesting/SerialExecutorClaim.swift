import ConcurrencyExtras
import Foundation

/// One test store's claim on the main serial executor, a process-wide switch: it is on while any store holds a
/// claim (counted under a lock), so a store released early cannot switch it off under another one still running,
/// and whatever had turned it on before (a test's own `withMainSerialExecutor`) is left as it was.
final class SerialExecutorClaim: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var claims = 0
    nonisolated(unsafe) private static var wasOnBeforeClaims = false
    private var held = true

    init() {
        Self.lock.withLock {
            if Self.claims == 0 { Self.wasOnBeforeClaims = uncheckedUseMainSerialExecutor }
            Self.claims += 1
            uncheckedUseMainSerialExecutor = true
        }
    }

    /// Gives the claim up; the last one switches the executor back to what it was. Safe to call twice.
    func release() {
        Self.lock.withLock {
            guard held else { return }
            held = false
            Self.claims -= 1
            if Self.claims == 0, !Self.wasOnBeforeClaims { uncheckedUseMainSerialExecutor = false }
        }
    }

    deinit { release() }
}
