import Foundation
import ServiceEndpoints
import Testing
import WeatherFixtures

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A run of the built `lasso-weather` with stdout and stderr apart.
struct CommandRun {
    var status: Int32
    var stdout: String
    var stderr: String

    var stderrLines: [Substring] { stderr.split(separator: "\n") }
}

/// A local fixture server and temporary XDG directories for running one-shot commands against.
final class OneShotSandbox: Sendable {
    /// The server's clock stands still at the sandbox's creation, so two requests in one test always get the same
    /// 15-minute block of data (the commands' own clock, and so the cache's ages, stay real).
    let server: FixtureServer = {
        let start = Date()
        return FixtureServer(now: { start })
    }()
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lw-oneshot-\(UUID().uuidString)")

    init() {}

    deinit { try? FileManager.default.removeItem(at: root) }

    func start() async throws -> URL {
        try await server.start()
        return await server.baseURL!
    }

    var environment: [String: String] {
        var variables = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": root.path, "LANG": "C.UTF-8",
            "XDG_DATA_HOME": root.path + "/data", "XDG_CONFIG_HOME": root.path + "/config",
            "XDG_CACHE_HOME": root.path + "/cache", "XDG_STATE_HOME": root.path + "/state",
            "SWIFT_BACKTRACE": "enable=no",
        ]
        // `make sanitize`'s options (handlers, suppressions) hold for the app too.
        for name in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS"] {
            variables[name] = ProcessInfo.processInfo.environment[name]
        }
        return variables
    }

    /// Runs `lasso-weather ARGS` with stderr captured to its own file (through `sh`, reusing `Subprocess`, which
    /// waits off the task pool, so the in-process server keeps its threads).
    /// `environment` is added last, over the sandbox's own variables.
    func run(_ arguments: [String], environment extra: [String: String] = [:]) async throws -> CommandRun {
        let errPath = root.appendingPathComponent("stderr-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        var environment = environment
        environment["LW_STDERR"] = errPath
        // Every service but the forecast (which a test names with --api-url) comes from the same local server, or,
        // when it was never started, from nowhere: never a real one. The endpoint table lists them all.
        let local = await server.baseURL?.absoluteString ?? "http://127.0.0.1:1"
        for endpoint in ServiceEndpoint.allCases where endpoint != .forecast {
            environment[endpoint.environmentVariable] = local
        }
        environment.merge(extra) { _, new in new }
        let argv = ["/bin/sh", "-c", "exec \"$0\" \"$@\" 2>\"$LW_STDERR\"", Products.path("lasso-weather")] + arguments
        let result = try await Subprocess.run(argv, environment: environment)
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return CommandRun(status: result.status, stdout: result.output, stderr: stderr)
    }

    /// What the fixture serves now for a coordinate, in the unit system asked for, as the app asks for it.
    func served(latitude: Double, longitude: Double, metric: Bool = false) async throws -> [String: Any] {
        var components = URLComponents(url: await server.baseURL!, resolvingAgainstBaseURL: false)!
        components.path = "/v1/forecast"
        components.queryItems = [
            URLQueryItem(name: "latitude", value: String(format: "%.4f", latitude)),
            URLQueryItem(name: "longitude", value: String(format: "%.4f", longitude)),
            URLQueryItem(name: "current", value: "temperature_2m,apparent_temperature,weather_code,wind_speed_10m"),
            URLQueryItem(name: "daily", value: "temperature_2m_max,temperature_2m_min"),
            URLQueryItem(name: "timezone", value: "auto"),
            URLQueryItem(name: "forecast_days", value: "7"),
            URLQueryItem(name: "temperature_unit", value: metric ? "celsius" : "fahrenheit"),
            URLQueryItem(name: "wind_speed_unit", value: metric ? "kmh" : "mph"),
        ]
        let (data, _) = try await URLSession.shared.data(from: components.url!)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
}

/// Whole degrees as the app prints them: rounded half away from zero, never "-0".
func wholeDegrees(_ value: Double) -> String {
    let rounded = value.rounded()
    return rounded == 0 ? "0" : String(Int(rounded))
}

/// Parses `--json` output into a dictionary (fails the test if it is not a JSON object).
func parseJSONObject(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

/// A started sandbox for `body`; the server is stopped afterwards, whatever happens.
func withSandbox(_ body: (OneShotSandbox, URL) async throws -> Void) async throws {
    let sandbox = OneShotSandbox()
    let url = try await sandbox.start()
    do {
        try await body(sandbox, url)
    } catch {
        await sandbox.server.stop()
        throw error
    }
    await sandbox.server.stop()
}
