import FoundationEssentials
import WeatherCore

/// While the app runs, every recent place's alerts are asked for every ``interval`` (5 minutes), whatever screen
/// shows: the one exception to "nothing for a screen not showing". Each check's answers go through the pure rules
/// (``AlertWatch``: a place's first answer records what was in force; ``NotifiedAlerts``: once per alert, the
/// severity threshold, under the shared list's lock), and the alerts they bring become bytes for the terminal
/// (``TerminalNotification``), handed to `send`, which writes them after the next frame.
@MainActor
public final class AlertNotifications {
    public struct Configuration: Sendable {
        public var kind: TerminalNotificationKind
        public var insideTmux: Bool
        public var minimum: WeatherAlert.Severity
        public var interval: Duration
        /// The notifications' own words (the alerts' as issued).
        public var language: AppLanguage

        public init(
            kind: TerminalNotificationKind, insideTmux: Bool, minimum: WeatherAlert.Severity,
            interval: Duration = .seconds(5 * 60), language: AppLanguage = .en
        ) {
            self.kind = kind
            self.insideTmux = insideTmux
            self.minimum = minimum
            self.interval = interval
            self.language = language
        }
    }

    private let configuration: Configuration
    private let alerts: AlertsService
    private let recents: RecentSearchesClient
    private let notified: NotifiedAlertsClient
    private let clock: AppClock
    private var watch = AlertWatch(firstAnswerIsBaseline: true)
    private var task: Task<Void, Never>?

    public init(
        configuration: Configuration, alerts: AlertsService, recents: RecentSearchesClient,
        notified: NotifiedAlertsClient, clock: AppClock
    ) {
        self.configuration = configuration
        self.alerts = alerts
        self.recents = recents
        self.notified = notified
        self.clock = clock
    }

    /// Checks at once (recording what is in force), then every interval, until `stop`.
    public func start(send: @escaping @MainActor ([UInt8]) -> Void) {
        task?.cancel()
        task = Task { [weak self, clock, configuration] in
            while !Task.isCancelled {
                guard let self else { return }
                let bytes = await self.check()
                if !bytes.isEmpty { send(bytes) }
                try? await clock.clock.sleep(for: configuration.interval)
            }
        }
    }

    public func stop() {
        task?.cancel()
        task = nil
    }

    /// One check: what to write to the terminal for it (nothing when no alert is new).
    func check() async -> [UInt8] {
        let places = recents.all().map(\.place)
        guard !places.isEmpty else { return [] }
        // Checks closer together than the cache keeps answers (a test's) would only ever read the cache.
        let pastTheCache = configuration.interval < .seconds(CachePolicy.alerts.freshness)
        let results = await alerts.check(places, pastTheCache: pastTheCache)
        let answers = watch.take(results).answers
        let notes = notified.notes(answers, configuration.minimum, clock.now())
        return TerminalNotification.output(
            for: notes, kind: configuration.kind, insideTmux: configuration.insideTmux,
            language: configuration.language)
    }
}
