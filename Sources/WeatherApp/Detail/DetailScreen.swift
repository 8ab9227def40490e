import FoundationEssentials
import Lasso
import WeatherCore

/// Detail: the weather for one place.
public enum DetailScreen: ScreenModule {
    /// What the network side is doing. The last good forecast lives beside it in `State.snapshot`, so it stays on
    /// screen while a refresh runs and after one fails.
    public enum LoadStatus: Equatable, Sendable {
        /// Nothing in flight; the snapshot (if any) is the latest answer.
        case idle
        case loading
        /// The last load failed; an existing snapshot is kept and shown as offline with this reason.
        case failed(WeatherError)
    }

    /// The place's alerts (the NWS's, MeteoAlarm's or ECCC's), fetched beside the forecast. They never hold up or
    /// hide the forecast; a failure is one quiet line where the banner would be.
    public typealias AlertsStatus = Loadable<AlertsSnapshot, AlertsError>

    /// The place's air quality, fetched beside the forecast in its own effect. It never holds up or hides the
    /// forecast; a failure is one quiet line where the index would be.
    public typealias AirQualityStatus = Loadable<AirQualitySnapshot, WeatherError>

    public struct State: Equatable, Sendable {
        public var place: Place
        public var units: UnitSystem
        /// The wind unit chosen (`w`, saved); nil follows `units` (``windUnit``).
        public var chosenWindUnit: WindUnit?
        /// The clock chosen (settings, `--clock`); nil follows `units` (``clock``).
        public var chosenClock: ClockStyle?
        public var iconSet: IconSet
        /// The last good forecast, in `units` and `windUnit`.
        public var snapshot: ForecastSnapshot?
        public var status: LoadStatus
        /// The hour under the chart's cursor and the chart's first visible hour, as the forecast's wall-clock hours
        /// (not indexes), so a refresh that shifts the series keeps them on the same clock hours. Nil without hours.
        /// The reducer keeps both on hours of `upcomingHours` (see `settleHours`).
        public var cursorHour: LocalDateTime?
        public var firstVisibleHour: LocalDateTime?
        /// What the last layout gave the sections whose scrolling the store bounds (zero before the first layout).
        public var sectionSizes: SectionSizes
        /// How many days the daily table shows and asks for (`d`; saved like the units).
        public var days: ForecastDays
        /// A longer table asked for (`d`) whose days are not in hand yet: the table switches, and the choice is
        /// saved, only when they come.
        public var pendingDays: ForecastDays?
        /// Why the last `d` could not show its days ("16 days unavailable: HTTP 500"), on the table's title.
        public var daysProblem: String?
        /// The last `r` and what came of it (presses within 10 seconds are one ask).
        public var refresh: RefreshRequest?
        /// The first day row shown when the daily table does not fit.
        public var dayScroll: Int
        /// The user last scrolled the daily table (↑↓, PgUp PgDn): the focus, and the terminal's cursor, is its
        /// first row shown; moving the hour gives it back to the readout.
        public var daysHaveFocus = false
        /// Screen-reader mode (``AppEnvironment/screenReader``): the screen in words, with nothing that moves by
        /// itself. Set when the screen is made.
        public var inWords = false
        /// The app's language (``AppEnvironment/language``): the conditions and the days are named in it.
        public var language: AppLanguage = .en
        /// The clock as of the last tick: local time at the place and "updated 3 min ago" are computed from it.
        public var now: Date
        /// When the last load started, so an offline screen retries every 10 minutes rather than every tick.
        public var lastAttempt: Date?
        /// Frame counter for the spinner; advances only while loading.
        public var spinnerTick: Int
        /// Set by the first `didAppear`, which starts the clock and the first load; later ones only catch up.
        public var hasAppeared: Bool
        /// The ZIP directory's zone for the place, looked up by `createScreen` when it opens without a forecast, so
        /// the header has the local time before the first one comes; the forecast's snapshot carries the zone after.
        public var placeZone: ZoneRules?
        public var alerts: AlertsStatus
        /// When the last answer about alerts (or failure) came, so they refresh every 5 minutes, not every tick.
        public var alertsCheckedAt: Date?
        /// `.off` until the screen is built with an air-quality service (`createScreen` sets `.pending`).
        public var airQuality: AirQualityStatus = .off
        /// When the last answer about air quality (or failure) came, so a tick asks again only after 10 minutes.
        public var airQualityCheckedAt: Date?
        /// The forecast's spread, fetched beside the forecast (`createScreen` sets `.pending` with a service).
        public var spread: SpreadStatus = .off
        /// What the newest radar frame shows within 25 km of the place; nil until asked, or without radar.
        public var radarNearby: RadarNearby?
        /// The place's 1991–2020 normals (`createScreen` sets `.pending` when there is a service).
        public var normals: NormalsStatus = .off
        /// When normals not had yet are asked again: a refusal's time, or 10 minutes after a failure (the budget
        /// then says whether a request goes).
        public var normalsRetryAt: Date?

