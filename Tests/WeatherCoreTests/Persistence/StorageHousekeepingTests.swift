import Foundation
import Testing

@testable import WeatherCore

/// What is done at every start: killed writes' temporary files removed, the cache kept small, an unwritable
/// folder said at once; and a full disk that leaves the saved file whole and is said once.
struct StorageHousekeepingTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lw-house-\(UUID().uuidString)")

    func paths() -> AppPaths {
        AppPaths(
            data: root.appendingPathComponent("data"), config: root.appendingPathComponent("config"),
            cache: root.appendingPathComponent("cache"))
    }

    func write(_ name: String, in folder: URL, bytes: Int = 10, modified: Date? = nil) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(repeating: 65, count: bytes).write(to: url)
        if let modified { try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path) }
    }

    @Test func temporaryFilesOfKilledWritesAreRemovedButALiveWritersAreKept() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let data = paths().data
        let old = Date().addingTimeInterval(-3600)
        try write("recent.json", in: data)
        try write(".recent.json.tmp-999999999-123", in: data, modified: old)  // no such process
        try write(".recent.json.tmp-999999998-124", in: data)  // no such process, but just written
        try write(".recent.json.tmp-\(getppid())-456", in: data, modified: old)  // a live process: maybe mid-write
        try write(".notes.tmp-backup", in: data, modified: old)  // not AtomicFile's shape
        #expect(StorageHousekeeping.removeAbandonedTemporaryFiles(in: data) == 1)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: data.path))
        #expect(
            left == [
                ".notes.tmp-backup", ".recent.json.tmp-999999998-124", ".recent.json.tmp-\(getppid())-456",
                "recent.json",
            ])
    }

    @Test func theCacheLosesEntriesOlderThanAWeekThenTheOldestPastItsSize() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = paths().cache
        let now = Date()
        try write("old.json", in: cache, modified: now.addingTimeInterval(-8 * 86_400))
        try write("a.json", in: cache, bytes: 400, modified: now.addingTimeInterval(-300))
        try write("b.json", in: cache, bytes: 400, modified: now.addingTimeInterval(-200))
        try write("c.json", in: cache, bytes: 400, modified: now.addingTimeInterval(-100))
        try write(".lock", in: cache)
        let removed = StorageHousekeeping.pruneCache(cache, now: now, maxBytes: 1000)
        #expect(removed == ["old.json", "a.json"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted() == [".lock", "b.json", "c.json"])
    }

    @Test(.enabled(if: getuid() != 0, "root can write anywhere"))
    func anUnwritableDataFolderIsSaidAtLaunchOnceAndFitsEightyColumns() throws {
        defer {
            chmod(root.path, 0o700)
            try? FileManager.default.removeItem(at: root)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        chmod(root.path, 0o500)
        let warnings = PersistenceWarnings()
        StorageHousekeeping.run(paths: paths(), warnings: warnings, now: Date())
        #expect(warnings.all.count == 2)  // data and config; the cache quietly works in memory
        #expect(warnings.all.allSatisfy { $0.message.count + 2 <= 80 || $0.message.contains(root.path) })
    }

    @Test func aFolderThatIsAFileIsUnwritableAndSaidOnceWithTheStoresOwnWarning() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data().write(to: paths().data)  // a file where the data folder should be
        let warnings = PersistenceWarnings()
        StorageHousekeeping.run(paths: paths(), warnings: warnings, now: Date())
        #expect(warnings.all.map(\.kind) == [.unwritable(path: paths().data.path)])
        // The store's first save finds the same folder unwritable: it is not said again.
        let recents = RecentSearchesClient.live(paths: paths(), warnings: warnings)
        _ = recents.record(
            Place(zip: "10001", city: "New York", state: "NY", latitude: 40.75, longitude: -73.99), Date())
        #expect(warnings.all.count == 1)
    }

    @Test func theLaunchWarningForTheDefaultFoldersFitsEightyColumns() {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? "/root"
        for folder in [".local/share/lasso-weather", ".config/lasso-weather"] {
            for reason in ["Permission denied", "Read-only file system", "No space left on device", "Not a directory"] {
                let message = StorageHousekeeping.unwritableMessage(home + "/" + folder, reason: reason)
                #expect(("⚠ " + message).count <= 80, "\(message)")
                #expect(message.contains("~/" + folder))
            }
        }
    }

    @Test func shortPathsUseTheTilde() {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? "/root"
        #expect(StorageHousekeeping.shortPath(home + "/.local/share/lasso-weather") == "~/.local/share/lasso-weather")
        #expect(StorageHousekeeping.shortPath("/var/lib/x") == "/var/lib/x")
    }

    /// Whether this machine lets the tests mount a tmpfs (root with the right to mount, as CI runs).
    static let canMountTmpfs: Bool = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("lw-mount-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: probe) }
        guard getuid() == 0,
            (try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true))
                != nil
        else { return false }
        let tests = StorageHousekeepingTests()
        guard tests.run("/bin/mount", ["-t", "tmpfs", "-o", "size=16k", "tmpfs", probe.path]) == 0 else { return false }
        return tests.run("/bin/umount", [probe.path]) == 0
    }()

    /// A real full disk: a 64 KB tmpfs.
    @Test(.enabled(if: canMountTmpfs, "mounting a small tmpfs needs root and the right to mount"))
    func aFullDiskLeavesThePreviousFileWholeAndIsSaidOnce() throws {
        let mount = root.appendingPathComponent("small")
        try FileManager.default.createDirectory(at: mount, withIntermediateDirectories: true)
        defer {
            _ = run("/bin/umount", [mount.path])
            try? FileManager.default.removeItem(at: root)
        }
        try #require(run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mount.path]) == 0)
        let file = mount.appendingPathComponent("note.txt")
        try AtomicFile.write(Data("previous".utf8), to: file)
        #expect(throws: PersistenceError.self) { try AtomicFile.write(Data(count: 256 * 1024), to: file) }
        #expect(try Data(contentsOf: file) == Data("previous".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: mount.path) == ["note.txt"])  // no temp left

        let warnings = PersistenceWarnings()
        let paths = AppPaths(data: mount, config: mount, cache: mount)
        let recents = RecentSearchesClient.live(paths: paths, warnings: warnings)
        let place = Place(zip: "10001", city: "New York", state: "NY", latitude: 40.75, longitude: -73.99)
        try AtomicFile.write(Data(count: 60 * 1024), to: mount.appendingPathComponent("filler"))
        for _ in 0..<3 { _ = recents.record(place, Date()) }
        #expect(warnings.all.count == 1, "\(warnings.all)")
        #expect(warnings.all.first?.message.contains("No space left on device") == true)
    }

    func run(_ tool: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
