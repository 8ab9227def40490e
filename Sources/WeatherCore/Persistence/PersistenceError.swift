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

extension PersistenceError {
    /// ``reason`` in `language`: the failures a save meets in the app's words (C's `strerror` speaks English
    /// whatever the locale, as the app never calls `setlocale`), any other as the system says it. Written to stand
    /// inside a sentence.
    public func reason(in language: AppLanguage) -> String { Self.reason(of: code, in: language) }

    /// errno `code` in `language`'s words where the table has them (the common nine), else `strerror`'s English:
    /// for any failed system call (a spawn too), not only persistence's.
    public static func reason(of code: Int32, in language: AppLanguage) -> String {
        let system = String(cString: strerror(code))
        guard language != .en else { return system }
        return switch code {
        case EACCES: language.localized("Permission denied")
        case EPERM: language.localized("Operation not permitted")
        case EROFS: language.localized("Read-only file system")
        case ENOSPC: language.localized("No space left on device")
        case EDQUOT: language.localized("Disk quota exceeded")
        case ENOTDIR: language.localized("Not a directory")
        case EISDIR: language.localized("Is a directory")
        case ENOENT: language.localized("No such file or directory")
        case EIO: language.localized("Input/output error")
        default: system
        }
    }
}