        /// - Parameter snapshot: a forecast already in hand (Home loaded it, or a cache hit); `didAppear` then
        ///   makes no request.
        public init(
            place: Place, units: UnitSystem = .imperial, windUnit: WindUnit? = nil, clock: ClockStyle? = nil,
            iconSet: IconSet = .unicode, days: ForecastDays = .seven, snapshot: ForecastSnapshot? = nil,
            placeZone: ZoneRules? = nil, now: Date
        ) {
            self.place = place
            self.placeZone = placeZone
            self.units = units
            self.chosenWindUnit = windUnit
            self.chosenClock = clock
            self.iconSet = iconSet
            self.snapshot = snapshot.map { Self.inUnits($0, units, wind: windUnit) }
            self.status = .idle
            self.cursorHour = nil
            self.firstVisibleHour = nil
            self.sectionSizes = .unknown
            self.days = days
            self.dayScroll = 0
            self.now = now
            self.lastAttempt = nil
            self.spinnerTick = 0
            self.hasAppeared = false
            self.alerts = .pending
            self.alertsCheckedAt = nil
            settleHours()  // the cursor starts on the current hour
        }

        /// The wind unit speeds are shown in: the one chosen, else the unit system's.
        public var windUnit: WindUnit { chosenWindUnit ?? .standard(for: units) }
        /// How times are shown: the clock chosen, else the unit system's.
        public var clock: ClockStyle { chosenClock ?? .standard(for: units) }

        /// `snapshot` in `units`, its wind in `wind` (nil: the system's own unit).
        static func inUnits(_ snapshot: ForecastSnapshot, _ units: UnitSystem, wind: WindUnit?) -> ForecastSnapshot {
            var copy = snapshot
            copy.forecast = snapshot.forecast.converted(to: units, wind: wind)
            return copy
        }

        /// `snapshot` as this screen shows it: in its units and wind unit.
        func shown(_ snapshot: ForecastSnapshot) -> ForecastSnapshot {
            Self.inUnits(snapshot, units, wind: chosenWindUnit)
        }
    }

