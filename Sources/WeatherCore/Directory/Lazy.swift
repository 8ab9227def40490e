import FoundationEssentials

/// A value built on first use, once, by whichever thread asks first; later reads take an uncontended lock.
/// Callers read `value` once per query and keep it, rather than in inner loops.
final class Lazy<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var built: Value?
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    /// Whether `value` has been made.
    var isBuilt: Bool {
        lock.lock()
        defer { lock.unlock() }
        return built != nil
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let value = make()
        built = value
        return value
    }
}
