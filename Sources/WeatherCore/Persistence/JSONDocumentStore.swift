import FoundationEssentials
import Synchronization

/// One JSON document on disk, changed by read-merge-write under a file lock so concurrent instances lose
/// nothing. Corrupt files are moved aside (with a warning) and the default used; an unwritable directory turns
/// the store into an in-memory one for the session, with one warning.
public final class JSONDocumentStore<Document: Codable & Sendable>: DocumentStorage {
    private let file: StoredJSONFile<Document>
    private let lockFile: URL
    private let defaultValue: Document
    private let warnings: PersistenceWarnings
    private let now: @Sendable () -> Date
    private let fallback = Mutex(MemoryFallback<Document>())

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

    /// The current document: the file's content, or the default when it is missing or corrupt.
    public func read() -> Document {
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
    public func update<R: Sendable>(_ change: (inout Document) -> R) -> R {
        fallback.withLock { fallback in
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