    public enum Action: Equatable, Sendable {
        /// The screen became the top of the stack: pushed (the first time: start the clock and the first load)
        /// or uncovered by a pop. It brings the settings as saved then (read by `createScreen`, outside the
        /// reducer): units, wind unit, clock or days chosen on another Detail apply here too.
        case didAppear(Settings)
        case didPressRefresh
        case didToggleUnits
        /// `w`: wind speeds in the next unit (mph → km/h → m/s → kn; saved).
        case didCycleWindUnit
        /// `c`: 12- / 24-hour times (saved); back to the unit system's own, it follows the units again.
        case didToggleClock
        case didPressMap
        /// `a`: the Alerts screen, when alerts are active.
        case didPressAlerts
        /// The place's alerts: asked, and their answer (a side feature, ``DetailSides``).
        case alerts(SideAction<AlertsSnapshot, AlertsError>)
        /// ←/→, Home/End: the hour cursor.
        case didMoveHourCursor(HourMove)
        /// A click or drag on the 48-hour chart: the cursor to the hour under the pointer.
        case didPointAtHour(LocalDateTime)
        /// `d`: the daily table switches between 7 and 16 days (saved).
        case didToggleDays
        /// ↑/↓ (a row) and PgUp/PgDn (a page) in the daily table.
        case didScrollDays(DayScroll)
        /// The view laid out its sections at new sizes (before drawing them).
        case didLayout(SectionSizes)
        case airQuality(SideAction<AirQualitySnapshot, WeatherError>)
        /// The forecast's spread (the ensemble mean's), or why there is none.
        case spread(SideAction<SpreadSnapshot, WeatherError>)
        case normals(SideAction<Normals, NormalsUnavailable>)
        /// The newest radar frame around the place, read.
        case didLoadRadar(RadarNearby)
        case didLoadForecast(Result<ForecastSnapshot, WeatherError>)
        /// The slow clock (every 30 s): updates `now`, and refreshes data older than 10 minutes.
        case didTick(Date)
        /// The spinner's fast clock, running only while loading.
        case didAdvanceSpinner
    }

    /// Where the hour cursor goes.
    public enum HourMove: Equatable, Sendable {
        case previous, next, first, last
    }

    /// How far the daily table scrolls: a row or a page, up (negative) or down.
    public enum DayScroll: Equatable, Sendable {
        case rows(Int)
        case pages(Int)
    }

    /// The sizes the store needs from the layout, so it never guesses the terminal: the chart's width in columns
    /// for hours (without its gutter) and the daily table's rows for days. Zero for a section not drawn.
    public struct SectionSizes: Hashable, Sendable {
        public var chartWidth: Int
        public var dayRows: Int

        public init(chartWidth: Int, dayRows: Int) {
            self.chartWidth = chartWidth
            self.dayRows = dayRows
        }

        public static let unknown = SectionSizes(chartWidth: 0, dayRows: 0)
    }

    public enum Output: Equatable, Sendable {
        /// The user asked to see this place on the map (with its active alerts, to draw them).
        case didRequestMap(Place, [WeatherAlert])
        /// `m` while the radar shows precipitation near the place: the Map, opened on the radar layer.
        case didRequestRadarMap(Place, [WeatherAlert])
        /// The user asked for the full alerts: the place, the alerts in hand, and its UTC offset for local times.
        case didRequestAlerts(Place, AlertsSnapshot, utcOffsetSeconds: Int?)
    }

    /// Required by `ScreenModule`; `createScreen` always passes a real place.
    public static let defaultInitialState = State(
        place: Place(zip: "", city: "", state: "", latitude: 0, longitude: 0), now: Date(timeIntervalSince1970: 0))
}

/// What the newest radar frame shows around a place (``RadarFrame/nearestPrecipitation``): the nearest echo of
/// precipitation within 25 km, or none.
public enum RadarNearby: Equatable, Sendable {
    case precipitation(kilometres: Int, direction: String, dbz: Int)
    case clear

    /// Within this distance an echo counts as near.
    public static let radiusKilometres = 25.0

    /// "Radar: rain 12 km west", "Radar: heavy rain here"; nil when clear.
    public var sentence: String? { sentence(in: .metric) }

    /// The sentence in `units` and `language` (in words the units chosen: "Radar: rain 6 mi west" in imperial;
    /// the picture says kilometres).
    public func sentence(in units: UnitSystem, language: AppLanguage = .en) -> String? {
        guard case .precipitation(let kilometres, let direction, let dbz) = self else { return nil }
        return RadarWords.echo(
            dbz: dbz, kilometres: Double(kilometres), direction: direction, units, in: language)
    }
}
