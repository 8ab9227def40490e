import Foundation
import ServiceEndpoints
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// Whole-process figures for the release binaries next to this one: launch to first Home frame (ours and a
/// minimal ncurses program), idle CPU, bytes written for one keystroke, and peak memory of `now`.
struct ProcessBenchmarks {
    let binDirectory: URL
    let scratch: URL
    let width = 200, height = 60
    let runs = 9

    var app: String { binDirectory.appendingPathComponent("lasso-weather").path }

    /// A clean app environment: temporary XDG directories, a UTF-8 locale and a common terminal type. The weather
    /// API points at a closed local port: Home refreshes its stale recent places when it appears, and a bench must
    /// not reach the internet (the refresh fails at once, quietly).
    var environment: [String: String] {
        [
            ServiceEndpoint.forecast.environmentVariable: "http://127.0.0.1:1",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": scratch.path,
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
            "XDG_DATA_HOME": scratch.path + "/data", "XDG_CONFIG_HOME": scratch.path + "/config",
            "XDG_CACHE_HOME": scratch.path + "/cache", "XDG_STATE_HOME": scratch.path + "/state",
        ]
    }

    /// Writes the same ten recent searches the in-process benchmarks use into the app's data directory, so the
    /// real Home draws the same list.
    /// Returns whether the list is there afterwards (the launch rows wait for a status bar that only a list has).
    @discardableResult
    func seedRecentSearches() -> Bool {
        guard let paths = AppPaths(environment: environment) else { return false }
        let client = RecentSearchesClient.live(paths: paths, warnings: PersistenceWarnings())
        let recents = benchRecents(now: Date())
        for entry in recents.reversed() {
            _ = client.record(entry.place, entry.searchedAt)
            _ = client.updateObservation(
                entry.place.id, entry.lastTemperature, entry.lastUnits, entry.lastWeatherCode,
                entry.lastSeenAt ?? entry.searchedAt)
        }
        return client.all().count == recents.count
    }

    /// Launches per program for the launch rows: a launch is short, and its median steadies slowly.
    let launchRuns = 31

