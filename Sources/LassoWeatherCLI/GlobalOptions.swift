import ArgumentParser
import AsyncHTTPClient
import Foundation
import WeatherCore

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .customLong("api-url"), help: ArgumentHelp(
        "Open-Meteo-compatible server to ask (default https://api.open-meteo.com; env LASSO_WEATHER_API_URL).",
        valueName: "url"))
    var apiURL: String?

    @Option(help: "imperial or metric (default: your saved setting, else imperial).")
    var units: UnitSystem?

    /// The live dependencies, wired once. Fails with a clear message for a bad --api-url.
    /// - Parameter fullScreen: warnings are kept for the app to show instead of being written to stderr, which
    ///   would scribble over the screen.
    func makeLive(
        environment: [String: String] = ProcessInfo.processInfo.environment, fullScreen: Bool = false
    ) throws -> LiveDependencies {
        let configuration: APIConfiguration
        do {
            configuration = try APIConfiguration.resolve(flag: apiURL, environment: environment)
        } catch {
            throw CLIError(error.message, status: ExitStatus.badInput)
        }
        return LiveDependencies(configuration: configuration, environment: environment, fullScreen: fullScreen)
    }
}

extension UnitSystem: ExpressibleByArgument {}

/// What the commands run against: one HTTP client, the XDG paths, the stores.
struct LiveDependencies: Sendable {
    let httpClient = LazyHTTPClient()
    let paths: AppPaths
    let warnings: PersistenceWarnings
    let weather: WeatherClient
    let forecasts: ForecastService
    let recentSearches: RecentSearchesClient
    let settings: SettingsClient

    init(configuration: APIConfiguration, environment: [String: String], fullScreen: Bool) {
        paths = AppPaths.current(environment: environment)
        warnings = fullScreen ? PersistenceWarnings() : PersistenceWarnings { warning in
            FileHandle.standardError.write(Data("lasso-weather: \(warning.message)\n".utf8))
        }
        let (http, baseURL) = (httpClient, configuration.baseURL)
        weather = WeatherClient { request throws(WeatherError) in
            try await WeatherClient.live(baseURL: baseURL, httpClient: http.client, now: { Date() }).forecast(request)
        }
        let cache = DiskCache<Forecast>(directory: paths.cache, warnings: warnings)
        forecasts = ForecastService.live(client: weather, cache: cache)
        recentSearches = .live(paths: paths, warnings: warnings)
        settings = .live(paths: paths, warnings: warnings)
    }
}

/// A one-sentence failure with its exit status; printed to stderr as "lasso-weather: …".
struct CLIError: Error, CustomStringConvertible {
    let message: String
    let status: Int32

    init(_ message: String, status: Int32) {
        self.message = message
        self.status = status
    }

    var description: String { message }
}
