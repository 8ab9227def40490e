import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive advisory `flock` on a `.lock` file, held around read-modify-write so that two running instances
/// (or two store objects in one process: flock locks belong to the open file, not the process) never interleave.
public enum FileLock {
    /// The lock file used for `url`: `<name>.lock` beside it.
    public static func lockURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".lock")
    }

    /// Runs `body` while holding the lock on `lockFile`, creating the file if needed. The lock file is never
    /// deleted: removing it while another process waits on it would let two holders in at once.
    public static func withLock<R>(_ lockFile: URL, _ body: () throws -> R) throws -> R {
        let fd = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw PersistenceError("open", path: lockFile.path) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            if errno != EINTR { throw PersistenceError("lock", path: lockFile.path) }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
