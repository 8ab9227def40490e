import FoundationEssentials

/// The app's own Open-Meteo calls in the last hour, counted on disk so every run (the app, each `now` a status bar
/// runs) adds to one tally: the free terms' limits are per machine, not per process. Counts are kept per minute
/// and pruned after an hour, so the file stays at most 60 entries.
///
/// Counted at ``HTTPClient``, the one place every request passes: a request whose path is one of Open-Meteo's
/// APIs, whichever host serves it, counts what Open-Meteo weighs it (``OpenMeteoCallWeight``: the forecast about 3,
/// the archive's 30 years about 157); other services' requests count nothing.
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
            maxBytes: 64 * 1024, warnings: warnings, now: now)
        self.now = now
    }

    /// Adds `calls` made now.
    public func record(_ calls: Double = 1) {
        let minute = Self.minute(now())
        store.update { document in
            document.minutes = document.minutes.filter { $0.key > minute - 60 }
            document.minutes[minute, default: 0] += calls
        }
    }

    /// Adds the request's weight when it is one of Open-Meteo's.
    public func record(url: URL) {
        if let weight = OpenMeteoCallWeight.of(url) { record(weight) }
    }

    /// The calls made in the 60 minutes up to now.
    public func callsInLastHour() -> Double {
        let minute = Self.minute(now())
        return store.read().minutes.filter { $0.key > minute - 60 && $0.key <= minute }.values.reduce(0, +)
    }

    private static func minute(_ date: Date) -> Int { Int((date.timeIntervalSince1970 / 60).rounded(.down)) }
}
