import FoundationEssentials

/// The app's own Open-Meteo calls in the last day, counted on disk so every run (the app, each `now` a status bar
/// runs) adds to one tally: the free terms' limits (a minute, an hour, a day) are per machine, not per process.
/// Counts are kept per minute and pruned after a day, so the file stays at most 1,440 entries.
///
/// Counted through ``HTTPClient``'s meter, the one place every request passes: each Open-Meteo request states its
/// weight (``OpenMeteoCallWeight``: the forecast 3.2) and nothing reads a URL for it; other services' requests
/// state none. The archive's windows are counted when the budget lets them go (``ArchiveBudget``).
public final class OpenMeteoCallLedger: Sendable {
    struct Document: Codable, Sendable {
        /// Minutes since 1970 → calls made in that minute.
        var minutes: [Int: Double] = [:]
    }

    private let store: JSONDocumentStore<Document>
    private let now: @Sendable () -> Date

    /// `open-meteo-calls.json` in `directory`.
    public init(
        directory: URL, warnings: PersistenceWarnings, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        store = JSONDocumentStore(
            file: directory.appendingPathComponent("open-meteo-calls.json"), defaultValue: Document(),
            maxBytes: 128 * 1024, warnings: warnings, now: now)
        self.now = now
    }

    /// Adds `calls` made now.
    public func record(_ calls: Double = 1) {
        let minute = Self.minute(now())
        store.update { document in
            document.minutes = document.minutes.filter { $0.key > minute - Self.minutesKept }
            document.minutes[minute, default: 0] += calls
        }
    }

    /// The calls made in the 60 minutes up to now.
    public func callsInLastHour() -> Double { spent().hour }

    /// The calls made this minute, in the 60 minutes and in the 24 hours up to now.
    public func spent() -> (minute: Double, hour: Double, day: Double) {
        let minute = Self.minute(now())
        var spent = (minute: 0.0, hour: 0.0, day: 0.0)
        for (key, calls) in store.read().minutes where key <= minute && key > minute - Self.minutesKept {
            spent.day += calls
            if key > minute - 60 { spent.hour += calls }
            if key == minute { spent.minute += calls }
        }
        return spent
    }

    static let minutesKept = 24 * 60

    private static func minute(_ date: Date) -> Int { Int((date.timeIntervalSince1970 / 60).rounded(.down)) }
}
