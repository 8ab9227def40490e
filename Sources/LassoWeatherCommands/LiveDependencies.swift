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
    /// Alerts (the NWS, ECCC or MeteoAlarm, by where the place is) behind their 5-minute cache; `now` asks for them
    /// beside the forecast.
    let alerts: AlertsService
    /// The Map's radar frames, from the IEM's WMS (or `--radar-url`).
    let radar: RadarClient
    /// The radar loop's next two hours, from the forecast server's 15-minute precipitation.
    let radarForecast: RadarForecastClient
    /// Open-Meteo air quality behind its 10-minute cache; Detail and `now` ask for it beside the forecast.
    let airQuality: AirQualityService
    /// The forecast's spread (Open-Meteo's ensemble mean) behind its hour's cache; Detail and `now` ask for it.
    let spread: SpreadService
    /// A place's 1991–2020 normals: kept forever under the data folder, else one archive request within the
    /// budget; Detail and `now` ask for them, Home never does.
    let normals: NormalsService
    /// Names the offline directory does not know, looked up online in the user's language.
    let geocoder: GeocodingClient
    let recentSearches: RecentSearchesClient
    let settings: SettingsClient
    /// The language the app speaks (``AppLanguage``): `--lang`, else the setting, else the environment.
    let language: AppLanguage
    /// The language asked of the geocoder and preferred among an alert's (``AppLanguage/contentLanguage(_:chosen:environment:)``).
    let contentLanguage: String

    /// The composition root: the live dependencies, wired once from the options. Fails with a clear message for a
    /// bad --api-url, --alerts-url, --meteoalarm-url, --eccc-url, --air-quality-url, --radar-url or --geocoding-url.
    /// - Parameter fullScreen: warnings are kept for the app to show instead of being written to stderr, which
    ///   would scribble over the screen.
    init(
        options: ServiceOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
        fullScreen: Bool = false
    ) throws(CLIError) {
        let paths = AppPaths.current(environment: environment)
        let stderr = StandardErrorWarnings()
        let warnings = fullScreen ? PersistenceWarnings() : PersistenceWarnings { stderr.say($0) }
        let settings = SettingsClient.live(
            paths: paths, warnings: warnings, locale: LocaleDefaults(environment: environment))
        let urls: ServiceURLs
        do throws(CLIError) {
            // The settings are read only when a URL is bad, for the language to say so in.
            urls = try ServiceURLs(
                options: options, environment: environment,
                language: Self.language(options.language, settings, environment))
        } catch {
            stderr.speak(in: Self.language(options.language, settings, environment))
            throw error
        }
        self.init(
            urls: urls, paths: paths, warnings: warnings, settings: settings, environment: environment,
            fullScreen: fullScreen, language: options.language)
        stderr.speak(in: language)
    }

    /// `--lang`, else the saved setting, else the environment's.
    static func language(
        _ option: LanguageChoice?, _ settings: SettingsClient, _ environment: [String: String]
    ) -> AppLanguage {
        AppLanguage.resolve(option: option, setting: settings.load().language, environment: environment)
    }

    /// The saved settings, read only for the language by a command that wires nothing else (`lookup`, a
    /// mistyped command's hint); an unreadable file is the defaults, said by the command that saves them.
    static func settingsForLanguage(_ environment: [String: String]) -> SettingsClient {
        SettingsClient.live(
            paths: AppPaths.current(environment: environment), warnings: PersistenceWarnings(),
            locale: LocaleDefaults(environment: environment))
    }

    /// The app's language, and the one place names looked up online and alerts are asked in: the app's, or the
    /// locale's where the app has no table for it.
    static func languages(
        _ option: LanguageChoice?, _ settings: SettingsClient, _ environment: [String: String]
    ) -> (app: AppLanguage, content: String) {
        let saved = settings.load().language
        let language = AppLanguage.resolve(option: option, setting: saved, environment: environment)
        let chosen = option?.language != nil || (option == nil && saved != nil)
        return (language, AppLanguage.contentLanguage(language, chosen: chosen, environment: environment))
    }

    /// The same from parts made already: the app checks the URLs, then starts opening the terminal (which reads the
    /// mouse setting) before it wires the rest.
    init(
        urls: ServiceURLs, paths: AppPaths, warnings: PersistenceWarnings, settings: SettingsClient,
        environment: [String: String], fullScreen: Bool, language option: LanguageChoice?
    ) {
        self.paths = paths
        self.warnings = warnings
        self.settings = settings
        (language, contentLanguage) = Self.languages(option, settings, environment)
        recentSearches = .live(paths: paths, warnings: warnings)
        // Every Open-Meteo request is tallied on disk: the archive's budget reads the last hour's.
        let callLedger = OpenMeteoCallLedger(directory: paths.data, warnings: warnings)
        httpClient = HTTPClient(environment: environment, meter: { callLedger.record($0) })
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
        // Built at once: each client only keeps the HTTP client, whose engine starts with the first request.
        let (http, baseURL) = (httpClient, urls[.forecast].baseURL)
        weather = .live(baseURL: baseURL, httpClient: http)
        let cache = DiskCache<Forecast>(directory: paths.cache, warnings: warnings)
        forecasts = ForecastService.live(client: weather, cache: cache)
        conditions = .live(baseURL: baseURL, httpClient: http)
        mapLayer = .live(baseURL: baseURL, httpClient: http)
        // The IEM's NEXRAD: the one radar source wired today; another is another value (``RadarSource``).
        radar = .live(source: .iem, baseURL: urls[.radar].baseURL, httpClient: http)
        radarForecast = .live(baseURL: baseURL, httpClient: http)
        alerts = AlertsService.live(
            client: .world(
                nws: .live(baseURL: urls[.alerts].baseURL, httpClient: http),
                meteoAlarmBaseURL: urls[.meteoAlarm].baseURL, ecccBaseURL: urls[.eccc].baseURL, httpClient: http,
                language: contentLanguage),
            cache: DiskCache<AlertsSnapshot>(directory: paths.cache, policy: .alerts, warnings: warnings))
        airQuality = AirQualityService.live(
            client: .live(baseURL: urls[.airQuality].baseURL, httpClient: http),
            cache: DiskCache<AirQuality>(directory: paths.cache, warnings: warnings))
        spread = SpreadService.live(
            client: .live(baseURL: urls[.ensemble].baseURL, httpClient: http),
            cache: DiskCache<ForecastSpread>(
                directory: paths.cache, policy: SpreadService.cachePolicy, warnings: warnings))
        normals = NormalsService.live(
            client: .live(baseURL: urls[.archive].baseURL, httpClient: http),
            store: NormalsStore(data: paths.data, warnings: warnings),
            budget: ArchiveBudget(directory: paths.data, ledger: callLedger, warnings: warnings))
        geocoder = .live(
            httpClient: http, baseURL: urls[.geocoding].baseURL,
            language: contentLanguage)
    }
}
