#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call on a persistence path, with errno turned into words.
public struct PersistenceError: Error, Hashable, Sendable, CustomStringConvertible {
    public var operation: String
    public var path: String
    public var code: Int32

    public init(_ operation: String, path: String, code: Int32 = errno) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// The system's sentence for the error, e.g. "Permission denied".
    public var reason: String { String(cString: strerror(code)) }

    public var description: String { "\(operation) \(path): \(reason)" }
}
