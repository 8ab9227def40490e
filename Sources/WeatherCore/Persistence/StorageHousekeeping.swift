import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is done with the app's folders at every start: temporary files of writes that were killed are removed,
/// the forecast cache is kept small, and a folder nothing can be saved in is said at once, not at the first save.
public enum StorageHousekeeping {
    /// Cache entries older than this are removed (the app only uses a forecast as an offline fallback that long).
    public static let cacheMaxAge: TimeInterval = 7 * 86_400
    /// The cache folder never holds more than this: the oldest entries go first.
    public static let cacheMaxBytes = 8 * 1_048_576

    /// Both halves, in order: what tests and one-shot callers use.
    public static func run(paths: AppPaths, warnings: PersistenceWarnings, now: Date) {
        tidy(paths: paths, now: now)
        reportUnwritableFolders(paths: paths, warnings: warnings)
    }

    /// Removes abandoned temporary files and prunes the cache. It touches only files no one is using, so the app
    /// runs it beside its first frame rather than before it.
    public static func tidy(paths: AppPaths, now: Date) {
        for folder in [paths.data, paths.config, paths.cache] { removeAbandonedTemporaryFiles(in: folder, now: now) }
        pruneCache(paths.cache, now: now)
    }

    /// Says at once, through `warnings`, which of the data and settings folders cannot be written.
    public static func reportUnwritableFolders(paths: AppPaths, warnings: PersistenceWarnings) {
        for folder in [paths.data, paths.config] {
            if let failure = unwritableReason(folder) {
                let path = folder.path
                warnings.report(
                    PersistenceWarning(kind: .unwritable(path: path)) {
                        unwritableMessage(path, reason: failure.reason(in: $0), in: $0)
                    })
            }
        }
    }

    /// "Can't save in ~/.local/share/lasso-weather (read-only file system)": one line that fits 80 columns for
    /// the default folders.
    static func unwritableMessage(_ path: String, reason: String, in language: AppLanguage = .en) -> String {
        // The system's English is lowercased into the sentence; the other languages' words are written so.
        language.localized("Can't save in {0} ({1})", shortPath(path), language == .en ? reason.lowercased() : reason)
    }

    /// Removes `.NAME.tmp-PID-RANDOM` files (AtomicFile's, exactly that shape) whose writer is gone: its process
    /// has ended and the file is over a minute old (a writer in another PID namespace, a container or another host
    /// sharing the home folder, looks gone but would not leave a file that long). Returns how many were removed.
    @discardableResult
    public static func removeAbandonedTemporaryFiles(in folder: URL, now: Date = Date()) -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return 0 }
        var removed = 0
        for name in names {
            guard let match = name.wholeMatch(of: /\..+\.tmp-(\d{1,10})-(\d+)/), let pid = Int32(match.1) else {
                continue
            }
            if pid == getpid() || kill(pid, 0) == 0 || errno == EPERM { continue }  // its writer still runs
            let path = folder.appendingPathComponent(name).path
            let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            guard let modified, now.timeIntervalSince(modified) > 60 else { continue }
            if unlink(path) == 0 { removed += 1 }
        }
        return removed
    }

    /// Removes cache entries older than `maxAge`, then the oldest until the folder holds at most `maxBytes`.
    /// Returns the names removed.
    @discardableResult
    public static func pruneCache(
        _ folder: URL, now: Date, maxAge: TimeInterval = cacheMaxAge, maxBytes: Int = cacheMaxBytes
    ) -> [String] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return [] }
        var entries: [(name: String, modified: Date, size: Int)] = names.compactMap { name in
            guard !name.hasPrefix(".") else { return nil }  // the lock file and temporary files
            let path = folder.appendingPathComponent(name).path
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                attributes[.type] as? FileAttributeType == .typeRegular,
                let modified = attributes[.modificationDate] as? Date
            else { return nil }
            return (name, modified, (attributes[.size] as? Int) ?? 0)
        }
        entries.sort { ($0.modified, $0.name) < ($1.modified, $1.name) }
        var total = entries.reduce(0) { $0 + $1.size }
        var removed: [String] = []
        for entry in entries where now.timeIntervalSince(entry.modified) > maxAge || total > maxBytes {
            guard unlink(folder.appendingPathComponent(entry.name).path) == 0 else { continue }
            total -= entry.size
            removed.append(entry.name)
        }
        return removed
    }

    /// Why nothing can be saved in `folder` (it cannot be created, or a file cannot be made in it), or nil.
    static func unwritableReason(_ folder: URL) -> PersistenceError? {
        // AtomicFile's mkdir -p and a plain path: FileManager and URL appending were a tenth of the launch here.
        do {
            try AtomicFile.createDirectory(folder)
        } catch {
            return error
        }
        // Asked of the kernel rather than tried with a probe file, whose create and unlink cost the launch more
        // than the rest of this: access(2) knows read-only mounts, modes, ACLs and immutable folders alike. (Plain
        // access, not faccessat's AT_EACCESS: the app is never setuid, and some container sandboxes refuse the
        // faccessat2 call that flag needs with EPERM, which would read as "unwritable".)
        guard access(folder.path, W_OK | X_OK) == 0 else {
            return PersistenceError("write to", path: folder.path)
        }
        return nil
    }

    /// The path with the home folder as `~`, so the warning fits a narrow screen.
    static func shortPath(_ path: String) -> String {
        guard let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty, home != "/",
            path.hasPrefix(home + "/")
        else { return path }
        return "~" + path.dropFirst(home.count)
    }
}
