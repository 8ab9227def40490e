import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole-file reads and crash-safe whole-file replacement.
public enum AtomicFile {
    /// What a capped read found.
    public enum ReadResult: Equatable, Sendable {
        case missing
        case contents(Data)
        /// The file holds more than the cap; it was not read whole.
        case tooLarge
    }

    /// Replaces `url` with `data` so that readers see either the old file or the new one, never a mix:
    /// a temporary file in the same directory is written in full and fsynced, renamed over the target, and the
    /// directory is fsynced so the rename itself survives a crash.
    public static func write(_ data: Data, to url: URL, permissions: mode_t = 0o600) throws(PersistenceError) {
        let directory = url.deletingLastPathComponent().path
        let temp = "\(directory)/.\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: .min ... .max))"
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard fd >= 0 else { throw PersistenceError("create", path: temp) }
        do throws(PersistenceError) {
            try writeAll(data, to: fd, path: temp)
            guard fsync(fd) == 0 else { throw PersistenceError("fsync", path: temp) }
            guard close(fd) == 0 else { throw PersistenceError("close", path: temp) }
        } catch {
            close(fd)
            unlink(temp)
            throw error
        }
        guard rename(temp, url.path) == 0 else {
            let failure = PersistenceError("rename", path: url.path)
            unlink(temp)
            throw failure
        }
        try syncDirectory(directory)
    }

    /// Reads at most `maxBytes`; a bigger file is reported as `.tooLarge` without loading it.
    public static func read(_ url: URL, maxBytes: Int) throws(PersistenceError) -> ReadResult {
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            // ENOTDIR: a file sits where a parent directory should be, so this file can't exist either.
            if errno == ENOENT || errno == ENOTDIR { return .missing }
            throw PersistenceError("open", path: url.path)
        }
        defer { close(fd) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        // Read one byte past the cap so a file that grows while we read is still caught.
        while data.count <= maxBytes {
            let wanted = min(chunk.count, maxBytes + 1 - data.count)
            let got = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, wanted) }
            if got < 0 {
                if errno == EINTR { continue }
                throw PersistenceError("read", path: url.path)
            }
            if got == 0 { return .contents(data) }
            data.append(contentsOf: chunk[0..<got])
        }
        return .tooLarge
    }

    /// `mkdir -p` with mode 0700 (the XDG spec's mode for these directories).
    public static func createDirectory(_ url: URL) throws(PersistenceError) {
        var info = stat()
        // The usual case, on every launch: it is already there.
        if stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return }
        var path = ""
        for component in url.standardizedFileURL.pathComponents where component != "/" {
            path += "/" + component
            if mkdir(path, 0o700) != 0, errno != EEXIST {
                throw PersistenceError("create", path: path)
            }
        }
        // EEXIST also covers a file in the way; that shows up as ENOTDIR on the next step or here.
        guard stat(path, &info) == 0 else { throw PersistenceError("create", path: path) }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw PersistenceError("create", path: path, code: ENOTDIR) }
    }

    private static func writeAll(_ data: Data, to fd: Int32, path: String) throws(PersistenceError) {
        let failure: PersistenceError? = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return PersistenceError("write", path: path)
                }
                offset += written
            }
            return nil
        }
        if let failure { throw failure }
    }

    private static func syncDirectory(_ path: String) throws(PersistenceError) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw PersistenceError("open", path: path) }
        defer { close(fd) }
        // Some filesystems refuse fsync on a directory; the data is already renamed into place, so only real
        // I/O errors count.
        if fsync(fd) != 0, errno != EINVAL, errno != EROFS {
            throw PersistenceError("fsync", path: path)
        }
    }
}

// Inside `AtomicFile`, `read`/`write` name its own methods; these reach the system calls.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