    /// Launch-to-complete-first-frame times of each program, in ms, by round: every program once untimed (to warm the
    /// page cache), then `launchRuns` rounds that launch each program in turn. A frame is complete when the last
    /// text it draws has arrived (`lastText`: Home's status bar ends in "q quit"; the minimal program's second
    /// line): ncurses sends a frame top to bottom.
    func launchToFirstFrame(_ programs: [(argv: [String], lastText: String)]) throws -> [[Double]] {
        var times = Array(repeating: [Double](), count: programs.count)
        for round in 0...launchRuns {
            for index in Self.launchOrder(round: round, count: programs.count) {
                let program = programs[index]
                let process = try PtyProcess(program.argv, environment: environment, width: width, height: height)
                defer { process.terminate() }
                guard let seen = process.waitFor(program.lastText) else {
                    throw BenchError("\(program.argv[0]) never drew \"\(program.lastText)\"")
                }
                let elapsed = seen - process.launchedAt
                if round > 0 {
                    times[index].append(
                        Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
                }
            }
        }
        return times
    }

    /// The order of a round's launches: a Williams design, in which each program comes right after every other
    /// equally often (over `count` rounds; twice that when `count` is odd). A program that runs after one loading
    /// the same libraries finds them warm in the CPU's caches.
    static func launchOrder(round: Int, count: Int) -> [Int] {
        guard count > 0 else { return [] }
        var first = [0]
        var (low, high) = (1, count - 1)
        while first.count < count {
            first.append(low)
            low += 1
            if first.count < count {
                first.append(high)
                high -= 1
            }
        }
        let order = first.map { ($0 + round) % count }
        return count % 2 == 1 && (round / count) % 2 == 1 ? order.reversed() : order
    }

    /// What the running app does over `seconds` of idling at Home with the mouse on (the default): CPU as a
    /// percentage of one core, the read calls it made (any input event, a mouse report included, costs at least
    /// one), and whether it did turn mouse reporting on (1002 + 1006), so the figure is for the mouse-on app.
    func idle(seconds: Double = 3) throws -> (cpu: Double, reads: Int, mouseOn: Bool) {
        let process = try PtyProcess([app], environment: environment, width: width, height: height)
        defer { process.terminate() }
        guard process.waitFor("Recent Searches") != nil else { throw BenchError("the app never drew Home") }
        _ = process.drainUntilQuiet()
        let mouseOn = String(decoding: process.output, as: UTF8.self).contains("\u{1B}[?1002h\u{1B}[?1006h")
        let before = process.cpuNanoseconds()
        let readsBefore = process.readCalls()
        let start = ContinuousClock.now
        while ContinuousClock.now - start < .seconds(seconds) { process.readAvailable(waitMilliseconds: 100) }
        let elapsed = ContinuousClock.now - start
        let wall = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        let reads = process.readCalls() - readsBefore
        return (Double(process.cpuNanoseconds() - before) / wall * 100, reads, mouseOn)
    }

    /// Bytes the app writes to the terminal for one digit typed into Home's prompt (median of 5; each digit is
    /// deleted again, untimed, before the next).
    func bytesForOneKeystroke() throws -> Int {
        let process = try PtyProcess([app], environment: environment, width: width, height: height)
        defer { process.terminate() }
        guard process.waitFor("Recent Searches") != nil else { throw BenchError("the app never drew Home") }
        _ = process.drainUntilQuiet()
        var counts: [Double] = []
        for _ in 0..<5 {
            process.type("1")
            counts.append(Double(process.drainUntilQuiet()))
            process.type("\u{7F}")
            _ = process.drainUntilQuiet()
        }
        return Int(BenchStats.median(counts))
    }

    /// Peak resident memory of `lasso-weather now 10001 --refresh` against the fixture server (max of 5), and of
    /// `lasso-weather --version` (the floor: the Swift runtime and Foundation being loaded), in KiB.
    func peakMemoryOfNow() throws -> (now: Int, floor: Int) {
        let (server, url) = try fixtureServer()
        defer { server.terminate() }
        var peaks: [Int] = []
        for _ in 0..<5 {
            peaks.append(try peakRSS([app, "now", "10001", "--refresh", "--api-url", url, "--air-quality-url", url]))
        }
        return (peaks.max() ?? 0, try peakRSS([app, "--version"]))
    }

    /// The release fixture server next to the bench, on a free port, and its URL; the caller terminates it.
    func fixtureServer() throws -> (server: PtyProcess, url: String) {
        let serverOut = scratch.appendingPathComponent("fixture-server.out").path
        try? FileManager.default.removeItem(atPath: serverOut)
        let server = try PtyProcess(
            [
                "/bin/sh", "-c", "exec \"$0\" --port 0 >\"$1\" 2>&1",
                binDirectory.appendingPathComponent("weather-fixture-server").path, serverOut,
            ],
            environment: environment, width: 80, height: 24)
        var url = ""
        for _ in 0..<200 where url.isEmpty {
            url = ((try? String(contentsOfFile: serverOut, encoding: .utf8)) ?? "")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if url.isEmpty { usleep(20_000) }
        }
        guard url.hasPrefix("http://") else {
            server.terminate()
            throw BenchError("the fixture server did not start")
        }
        return (server, url)
    }

    /// Peak RSS of one run, in KiB, through GNU time: posix_spawn's vfork makes the kernel count the bench's own
    /// (larger) memory in the child's ru_maxrss, while time(1) forks from its own small process.
    private func peakRSS(_ argv: [String]) throws -> Int {
        let report = scratch.appendingPathComponent("time.out").path
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else {
            throw BenchError("/usr/bin/time is missing (apt-get install time)")
        }
        let result = try run(["/usr/bin/time", "-f", "%M", "-o", report] + argv, environment: environment)
        guard result == 0 else { throw BenchError("\(argv.joined(separator: " ")) exited \(result)") }
        let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        guard let kib = text.split(separator: "\n").last.flatMap({ Int($0) }) else {
            throw BenchError("could not read time(1)'s report: \(text)")
        }
        return kib
    }
}
