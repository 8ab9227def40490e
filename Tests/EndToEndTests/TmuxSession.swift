import Foundation
import Testing
import WeatherCore

/// Drives the real binary in a real terminal: a private tmux server, `send-keys` to type, `capture-pane` to read.
/// Modelled on fzf's test helper: poll until text appears, with a timeout, and dump the screen on failure.
final class TmuxSession {
    let socket: String
    private(set) var width: Int
    private(set) var height: Int

    /// Starts `command` (with `arguments`) in a detached session of the given size. After the program exits the
    /// pane prints `EXITED=<status>` and the tty's mode, then stays open so both can be read.
    init(
        _ command: String, arguments: [String] = [], environment: [String: String] = [:], width: Int = 80,
        height: Int = 24
    ) throws {
        socket = "lw-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        self.width = width
        self.height = height
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
        try tmux(["new-session", "-d", "-s", "e2e", "-x", "\(width)", "-y", "\(height)", script])
        panePID = Int32((try? tmux(["display-message", "-p", "-t", "e2e", "#{pane_pid}"]))?.trimmed ?? "") ?? 0
        Leftovers.track(socket: socket, panePID: panePID)
    }

    /// The shell running the program: the leader of the pane's process group.
    private(set) var panePID: Int32 = 0

    deinit { Self.stop(socket: socket, panePID: panePID) }

    /// Ends the pane's whole process group (the program and anything it started: ending the tmux server alone
    /// left a fixture server running, and tmux 3.3a's kill-server was seen to return without ending the server),
    /// then the session, which ends the server.
    static func stop(socket: String, panePID: Int32) {
        if panePID > 1 { kill(-panePID, SIGKILL) }
        _ = try? Subprocess.run(["tmux", "-L", socket, "-f", "/dev/null", "kill-session", "-t", "e2e"])
        _ = try? Subprocess.run(["tmux", "-L", socket, "-f", "/dev/null", "kill-server"])
    }

    /// The built `lasso-weather` with its data, settings and cache kept under `home`, so each test starts clean.
    /// Air quality comes from the `--api-url` server too (a test may still pass its own `--air-quality-url`), or from
    /// nowhere; the radar from nowhere unless a test passes `--radar-url`: never the real services.
    static func app(
        home: URL, arguments: [String] = [], width: Int = 80, height: Int = 24, environment: [String: String] = [:]
    ) throws -> TmuxSession {
        let apiURL = arguments.firstIndex(of: "--api-url").flatMap { arguments.indices.contains($0 + 1) ? $0 + 1 : nil }
        return try TmuxSession(
            Products.path("lasso-weather"), arguments: arguments,
            environment: [
                "XDG_DATA_HOME": home.path + "/data", "XDG_CONFIG_HOME": home.path + "/config",
                "XDG_CACHE_HOME": home.path + "/cache",
                "LASSO_WEATHER_AIR_QUALITY_URL": apiURL.map { arguments[$0] } ?? "http://127.0.0.1:1",
                // No radar unless a test names a server (`--radar-url`): never the IEM, and Detail's radar line
                // stays out of the tests of other things.
                "LASSO_WEATHER_RADAR_URL": "http://127.0.0.1:1",
            ].merging(environment) { _, new in new },
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
    func tmux(_ args: [String]) throws -> String {
        let result = try Subprocess.run(["tmux", "-L", socket, "-f", "/dev/null"] + args)
        if result.status != 0 { throw TmuxError.failed(args: args, output: result.output) }
        return result.output
    }

    /// Keys in tmux's names ("Enter", "Escape", "C-c", "Up") or literal text with `literal: true`.
    func send(_ keys: String..., literal: Bool = false) throws {
        try tmux(["send-keys", "-t", "e2e"] + (literal ? ["-l"] : []) + keys)
    }

    func type(_ text: String) throws { try send(text, literal: true) }

    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", "e2e"]) }

    /// The screen with its colours and attributes as escape sequences (`capture-pane -e`).
    func screenWithEscapes() throws -> String { try tmux(["capture-pane", "-p", "-e", "-t", "e2e"]) }

    func resize(width: Int, height: Int) throws {
        self.width = width
        self.height = height
        try tmux(["resize-window", "-t", "e2e", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Polls the screen until `predicate` holds; records an issue with the whole screen if it never does.
    @discardableResult
    func waitFor(
        _ what: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation,
        _ predicate: (String) -> Bool
    ) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if predicate(last) { return last }
            usleep(50_000)
        }
        Issue.record("Timed out waiting for \(what). Screen:\n\(last)", sourceLocation: sourceLocation)
        throw TmuxError.timeout(what)
    }

    @discardableResult
    func waitFor(_ text: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> String
    {
        try waitFor("\"\(text)\"", timeout: timeout, sourceLocation: sourceLocation) { $0.contains(text) }
    }

    /// Waits for the program to exit; returns its status, and whether the tty was left sane.
    func waitForExit(timeout: Double = 10) throws -> (status: Int32, ttySane: Bool) {
        let screen = try waitFor("exit", timeout: timeout) { $0.contains("STTY=") }
        let status = screen.firstMatch(of: /EXITED=(\d+)/).flatMap { Int32($0.1) } ?? -1
        let stty = screen.firstMatch(of: /STTY=(\S*)/).map { String($0.1) } ?? ""
        return (status, stty == "icanon,echo,")
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
