import ArgumentParser
import WeatherApp
import WeatherCore

/// The app's notification options (`--notify`, `--no-notify`, `--notify-min`) over the saved settings, and the
/// notifier they make: none when notifications are off, so nothing is asked.
struct NotifyChoice {
    var mode: NotifyMode?
    var minimum: WeatherAlert.Severity?

    /// How often the app checks when the environment does not say: 5 minutes.
    static let interval = Duration.seconds(5 * 60)
    /// Seconds between checks instead, for the end-to-end tests (a test cannot wait 5 minutes).
    static let intervalVariable = "LASSO_WEATHER_ALERT_CHECK_SECONDS"

    /// The notifications' words are in `language`; the alerts' own as issued.
    @MainActor
    func notifications(
        saved: Settings, environment: [String: String], alerts: AlertsService, recents: RecentSearchesClient,
        notified: NotifiedAlertsClient, language: AppLanguage = .en
    ) -> AlertNotifications? {
        let kind = TerminalNotificationKind.choose(mode ?? saved.notify, environment: environment)
        guard kind != .off else { return nil }
        let seconds = environment[Self.intervalVariable].flatMap { Int($0) }.flatMap { $0 >= 1 ? $0 : nil }
        return AlertNotifications(
            configuration: .init(
                kind: kind, insideTmux: TerminalNotification.insideTmux(environment: environment),
                minimum: minimum ?? saved.notifyMin, interval: seconds.map { Duration.seconds($0) } ?? Self.interval,
                language: language),
            alerts: alerts, recents: recents, notified: notified, clock: .live)
    }
}

extension NotifyMode: ExpressibleByArgument {}
