import FoundationEssentials
import Synchronization

/// Keyed values with their fetch time, one JSON file per key (e.g. "10001-imperial" → `10001-imperial.json`).
/// Expired entries are kept: `lookup` reports them as stale so callers can fall back to them when offline.
/// An unwritable directory turns the cache into an in-memory one for the session, with one warning.
public final class DiskCache<Value: Codable & Sendable>: Sendable {
    public let directory: URL
    public let policy: CachePolicy
    private let maxBytes: Int
    private let warnings: PersistenceWarnings
    private let now: @Sendable () -> Date
    private let fallback = Mutex(MemoryFallback<[String: CacheEntry<Value>]>())

    public init(
        directory: URL, policy: CachePolicy = .standard, maxBytes: Int = 4 << 20, warnings: PersistenceWarnings,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.directory = directory
        self.policy = policy
        self.maxBytes = maxBytes
        self.warnings = warnings
        self.now = now
    }

    /// The stored value and its fetch time, however old.
    public func entry(for key: String) -> CacheEntry<Value>? {
        fallback.withLock { fallback in
            if let entry = fallback.value?[key] { return entry }
            let file = self.file(for: key)
            switch file.peek() {
            case .missing:
                return nil
            case .document(let entry):
                return entry
            case .corrupt:
                // Without a writable directory it can't be moved aside; treat it as a miss, quietly.
                guard !fallback.isActive else { return nil }
                // Re-check under the lock so a good file written meanwhile is not the one moved aside.
                return try? FileLock.withLock(lockFile) { file.load(now: now(), warnings: warnings) }
            }
        }
    }

    /// The entry for `key` judged against the policy at the injected clock's `now`.
    public func lookup(_ key: String) -> CacheHit<Value>? {
        guard let entry = entry(for: key) else { return nil }
        let now = now()
        return CacheHit(
            value: entry.value, fetchedAt: entry.fetchedAt, age: policy.age(of: entry.fetchedAt, now: now),
            isFresh: policy.isFresh(entry.fetchedAt, now: now)
        )
    }

    /// Saves `value` as fetched at `fetchedAt`, replacing any older entry atomically.
    public func store(_ value: Value, for key: String, at fetchedAt: Date) {
        let entry = CacheEntry(value: value, fetchedAt: fetchedAt)
        fallback.withLock { fallback in
            if fallback.isActive {
                fallback.modify { $0[key] = entry }
                return
            }
            do {
                try AtomicFile.createDirectory(directory)
                try file(for: key).save(entry)
            } catch {
                fallback.activate(with: [key: entry], directory: directory, error: error, warnings: warnings)
            }
        }
    }

    /// True once the cache has fallen back to memory for this session.
    public var isInMemory: Bool { fallback.withLock { $0.isActive } }

    /// The file that holds `key`: safe characters kept, everything else percent-encoded, so any key maps to one
    /// plain file name inside the directory.
    public func fileURL(for key: String) -> URL {
        var name = ""
        for byte in key.utf8 {
            let scalar = Unicode.Scalar(byte)
            let safe =
                ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar)
                || ("A"..."Z").contains(scalar) || "-_".unicodeScalars.contains(scalar)
                || (scalar == "." && !name.isEmpty)
            name += safe ? String(scalar) : "%" + byte.hex2
        }
        return directory.appendingPathComponent(String(name.prefix(200)) + ".json")
    }

    private func file(for key: String) -> StoredJSONFile<CacheEntry<Value>> {
        StoredJSONFile(url: fileURL(for: key), maxBytes: maxBytes)
    }

    private var lockFile: URL { directory.appendingPathComponent(".lock") }
}
