import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where LassoWeather keeps its files, following the XDG base directory spec.
/// Built from an injected environment so tests can point everything at temporary directories.
public struct AppPaths: Hashable, Sendable {
    /// The subfolder created inside each base directory.
    public static let appFolder = "lasso-weather"

    /// `$XDG_DATA_HOME/lasso-weather` (recent searches).
    public var data: URL
    /// `$XDG_CONFIG_HOME/lasso-weather` (settings).
    public var config: URL
    /// `$XDG_CACHE_HOME/lasso-weather` (forecast cache).
    public var cache: URL
    /// `$XDG_STATE_HOME/lasso-weather` (the alerts already notified, shared by the app and `watch`).
    public var state: URL

    /// `state` defaults to a folder inside `data` (tests that name three folders).
    public init(data: URL, config: URL, cache: URL, state: URL? = nil) {
        self.data = data
        self.config = config
        self.cache = cache
        self.state = state ?? data.appendingPathComponent("state", isDirectory: true)
    }

    /// Resolves the three directories from `XDG_DATA_HOME`, `XDG_CONFIG_HOME`, `XDG_CACHE_HOME`, falling back to
    /// `$HOME/.local/share`, `$HOME/.config` and `$HOME/.cache`. Returns nil when a directory cannot be resolved
    /// (no usable XDG variable and no absolute `HOME`).
    public init?(environment: [String: String]) {
        func base(_ variable: String, _ homeRelative: String) -> URL? {
            // The spec says relative XDG paths are invalid and must be ignored.
            if let value = environment[variable], value.hasPrefix("/") {
                return URL(fileURLWithPath: value, isDirectory: true)
            }
            guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
            return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(homeRelative, isDirectory: true)
        }
        guard let data = base("XDG_DATA_HOME", ".local/share"),
            let config = base("XDG_CONFIG_HOME", ".config"),
            let cache = base("XDG_CACHE_HOME", ".cache")
        else { return nil }
        // The state folder is newer than the other three: without its variable or HOME it lives inside data.
        let state = base("XDG_STATE_HOME", ".local/state")?.appendingPathComponent(Self.appFolder, isDirectory: true)
        self.init(
            data: data.appendingPathComponent(Self.appFolder, isDirectory: true),
            config: config.appendingPathComponent(Self.appFolder, isDirectory: true),
            cache: cache.appendingPathComponent(Self.appFolder, isDirectory: true),
            state: state
        )
    }

    /// The paths for this process. When `HOME` is unset, the account's home directory stands in for it.
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> AppPaths {
        if let paths = AppPaths(environment: environment) { return paths }
        var patched = environment
        patched["HOME"] = FileManager.default.homeDirectoryForCurrentUser.path
        if let paths = AppPaths(environment: patched) { return paths }
        // Nothing usable at all: a per-user temporary folder still lets the app run.
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-weather-\(getuid())")
        return AppPaths(
            data: tmp.appendingPathComponent("data"), config: tmp.appendingPathComponent("config"),
            cache: tmp.appendingPathComponent("cache"), state: tmp.appendingPathComponent("state")
        )
    }

    /// `recent.json` in the data directory.
    public var recentSearchesFile: URL { data.appendingPathComponent("recent.json") }
    /// `notified-alerts.json` in the state directory.
    public var notifiedAlertsFile: URL { state.appendingPathComponent("notified-alerts.json") }
    /// `settings.json` in the config directory.
    public var settingsFile: URL { config.appendingPathComponent("settings.json") }
}
