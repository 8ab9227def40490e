import FoundationEssentials
import TerminalUI
import WeatherCore

/// Every dependency the screens use, injected once at the composition root (live) or by tests (doubles).
/// Stores never reach for singletons: what they need is in here, and each screen module's `createScreen` hands
/// it to its reducer.
public struct AppEnvironment: Sendable {
    public var directory: ZipDirectory
    public var forecasts: ForecastService
    /// NWS alerts: a secondary source, fetched beside the forecast.
    public var alerts: AlertsService
    public var recentSearches: RecentSearchesClient
    public var settings: SettingsClient
    /// Loaded on first use: only the Map needs it.
    public var mapGeometry: @Sendable () -> MapGeometry
    /// County outlines for the Map's alerts and county lines; reads nothing until the Map first asks.
    public var countyGeometry: @Sendable () -> CountyGeometry
    /// All time: timers wait on it and "now" is read from it.
    public var clock: AppClock
    /// Home's live rows: the current conditions of many places in one request.
    public var conditions: ConditionsClient
    /// Air quality for Detail, fetched beside the forecast; nil turns it off (nothing is asked or shown).
    public var airQuality: AirQualityService?
    /// The Map's weather layer: a grid of the weather now, in one request.
    public var mapLayer: MapLayerClient
    /// The Map's radar frames (NEXRAD, from the IEM).
    public var radar: RadarClient
    /// The radar loop's next two hours from the forecast; nil: the loop is the radar's hour alone.
    public var radarForecast: RadarForecastClient?
    /// Whether Detail asks the radar about its place (the app: yes; tests of other things: no).
    public var radarAroundPlaces = false
    /// The colours the terminal shows: the Map's layer picks its ramp by it, and shows numbers without colours.
    /// Asked when the Map is made: the app makes its environment while the terminal is still opening.
    public var colorDepthSource: @Sendable () -> ColorDepth
    /// Whether the terminal shows Unicode or ASCII alone (the Linux console, a locale that is not UTF-8): decided
    /// once at launch (`TextMode.atLaunch(environment:)`). ASCII draws every screen in ASCII: the icon set in
    /// effect is `.ascii` (unless `none` was chosen) and the shell turns anything else into ASCII stand-ins.
    public var textMode: TextMode = .unicode
    /// `colorDepthSource`'s answer; setting it fixes the answer.
    public var colorDepth: ColorDepth {
        get { colorDepthSource() }
        set { colorDepthSource = { newValue } }
    }

    public init(
        directory: ZipDirectory = .shared,
        forecasts: ForecastService,
        alerts: AlertsService,
        recentSearches: RecentSearchesClient,
        settings: SettingsClient,
        mapGeometry: @escaping @Sendable () -> MapGeometry = { MapGeometry.shared },
        countyGeometry: @escaping @Sendable () -> CountyGeometry = { CountyGeometry.shared },
        clock: AppClock,
        conditions: ConditionsClient = .failing,
        airQuality: AirQualityService? = nil,
        mapLayer: MapLayerClient = .failing,
        radar: RadarClient = .failing,
        colorDepth: ColorDepth = .palette256
    ) {
        self.directory = directory
        self.forecasts = forecasts
        self.alerts = alerts
        self.recentSearches = recentSearches
        self.settings = settings
        self.mapGeometry = mapGeometry
        self.countyGeometry = countyGeometry
        self.clock = clock
        self.conditions = conditions
        self.airQuality = airQuality
        self.mapLayer = mapLayer
        self.radar = radar
        self.colorDepthSource = { colorDepth }
    }
}

extension AppEnvironment {
    /// The environment the screens get: in ASCII mode, settings whose icon set in effect is `.ascii`.
    var forTextMode: AppEnvironment {
        guard textMode == .ascii else { return self }
        var environment = self
        environment.settings = settings.showingASCIIIcons()
        return environment
    }
}

extension SettingsClient {
    /// These settings with a `unicode` icon set read as `ascii`, for a terminal that shows ASCII alone. Only the
    /// reading changes: saving keeps the icon set that was saved.
    func showingASCIIIcons() -> SettingsClient {
        SettingsClient(
            load: {
                var settings = self.load()
                if settings.iconSet == .unicode { settings.iconSet = .ascii }
                return settings
            },
            save: { new in
                var settings = new
                settings.iconSet = self.load().iconSet
                self.save(settings)
            })
    }
}
