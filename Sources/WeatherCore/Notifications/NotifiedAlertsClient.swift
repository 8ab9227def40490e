import FoundationEssentials

/// The notified-list's one operation: decide and record, under the file's lock, so the app and a `watch` running
/// at the same time never both tell about one alert.
public struct NotifiedAlertsClient: Sendable {
    public var notes: @Sendable (_ answers: [AlertAnswer], _ minimum: WeatherAlert.Severity, _ now: Date) -> [AlertNote]

    public init(
        notes:
            @escaping @Sendable (_ answers: [AlertAnswer], _ minimum: WeatherAlert.Severity, _ now: Date) -> [AlertNote]
    ) {
        self.notes = notes
    }

    /// `notified-alerts.json` under the state folder (``AppPaths/notifiedAlertsFile``).
    public static func live(paths: AppPaths, warnings: PersistenceWarnings) -> NotifiedAlertsClient {
        backed(
            by: JSONDocumentStore(file: paths.notifiedAlertsFile, defaultValue: NotifiedAlerts(), warnings: warnings))
    }

    /// Nothing touches the disk; for tests.
    public static func inMemory(_ list: NotifiedAlerts = NotifiedAlerts()) -> NotifiedAlertsClient {
        backed(by: MemoryDocument(list))
    }

    static func backed(by store: some DocumentStorage<NotifiedAlerts>) -> NotifiedAlertsClient {
        NotifiedAlertsClient { answers, minimum, now in
            store.update { $0.notes(for: answers, minimum: minimum, now: now) }
        }
    }
}
