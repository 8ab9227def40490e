import FoundationEssentials
import Lasso
import WeatherCore

/// The Alerts screen: a place's active official alerts, most severe first, then the rest of its country's where the
/// source answers per country, and one alert's full text.
/// (Named for the weather: TerminalUI's `Alert` is the modal dialog widget.)
public enum WeatherAlertsScreen: ScreenModule {
    public enum Content: Equatable, Sendable {
        case loading
        case loaded(AlertsSnapshot)
        case failed(AlertsError)
    }

    public struct State: Equatable, Sendable {
        public var place: Place
        public var content: Content
        /// The place's offset from UTC, for local times; nil: times are shown in UTC.
        public var utcOffsetSeconds: Int?
        /// The place's zone, for local times right across a daylight-saving change; nil: `utcOffsetSeconds` is used.
        /// Looked up by `createScreen`: neither the state, the view nor the reducer opens the zone database.
        public var zone: ZoneRules?
        public var now: Date
        /// How onsets and ends are shown (the saved clock, else the unit system's).
        public var clock: ClockStyle = .twelve
        /// The highlighted alert in the list.
        public var selected: Int
        /// The alert whose full text is open, if any, and the first of its lines shown.
        public var reading: Int?
        /// The open alert's id, so it stays open on the same alert when the list changes.
        public var readingID: String?
        public var scroll: Int
        /// The body's size in cells, from the layout pass: wrapping and scroll limits depend on it.
        public var width: Int
        public var height: Int
        /// The open alert's full text, in lines as the view wraps it at `width` (the view reports it with its
        /// layout); 0 with no text open.
        public var lineCount: Int
        var hasAppeared: Bool
        /// The last `r` and what came of it; nil until `r` is pressed.
        public var refresh: RefreshRequest?
        /// Screen-reader mode (``AppEnvironment/screenReader``): times as clock times, not ages that tick. Set when
        /// the screen is made.
        public var inWords = false
        /// The app's language (``AppEnvironment/language``): the screen's words, severities and days are in it; the
        /// alerts' own texts stay as issued. Set when the screen is made.
        public var language: AppLanguage = .en

        public init(
            place: Place, alerts: AlertsSnapshot?, utcOffsetSeconds: Int?, zone: ZoneRules? = nil, now: Date
        ) {
            self.place = place
            content = alerts.map { .loaded($0) } ?? .loading
            self.utcOffsetSeconds = utcOffsetSeconds
            self.zone = zone
            self.now = now
            selected = 0
            reading = nil
            readingID = nil
            scroll = 0
            width = 0
            height = 0
            lineCount = 0
            hasAppeared = false
        }

        /// The alerts in force now, in the list's order: the place's own, then the rest of its country's
        /// (MeteoAlarm's "Elsewhere in Poland"), so selection and reading treat both alike.
        public var alerts: [WeatherAlert] { ownAlerts + elsewhereAlerts }

        /// The place's own alerts in force now, most severe first: the first `ownAlerts.count` of `alerts`.
        public var ownAlerts: [WeatherAlert] {
            guard case .loaded(let snapshot) = content else { return [] }
            return snapshot.alerts.filter { $0.isActive(at: now) }.sorted(by: WeatherAlert.order(at: now))
        }

        /// The country's alerts in force now that are not the place's, most severe first.
        public var elsewhereAlerts: [WeatherAlert] {
            guard case .loaded(let snapshot) = content else { return [] }
            return snapshot.elsewhere.filter { $0.isActive(at: now) }.sorted(by: WeatherAlert.order(at: now))
        }

        public var readingAlert: WeatherAlert? { reading.flatMap { alerts.indices.contains($0) ? alerts[$0] : nil } }
    }

    public enum Scroll: Equatable, Sendable {
        case lines(Int)
        case pages(Int)
        case top, bottom
    }

    public enum Action: Equatable, Sendable {
        /// The screen became the top one, with the settings as saved then (read by `createScreen`, outside the
        /// reducer): a clock chosen on a Detail meanwhile applies here too.
        case didAppear(Settings)
        case didMoveSelection(Int)
        /// Enter or →: the highlighted alert's full text.
        case didOpenSelected
        /// A click on an alert in the list: it is highlighted and opened.
        case didOpenAlert(Int)
        /// Esc or ← in the full text: back to the list.
        case didCloseText
        case didScroll(Scroll)
        /// The layout pass: the body's size, and the open alert's text wrapped to it, in lines (0 with none open).
        case didLayout(width: Int, height: Int, lineCount: Int)
        case didPressRefresh
        case didLoad(Result<AlertsSnapshot, AlertsError>)
    }

    /// The Alerts screen only goes back, which the shell does.
    public enum Output: Equatable, Sendable {}

    public static let defaultInitialState = State(
        place: Place(zip: "", city: "", state: "", latitude: 0, longitude: 0), alerts: nil, utcOffsetSeconds: nil,
        now: Date(timeIntervalSince1970: 0))
}
