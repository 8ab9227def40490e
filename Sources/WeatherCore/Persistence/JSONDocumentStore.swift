import FoundationEssentials

/// One JSON document on disk, changed by read-merge-write under a file lock so concurrent instances lose
/// nothing. Corrupt files are moved aside (with a warning) and the default used; an unwritable directory turns
/// the store into an in-memory one for the session, with one warning.
public final class JSONDocumentStore<Document: Codable & Sendable>: Sendable {
    private let file: StoredJSONFile<Document>
    private let lockFile: URL
    private let defaultValue: Document
    private let warnings: PersistenceWarnings
    private let now: @Sendable () -> Date
    private let fallback = PersistenceLocked(MemoryFallback<Document>())
    /// A read begun early by `readAhead()`, for the next `read()`; dropped by any change.
    private let ahead = PersistenceLocked<ReadAhead<Document>?>(nil)

    /// - Parameters:
    ///   - maxBytes: larger files are treated as corrupt instead of being loaded whole.
    ///   - now: the clock used to name moved-aside corrupt files.
    public init(
        file url: URL, defaultValue: Document, maxBytes: Int = 1 << 20, warnings: PersistenceWarnings,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.file = StoredJSONFile(url: url, maxBytes: maxBytes)
        self.lockFile = FileLock.lockURL(for: url)
        self.defaultValue = defaultValue
        self.warnings = warnings
        self.now = now
    }

    /// Begins `read()` on a thread of its own, for the next `read()` to take instead of reading then. The app's
    /// launch reads the recent places this way while the terminal opens: the first JSON decode of a process looks
    /// up types across the whole binary, a sixth of the time to the first frame. Meant for a store just made, before
    /// anything else uses it.
    public func readAhead() {
        // Weakly: the store holds the read-ahead until it is taken or dropped.
        let early = ReadAhead { [weak self, defaultValue] in self?.readNow() ?? defaultValue }
        ahead.withLock { slot in
            slot?.cancel()
            slot = early
        }
    }

    /// The current document: the file's content, or the default when it is missing or corrupt.
    public func read() -> Document {
        let early = ahead.withLock { slot in
            defer { slot = nil }
            return slot
        }
        return early?.wait() ?? readNow()
    }

    private func readNow() -> Document {
        fallback.withLock { fallback in
            if let value = fallback.value { return value }
            switch file.peek() {
            case .missing: return defaultValue
            case .document(let document): return document
            case .corrupt:
                // Re-check under the lock: another instance may have replaced the file meanwhile.
                do {
                    return try FileLock.withLock(lockFile) { file.load(now: now(), warnings: warnings) } ?? defaultValue
                } catch {
                    // Can't even lock: can't move it aside either, so stop looking at it this session.
                    let document = file.load(now: now(), warnings: warnings) ?? defaultValue
                    fallback.activate(with: document, directory: directory, error: error, warnings: warnings)
                    return document
                }
            }
        }
    }

    /// Applies `change` to the document as it is on disk now (not to a copy read earlier) and saves it, all under
    /// the lock. Returns what `change` returns.
    @discardableResult
    public func update<R>(_ change: (inout Document) -> R) -> R {
        ahead.withLock { slot in  // read before this change
            slot?.cancel()
            slot = nil
        }
        return fallback.withLock { fallback in
            if fallback.isActive { return fallback.modify(change) }
            var outcome: (document: Document, result: R, saveError: (any Error)?)?
            do {
                try AtomicFile.createDirectory(directory)
                try FileLock.withLock(lockFile) {
                    var document = file.load(now: now(), warnings: warnings) ?? defaultValue
                    let result = change(&document)
                    do {
                        try file.save(document)
                        outcome = (document, result, nil)
                    } catch {
                        outcome = (document, result, error)
                    }
                }
            } catch {
                // No directory or no lock: start from whatever can still be read.
                var document = file.load(now: now(), warnings: warnings) ?? defaultValue
                let result = change(&document)
                fallback.activate(with: document, directory: directory, error: error, warnings: warnings)
                return result
            }
            guard let outcome else { preconditionFailure("FileLock.withLock ran without calling its body") }
            if let saveError = outcome.saveError {
                fallback.activate(with: outcome.document, directory: directory, error: saveError, warnings: warnings)
            }
            return outcome.result
        }
    }

    /// Replaces the whole document.
    public func write(_ document: Document) {
        update { $0 = document }
    }

    /// True once the store has fallen back to memory for this session.
    public var isInMemory: Bool { fallback.withLock { $0.isActive } }

    private var directory: URL { file.url.deletingLastPathComponent() }
}
