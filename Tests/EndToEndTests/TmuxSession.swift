import Foundation
import ServiceEndpoints
import Synchronization
import Testing
import WeatherCore

/// Drives the real binary in a real terminal: a private tmux server, `send-keys` to type, `capture-pane` to read.
/// Modelled on fzf's test helper: poll until text appears, with a timeout, and dump the screen on failure. Every
/// call suspends (the tmux client is waited on off the task pool, and polls sleep with `Task.sleep`), so sessions
/// can run side by side with other tests.
final class TmuxSession {
    let socket: String
    private(set) var width: Int
    private(set) var height: Int
    /// The server, its pane and its socket file: all ended and removed when the session is released.
    let server: TmuxServer

    /// Starts `command` (with `arguments`) in a detached session of the given size. After the program exits the
    /// pane prints `EXITED=<status>` and the tty's mode, then stays open so both can be read.
    init(
        _ command: String, arguments: [String] = [], environment: [String: String] = [:], width: Int = 80,
        height: Int = 24
    ) async throws {
        socket = "lw-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        self.width = width
        self.height = height
        server = TmuxServer(socket: socket)
        Leftovers.track(server)
        var env = [
            "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "xterm-256color",
            "SWIFT_BACKTRACE": "interactive=no",
        ]
        env.merge(environment) { _, new in new }
        let envWords = env.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quote($0.value))" }.joined(separator: " ")
        let program = ([command] + arguments).map(Self.quote).joined(separator: " ")
        // stty prints the modes that a crashed curses app leaves off: icanon and echo.
        let script =
            "env \(envWords) \(program); echo EXITED=$?; "
            + "echo STTY=$(stty -a | tr -s ' \\n;' '\\n\\n\\n' | grep -xE -- '-?(icanon|echo)' | tr '\\n' ,); sleep 120"
        do {
            try await tmux(["new-session", "-d", "-s", "e2e", "-x", "\(width)", "-y", "\(height)", script])
            let pids = try await tmux(["display-message", "-p", "-t", "e2e", "#{pid} #{pane_pid}"])
                .split(separator: " ").compactMap { Int32($0.trimmed) }
            guard pids.count == 2 else { throw TmuxError.failed(args: ["display-message"], output: "\(pids)") }
            server.started(serverPID: pids[0], panePID: pids[1])
        } catch {
            // A server that started but could not be read: ended by name, then its socket removed.
            _ = try? await Subprocess.run(["tmux", "-L", socket, "-f", "/dev/null", "kill-server"])
            server.stop()
            throw error
        }
    }

    /// The shell running the program: the leader of the pane's process group.
    var panePID: Int32 { server.panePID }

    deinit { server.stop() }

    /// The built `lasso-weather` with its data, settings and cache kept under `home`, so each test starts clean.
    /// Air quality comes from the `--api-url` server too (a test may still pass its own `--air-quality-url`), or from
    /// nowhere; the radar from nowhere unless a test passes `--radar-url`: never the real services.
    static func app(
        home: URL, arguments: [String] = [], width: Int = 80, height: Int = 24, environment: [String: String] = [:]
    ) async throws -> TmuxSession {
        let apiURL = arguments.firstIndex(of: "--api-url").flatMap { arguments.indices.contains($0 + 1) ? $0 + 1 : nil }
        var services: [String: String] = [:]
        // Every service of the endpoint table from the --api-url server, or from nowhere: never a real one. The
        // NWS's alerts and the radar come from nowhere unless a test names a server (`--alerts-url`,
        // `--radar-url`): never the real ones, and their lines stay out of the tests of other things.
        for endpoint in ServiceEndpoint.allCases where endpoint != .forecast {
            let fromServer = ![.alerts, .radar].contains(endpoint)
            services[endpoint.environmentVariable] =
                fromServer ? apiURL.map { arguments[$0] } ?? "http://127.0.0.1:1" : "http://127.0.0.1:1"
        }
        return try await TmuxSession(
            Products.path("lasso-weather"), arguments: arguments,
            environment: [
                "XDG_DATA_HOME": home.path + "/data", "XDG_CONFIG_HOME": home.path + "/config",
                "XDG_CACHE_HOME": home.path + "/cache", "XDG_STATE_HOME": home.path + "/state",
            ].merging(services) { _, new in new }.merging(environment) { _, new in new },
            width: width, height: height)
    }

    /// The settings file `app(home:)` wrote, as text.
    static func savedSettings(home: URL) throws -> String {
        let paths = try #require(
            AppPaths(environment: [
                "XDG_DATA_HOME": home.path + "/data", "XDG_CONFIG_HOME": home.path + "/config",
                "XDG_CACHE_HOME": home.path + "/cache",
            ]))
        return try String(contentsOf: paths.settingsFile, encoding: .utf8)
    }

    static func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    @discardableResult
    func tmux(_ args: [String]) async throws -> String {
        let result = try await Subprocess.run(["tmux", "-L", socket, "-f", "/dev/null"] + args)
        if result.status != 0 { throw TmuxError.failed(args: args, output: result.output) }
        return result.output
    }

    /// Keys in tmux's names ("Enter", "Escape", "C-c", "Up") or literal text with `literal: true`.
    func send(_ keys: String..., literal: Bool = false) async throws {
        try await tmux(["send-keys", "-t", "e2e"] + (literal ? ["-l"] : []) + keys)
    }

    func type(_ text: String) async throws { try await send(text, literal: true) }

    func screen() async throws -> String { try await tmux(["capture-pane", "-p", "-t", "e2e"]) }

    /// The screen with its colours and attributes as escape sequences (`capture-pane -e`).
    func screenWithEscapes() async throws -> String { try await tmux(["capture-pane", "-p", "-e", "-t", "e2e"]) }

    /// Where the terminal's cursor is (column, row from 0), shown or not: what a screen reader follows.
    func cursor() async throws -> (x: Int, y: Int) {
        let words = try await tmux(["display-message", "-p", "-t", "e2e", "#{cursor_x} #{cursor_y}"])
            .split(separator: " ").compactMap { Int($0.trimmed) }
        guard words.count == 2 else { throw TmuxError.failed(args: ["display-message"], output: "\(words)") }
        return (words[0], words[1])
    }

    /// Polls until the cursor is on row `y` (and column `x` when given); records an issue with the screen if never.
    @discardableResult
    func waitForCursor(
        row y: Int, column x: Int? = nil, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (x: Int, y: Int) {
        let deadline = ContinuousClock.now + .seconds(timeout)
        var last = (x: -1, y: -1)
        while ContinuousClock.now < deadline {
            last = try await cursor()
            if last.y == y, x.map({ $0 == last.x }) ?? true { return last }
            try await Task.sleep(for: .milliseconds(50))
        }
        let screen = (try? await screen()) ?? ""
        let wanted = "\(x.map(String.init) ?? "any"),\(y)"
        Issue.record(
            "Timed out waiting for the cursor at \(wanted); it is at \(last.x),\(last.y). Screen:\n\(screen)",
            sourceLocation: sourceLocation)
        throw TmuxError.timeout("cursor")
    }

    func resize(width: Int, height: Int) async throws {
        self.width = width
        self.height = height
        try await tmux(["resize-window", "-t", "e2e", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Polls the screen until `predicate` holds; records an issue with the whole screen if it never does.
    @discardableResult
    func waitFor(
        _ what: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation,
        _ predicate: (String) async -> Bool
    ) async throws -> String {
        let deadline = ContinuousClock.now + .seconds(timeout)
        var last = ""
        while ContinuousClock.now < deadline {
            last = try await screen()
            if await predicate(last) { return last }
            try await Task.sleep(for: .milliseconds(50))
        }
        // Whether the app was waiting for input (an idle poll) or stuck (a lock, a busy loop): what a timeout alone
        // cannot tell. Its threads' states and kernel wait channels, from ps.
        let threads = try? await Subprocess.run([
            "/bin/sh", "-c",
            "for p in $(ps -o pid= --ppid \(panePID)); do ps -L -o tid=,stat=,wchan:24=,comm= -p $p; done",
        ])
        Issue.record(
            "Timed out waiting for \(what). Screen:\n\(last)\nThe app's threads:\n\(threads?.output ?? "?")",
            sourceLocation: sourceLocation)
        throw TmuxError.timeout(what)
    }

    @discardableResult
    func waitFor(_ text: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation) async throws
        -> String
    {
        try await waitFor("\"\(text)\"", timeout: timeout, sourceLocation: sourceLocation) { $0.contains(text) }
    }

    /// Waits for the program to exit; returns its status, and whether the tty was left sane.
    func waitForExit(timeout: Double = 10) async throws -> (status: Int32, ttySane: Bool) {
        let screen = try await waitFor("exit", timeout: timeout) { $0.contains("STTY=") }
        let status = screen.firstMatch(of: /EXITED=(\d+)/).flatMap { Int32($0.1) } ?? -1
        let stty = screen.firstMatch(of: /STTY=(\S*)/).map { String($0.1) } ?? ""
        return (status, stty == "icanon,echo,")
    }
}

/// One test's tmux server: its process, the pane's process group, and the socket file under `/tmp/tmux-<uid>/`.
/// `stop()` ends both and removes the file, at once and without waiting (a session's deinit, and the test's own
/// `.leavesNothingBehind` scope, whichever comes first; the second does nothing).
final class TmuxServer: Sendable {
    let socketPath: String
    private let state = Mutex<(serverPID: Int32, panePID: Int32, stopped: Bool)>((0, 0, false))

    init(socket: String) {
        // Where tmux puts a `-L` socket: $TMUX_TMPDIR (or /tmp), then tmux-<uid>.
        let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        socketPath = "\(folder)/tmux-\(getuid())/\(socket)"
    }

    var panePID: Int32 { state.withLock { $0.panePID } }

    func started(serverPID: Int32, panePID: Int32) {
        state.withLock { ($0.serverPID, $0.panePID) = (serverPID, panePID) }
    }

    /// Ends the pane's whole process group (the program and anything it started: ending the tmux server alone
    /// left a fixture server running), then the server itself (tmux 3.3a's kill-server was seen to return without
    /// ending it, so by its pid), and removes the socket, which tmux leaves behind.
    func stop() {
        let (serverPID, panePID) = state.withLock { state -> (Int32, Int32) in
            defer { state.stopped = true }
            return state.stopped ? (0, 0) : (state.serverPID, state.panePID)
        }
        if panePID > 1 { kill(-panePID, SIGKILL) }
        if serverPID > 1 { kill(serverPID, SIGKILL) }
        unlink(socketPath)
    }
}

enum TmuxError: Error {
    case failed(args: [String], output: String)
    case timeout(String)
}

/// Where `swift build` put the executables: next to the test bundle, or under .build/debug.
enum Products {
    static func path(_ name: String) -> String {
        if let override = ProcessInfo.processInfo.environment["LASSO_WEATHER_BIN_DIR"] {
            return override + "/" + name
        }
        let bundleDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            bundleDir.appendingPathComponent(name).path,
            bundleDir.deletingLastPathComponent().appendingPathComponent(name).path,
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(".build/debug/\(name)").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates.last!
    }
}
