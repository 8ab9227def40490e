import FoundationEssentials

/// The alerts already told about (or in force when the app started), shared by the app and `watch` in one file
/// under `$XDG_STATE_HOME/lasso-weather`: an alert is known by its id, by the ECCC or MeteoAlarm bulletin it is
/// one area of (its id before `#`), and by the earlier alerts it updates (NWS `references`; CAP's, as
/// `bulletin:<identifier>`), so an update to a notified alert is not notified again. Keys are kept ``keptFor`` after they were recorded: longer than any alert
/// stays in force.
public struct NotifiedAlerts: Codable, Hashable, Sendable {
    /// Each key and when it was recorded.
    public var keys: [String: Date]

    public static let keptFor: TimeInterval = 14 * 24 * 60 * 60

    public init(keys: [String: Date] = [:]) { self.keys = keys }

    /// Whether the alert, or the bulletin it belongs to, or an alert it updates, was recorded.
    public func knows(_ alert: WeatherAlert) -> Bool {
        Self.keys(of: alert).contains { keys[$0] != nil } || (alert.references ?? []).contains { keys[$0] != nil }
    }

    /// Records the alert (its id and its bulletin) at `date`.
    public mutating func record(_ alert: WeatherAlert, at date: Date) {
        for key in Self.keys(of: alert) { keys[key] = date }
    }

    /// Forgets keys recorded more than ``keptFor`` before `now`.
    public mutating func prune(now: Date) {
        keys = keys.filter { now.timeIntervalSince($0.value) <= Self.keptFor }
    }

    /// The alert's own id and, for an area of a CAP bulletin (`identifier#area`), the bulletin's identifier.
    static func keys(of alert: WeatherAlert) -> [String] {
        guard let hash = alert.id.firstIndex(of: "#"), hash != alert.id.startIndex else { return [alert.id] }
        return [alert.id, "bulletin:" + alert.id[..<hash]]
    }
}

/// What one check of a place's alerts brought: the place's own alerts in force, and whether this is the check
/// that records what is in force without telling (the app's first answer for the place since it started).
public struct AlertAnswer: Hashable, Sendable {
    public var place: Place
    public var alerts: [WeatherAlert]
    public var isBaseline: Bool

    public init(place: Place, alerts: [WeatherAlert], isBaseline: Bool) {
        self.place = place
        self.alerts = alerts
        self.isBaseline = isBaseline
    }
}

extension NotifiedAlerts {
    /// The pure rule: which of the answers' alerts to tell about, recording them. A baseline answer records its
    /// alerts and tells nothing; otherwise an alert not known, at or above `minimum` (more severe or as severe),
    /// is told once, even when two places share it. Each check refreshes when a known alert was last seen. Alerts below `minimum` are not recorded, so a later update
    /// that raises one is still told.
    public mutating func notes(
        for answers: [AlertAnswer], minimum: WeatherAlert.Severity, now: Date
    ) -> [AlertNote] {
        prune(now: now)
        var notes: [AlertNote] = []
        for answer in answers {
            for alert in answer.alerts {
                if knows(alert) {
                    // An update of a known alert is known by its own id too, after the one it updates is pruned.
                    record(alert, at: now)
                } else if answer.isBaseline {
                    record(alert, at: now)
                } else if alert.severity <= minimum {
                    record(alert, at: now)
                    notes.append(AlertNote(alert: alert, placeName: answer.place.displayName))
                }
            }
        }
        return notes
    }
}
