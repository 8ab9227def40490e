import FoundationEssentials
import TerminalUI
import WeatherCore

/// Every dependency the screens use: the app's world, handed to each screen module's `createScreen`.
///
/// The rule: one composition root, one dependency shape. The app's world is built in one place,
/// `AppEnvironment.live(…)` (LassoWeatherCommands); tests and the bench start from `AppEnvironment.test(clock:)`
/// (WeatherAppTesting: failing clients, in-memory stores) and override what they use. Every field goes through
/// `init`, which has no defaults, so nothing is set after it by accident. A dependency is a client (a struct of
/// closures with `.live` and `.failing`) or a service wrapping clients; reducers take clients through their
/// `init`, with no no-op defaults, and never reach for singletons.
public struct AppEnvironment: Sendable {
    /// The ZIPs and the world's places, searched together.
    public var directory: PlaceDirectory
    /// The user's country, from the locale the app was started with: search weighs its places up. Nil: none.
    public var territory: UserTerritory?
    public var forecasts: ForecastService
    /// The place's alerts (the NWS, ECCC or MeteoAlarm, by where it is): a secondary source, fetched beside the
    /// forecast.
    public var alerts: AlertsService
    public var recentSearches: RecentSearchesClient
    public var settings: SettingsClient
    /// Time zones by name: a file read, so only `createScreen` and effects ask it.
    public var zones: ZoneLookup
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
    /// A place's 1991–2020 normals for Detail; nil: none are asked for (Home never asks).
    public var normals: NormalsService?
    /// The Map's weather layer: a grid of the weather now, in one request.
    public var mapLayer: MapLayerClient
    /// The Map's radar frames and the source they come from (the app: NEXRAD from the IEM, ``RadarSource/iem``).
    public var radar: RadarClient
    /// The radar loop's next two hours from the forecast; nil: the loop is the radar's hour alone.
    public var radarForecast: RadarForecastClient?
    /// The forecast's spread for Detail (Open-Meteo's ensemble mean); nil: none is asked for or shown.
    public var spread: SpreadService?
    /// Names the offline directory does not know, looked up online from Home's prompt (a secondary source: its
    /// failing never breaks the offline search).
    public var geocoder: GeocodingClient
    /// Whether Detail asks the radar about its place (the app: yes; tests of other things: no).
    public var radarAroundPlaces: Bool
    /// The colours the terminal shows: the Map's layer picks its ramp by it, and shows numbers without colours.
    /// Asked when the Map is made: the app makes its environment while the terminal is still opening.
    public var colorDepthSource: @Sendable () -> ColorDepth
    /// Whether the terminal shows Unicode or ASCII alone (the Linux console, a locale that is not UTF-8): decided
    /// once at launch (`TextMode.atLaunch(environment:)`). ASCII draws every screen in ASCII: the icon set in
    /// effect is `.ascii` (unless `none` was chosen) and the shell turns anything else into ASCII stand-ins.
    public var textMode: TextMode
    /// The screens in words for a screen reader (`--screen-reader`, `LASSO_WEATHER_SCREEN_READER=1`, the setting
    /// `screenReader`): no braille or block art, nothing that moves by itself, the cursor shown on the focus.
    /// Decided once at launch; each screen takes it into its state when made.
    public var screenReader: Bool
    /// The user's own time zone, read once at launch in screen-reader mode (nil otherwise, or when unknown): Home's
    /// ages are said as clock times in it.
    public var localZone: ZoneRules?
    /// The language the app speaks (``AppLanguage``), decided once at launch: each screen takes it into its state
    /// when made, and says its words, the conditions and the days in it (issue 37).
    public var language: AppLanguage = .en
    /// `colorDepthSource`'s answer; setting it fixes the answer.
    public var colorDepth: ColorDepth {
        get { colorDepthSource() }
        set { colorDepthSource = { newValue } }
    }

    public init(
        directory: PlaceDirectory,
        territory: UserTerritory?,
        forecasts: ForecastService,
        alerts: AlertsService,
        recentSearches: RecentSearchesClient,
        settings: SettingsClient,
        zones: ZoneLookup,
        mapGeometry: @escaping @Sendable () -> MapGeometry,
        countyGeometry: @escaping @Sendable () -> CountyGeometry,
        clock: AppClock,
        conditions: ConditionsClient,
        airQuality: AirQualityService?,
        normals: NormalsService?,
        mapLayer: MapLayerClient,
        radar: RadarClient,
        radarForecast: RadarForecastClient?,
        spread: SpreadService?,
        geocoder: GeocodingClient,
        radarAroundPlaces: Bool,
        colorDepthSource: @escaping @Sendable () -> ColorDepth,
        textMode: TextMode,
        screenReader: Bool,
        localZone: ZoneRules?
    ) {
        self.directory = directory
        self.territory = territory
        self.forecasts = forecasts
        self.alerts = alerts
        self.recentSearches = recentSearches
        self.settings = settings
        self.zones = zones
        self.mapGeometry = mapGeometry
        self.countyGeometry = countyGeometry
        self.clock = clock
        self.conditions = conditions
        self.airQuality = airQuality
        self.normals = normals
        self.mapLayer = mapLayer
        self.radar = radar
        self.radarForecast = radarForecast
        self.spread = spread
        self.geocoder = geocoder
        self.radarAroundPlaces = radarAroundPlaces
        self.colorDepthSource = colorDepthSource
        self.textMode = textMode
        self.screenReader = screenReader
        self.localZone = localZone
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
