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
        let failure = error as? PersistenceError
        let (path, other) = (directory.path, "\(error)")
        warnings.report(
            PersistenceWarning(kind: .unwritable(path: path)) {
                $0.localized(
                    "Can't save to {0}: {1}; changes this session won't be kept.", path,
                    failure?.reason(in: $0) ?? other)
            })
    }

    mutating func modify<R>(_ change: (inout Value) -> R) -> R {
        change(&value!)
    }
}
extension MemoryFallback: Sendable where Value: Sendable {}
