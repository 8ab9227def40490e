import FoundationEssentials

/// Once a directory proves unwritable, a store keeps working in memory for the rest of the session and says so
/// exactly once, rather than failing (and warning) on every write.
struct MemoryFallback<Value> {
    /// The in-memory value; non-nil once the store has given up on the disk.
    private(set) var value: Value?

    var isActive: Bool { value != nil }

    mutating func activate(with value: Value, directory: URL, error: any Error, warnings: PersistenceWarnings) {
        let first = self.value == nil
        self.value = value
        guard first else { return }
        let reason = (error as? PersistenceError)?.reason ?? "\(error)"
        warnings.report(
            PersistenceWarning(
                kind: .unwritable(path: directory.path),
                message: "Can't save to \(directory.path): \(reason); changes this session won't be kept."
            ))
    }

    mutating func modify<R>(_ change: (inout Value) -> R) -> R {
        change(&value!)
    }
}
extension MemoryFallback: Sendable where Value: Sendable {}
