import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A program started on a fresh pseudo-terminal of a given size, as a terminal emulator would start it: its own
/// session, the pty as its controlling terminal and stdin/stdout/stderr. The bench reads what it draws from the
/// master side and types into it.
final class PtyProcess {
    let master: Int32
    let pid: pid_t
    /// When `posix_spawn` was called (for launch-to-frame timings).
    let launchedAt: ContinuousClock.Instant
    private(set) var output: [UInt8] = []
    /// One read buffer for the process's life, made before it starts: a fresh 64 KiB array for each read cost the
    /// reader a zeroed allocation per chunk, on the same two CPUs as the program it times.
    private var chunk = [UInt8](repeating: 0, count: 65_536)

    init(_ argv: [String], environment: [String: String], width: Int, height: Int) throws {
        // posix_openpt(3) is /dev/ptmx; unlockpt and ptsname are looked up at run time because Glibc's Swift
        // module leaves them out (they need _XOPEN_SOURCE), and the ioctls behind them are variadic.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0, PtyProcess.unlockpt(master) == 0, let name = PtyProcess.ptsname(master) else {
            throw BenchError("cannot open a pseudo-terminal")
        }
        let slave = String(cString: name)
        // ioctl is variadic (not callable from Swift): let stty set the window size before the program starts.
        guard try run(["stty", "-F", slave, "rows", "\(height)", "cols", "\(width)"]) == 0 else {
            throw BenchError("stty could not size \(slave)")
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(0x80))  // POSIX_SPAWN_SETSID: a new session, so the tty is ours
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slave, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var pid: pid_t = 0
        launchedAt = ContinuousClock.now
        let rc = withCStrings(argv) { argv in
            withCStrings(environment.map { "\($0.key)=\($0.value)" }) { envp in
                posix_spawn(&pid, argv[0]!, &actions, &attributes, argv, envp)
            }
        }
        guard rc == 0 else { throw BenchError("cannot start \(argv[0]) (errno \(rc))") }
        self.pid = pid
    }

    /// Reads until `needle` has appeared in the output; returns when it did, or nil after `timeout`.
    func waitFor(_ needle: String, timeout: Duration = .seconds(10)) -> ContinuousClock.Instant? {
        let bytes = Array(needle.utf8)
        let deadline = ContinuousClock.now + timeout
        var searchedUpTo = 0
        while ContinuousClock.now < deadline {
            if Self.contains(output, bytes, from: max(0, searchedUpTo - bytes.count + 1)) { return ContinuousClock.now }
            searchedUpTo = output.count
            _ = readAvailable(waitMilliseconds: 20)
        }
        return nil
    }

    /// Whether `needle` occurs in `haystack` at or after `start`. A plain loop over the bytes: the generic
    /// `firstRange(of:)` took about a millisecond over a 6 KB frame that arrives in one write, which the launch
    /// rows counted as the program's.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8], from start: Int) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                var index = start
                let last = hay.count - pin.count
                while index <= last {
                    if hay[index] == pin[0] {
                        var matched = 1
                        while matched < pin.count, hay[index + matched] == pin[matched] { matched += 1 }
                        if matched == pin.count { return true }
                    }
                    index += 1
                }
                return false
            }
        }
    }

    /// Reads whatever arrives within `waitMilliseconds`; returns the number of bytes read.
    @discardableResult
    func readAvailable(waitMilliseconds: Int32) -> Int {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, waitMilliseconds) > 0 else { return 0 }
        let count = chunk.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
        guard count > 0 else { return 0 }
        output += chunk[0..<count]
        return count
    }

    /// Reads until nothing has arrived for `quietMilliseconds`; returns the bytes read.
    func drainUntilQuiet(quietMilliseconds: Int32 = 200) -> Int {
        var total = 0
        while true {
            let count = readAvailable(waitMilliseconds: quietMilliseconds)
            if count == 0 { return total }
            total += count
        }
    }

    func type(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
    }

    /// CPU time the process has used so far (all threads), from /proc/PID/task/*/schedstat, in nanoseconds.
    func cpuNanoseconds() -> UInt64 {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { total, task in
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8)) ?? ""
            return total + (text.split(separator: " ").first.flatMap { UInt64($0) } ?? 0)
        }
    }

    /// Read calls the process has made so far (all threads), from /proc/PID/io's `syscr`.
    func readCalls() -> Int {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8)) ?? ""
        let line = text.split(separator: "\n").first { $0.hasPrefix("syscr:") }
        return line.flatMap { Int($0.dropFirst("syscr:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
    }

    /// SIGTERM, then reap it (reading meanwhile so it never blocks on a full pty).
    func terminate() {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<200 {
            if waitpid(pid, &status, WNOHANG) == pid { return }
            _ = readAvailable(waitMilliseconds: 10)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
    }

    deinit { close(master) }

    private static let unlockpt = unsafeBitCast(
        dlsym(nil, "unlockpt"), to: (@convention(c) (Int32) -> Int32).self)
    private static let ptsname = unsafeBitCast(
        dlsym(nil, "ptsname"), to: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Calls `body` with a NULL-terminated C array of the strings.
func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return body(pointers)
}

/// Runs a program to completion (stdout/stderr to `outputPath`, or discarded) and returns its exit status.
@discardableResult
func run(
    _ argv: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
    outputPath: String = "/dev/null"
) throws -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    var pid: pid_t = 0
    let rc = withCStrings(argv) { argv in
        withCStrings(environment.map { "\($0.key)=\($0.value)" }) { envp in
            posix_spawnp(&pid, argv[0]!, &actions, nil, argv, envp)
        }
    }
    guard rc == 0 else { throw BenchError("cannot start \(argv[0]) (errno \(rc))") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
}
