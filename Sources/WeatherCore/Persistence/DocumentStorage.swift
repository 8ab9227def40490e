import Synchronization

/// Where a document lives: in a JSON file (``JSONDocumentStore``) or in memory (``MemoryDocument``). Clients that
/// keep a document (the recent searches, the settings) are written once over this, so the in-memory client used
/// by tests and previews is the same code as the one on disk.
public protocol DocumentStorage<Document>: Sendable {
    associatedtype Document: Sendable

    /// The document as it is now.
    func read() -> Document

    /// Applies `change` to the document as it is now and keeps the result, atomically; returns what `change`
    /// returns.
    @discardableResult
    func update<R: Sendable>(_ change: (inout Document) -> R) -> R
}

/// A document held in memory, shared by reference: nothing touches the disk.
public final class MemoryDocument<Document: Sendable>: DocumentStorage {
    private let document: Mutex<Document>

    public init(_ document: Document) { self.document = Mutex(document) }

    public func read() -> Document { document.withLock { $0 } }

    @discardableResult
    public func update<R: Sendable>(_ change: (inout Document) -> R) -> R { document.withLock { change(&$0) } }
}
