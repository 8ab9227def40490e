import Dispatch
import FoundationEssentials
import WeatherCore

/// What the commands run against: one HTTP client, the XDG paths, the stores.
struct LiveDependencies: Sendable {
    /// libcurl is loaded and its engine started by the first request: the first frame and `lookup` need no network.
    let httpClient: HTTPClient
    let paths: AppPaths
    let warnings: PersistenceWarnings
    let weather: WeatherClient
    let forecasts: ForecastService
    /// Home's many-places request, at the same server as the forecast.
    let conditions: ConditionsClient
    /// The Map's weather layer: a grid of points in one many-places request, at the same server.
    let mapLayer: MapLayerClient
    /// NWS alerts behind their 5-minute cache; `now` asks for them beside the forecast.
    let alerts: AlertsService
    /// The Map's radar frames, from the IEM's WMS (or `--radar-url`).
    let radar: RadarClient
    /// The radar loop's next two hours, from the forecast server's 15-minute precipitation.
    let radarForecast: RadarForecastClient
    /// Open-Meteo air quality behind its 10-minute cache; Detail and `now` ask for it beside the forecast.
    let airQuality: AirQualityService
    let recentSearches: RecentSearchesClient
    let settings: SettingsClient

    /// The composition root: the live dependencies, wired once from the options. Fails with a clear message for a
    /// bad --api-url, --alerts-url, --air-quality-url or --radar-url.
    /// - Parameter fullScreen: warnings are kept for the app to show instead of being written to stderr, which
    ///   would scribble over the screen.
    init(
        options: ServiceOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
        fullScreen: Bool = false
    ) throws(CLIError) {
        let urls = try ServiceURLs(options: options, environment: environment)
        let paths = AppPaths.current(environment: environment)
        let warnings = fullScreen ? PersistenceWarnings() : PersistenceWarnings { writeToStandardError($0.message) }
        self.init(
            urls: urls, paths: paths, warnings: warnings, settings: .live(paths: paths, warnings: warnings),
            environment: environment, fullScreen: fullScreen)
    }

    /// The same from parts made already: the app checks the URLs, then starts opening the terminal (which reads the
    /// mouse setting) before it wires the rest.
    init(
        urls: ServiceURLs, paths: AppPaths, warnings: PersistenceWarnings, settings: SettingsClient,
        environment: [String: String], fullScreen: Bool
    ) {
        self.paths = paths
        self.warnings = warnings
        self.settings = settings
        recentSearches = .live(paths: paths, warnings: warnings)
        httpClient = HTTPClient(environment: environment)
        // Once per app session; not on every `now` a status bar runs each minute (it would say an unwritable
        // folder on every call).
        if fullScreen {
            // The unwritable folders are said on the first frame. The tidying waits until the main queue runs,
            // after that frame: its task starts the concurrency runtime's threads, which competed with the launch.
            StorageHousekeeping.reportUnwritableFolders(paths: paths, warnings: warnings)
            let now = Date()
            DispatchQueue.main.async {
                Task.detached(priority: .utility) { StorageHousekeeping.tidy(paths: paths, now: now) }
            }
        }
        let (http, baseURL) = (httpClient, urls.forecast.baseURL)
        weather = WeatherClient { request throws(WeatherError) in
            try await WeatherClient.live(baseURL: baseURL, httpClient: http, now: { Date() }).forecast(request)
        }
        let cache = DiskCache<Forecast>(directory: paths.cache, warnings: warnings)
        forecasts = ForecastService.live(client: weather, cache: cache)
        conditions = ConditionsClient { request throws(WeatherError) in
            try await ConditionsClient.live(baseURL: baseURL, httpClient: http).conditions(request)
        }
        mapLayer = MapLayerClient { request throws(WeatherError) in
            try await MapLayerClient.live(baseURL: baseURL, httpClient: http).grid(request)
        }
        let radarURL = urls.radar.baseURL
        radar = RadarClient { request throws(WeatherError) in
            try await RadarClient.live(baseURL: radarURL, httpClient: http).frame(request)
        }
        radarForecast = RadarForecastClient { request throws(WeatherError) in
            try await RadarForecastClient.live(baseURL: baseURL, httpClient: http).frames(request)
        }
        let alertsURL = urls.alerts.baseURL
        let alertsClient = AlertsClient { place throws(AlertsError) in
            try await AlertsClient.live(baseURL: alertsURL, httpClient: http).alerts(place)
        }
        alerts = AlertsService.live(
            client: alertsClient,
            cache: DiskCache<AlertsSnapshot>(directory: paths.cache, policy: .alerts, warnings: warnings))
        let airQualityURL = urls.airQuality.baseURL
        let airQualityClient = AirQualityClient { request throws(WeatherError) in
            try await AirQualityClient.live(baseURL: airQualityURL, httpClient: http).airQuality(request)
        }
        airQuality = AirQualityService.live(
            client: airQualityClient, cache: DiskCache<AirQuality>(directory: paths.cache, warnings: warnings))
    }
}
