import FoundationEssentials

/// When an archive request may be made, kept on disk beside the normals so every run obeys it. A request weighs what
/// it says (``ArchiveRequest/weight``: 31 calls for a window), and is made only while that keeps the app's own
/// Open-Meteo calls (``OpenMeteoCallLedger``, every run's) within the free terms: 600 a minute, 5,000 an hour,
/// 10,000 a day. A place whose request failed waits 10 minutes, then an hour after each later failure.
public final class ArchiveBudget: Sendable {
    /// Why a request may not be made now, and when it may.
    public enum Refusal: Equatable, Sendable {
        /// The request would take the app past a free limit; the window that limit counts has room again then.
        case overLimit(until: Date)
        /// This place's last request failed (or was refused) too recently.
        case failedRecently(until: Date)

        /// When the request may be made.
        public var until: Date {
            switch self {
            case .overLimit(let date), .failedRecently(let date): date
            }
        }
    }

    struct Document: Codable, Sendable {
        /// Place id → when its last request failed.
        var failures: [String: Date] = [:]
        /// Place id → failures in a row.
        var failureCounts: [String: Int]? = nil
    }

    /// Open-Meteo's free terms, per machine.
    public static let perMinute = 600.0
    public static let perHour = 5_000.0
    public static let perDay = 10_000.0
    /// The wait after a place's first failure, and after each later one.
    public static let firstRetry: TimeInterval = 10 * 60
    public static let laterRetry: TimeInterval = 60 * 60

    private let store: JSONDocumentStore<Document>
    private let ledger: OpenMeteoCallLedger
    private let now: @Sendable () -> Date

    /// `archive-budget.json` in `directory`.
    public init(
        directory: URL, ledger: OpenMeteoCallLedger, warnings: PersistenceWarnings,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        store = JSONDocumentStore(
            file: directory.appendingPathComponent("archive-budget.json"), defaultValue: Document(),
            maxBytes: 256 * 1024, warnings: warnings, now: now)
        self.ledger = ledger
        self.now = now
    }

    /// Takes `weight` calls for `placeID`'s request and counts them in the ledger (nil), or says why not. Checked
    /// and taken under the file's lock, so two runs at once cannot both take the last room.
    public func claim(for placeID: String, weight: Double) -> Refusal? {
        let date = now()
        return store.update { document -> Refusal? in
            if let failed = document.failures[placeID] {
                let wait = (document.failureCounts?[placeID] ?? 1) > 1 ? Self.laterRetry : Self.firstRetry
                if date < failed + wait { return .failedRecently(until: failed + wait) }
            }
            let spent = ledger.spent()
            if spent.minute + weight > Self.perMinute { return .overLimit(until: date + 60) }
            if spent.hour + weight > Self.perHour { return .overLimit(until: date + 60 * 60) }
            if spent.day + weight > Self.perDay { return .overLimit(until: date + 24 * 60 * 60) }
            ledger.record(weight)
            return nil
        }
    }

    /// The place's request failed (a 429, an error, an unreadable answer): not again for 10 minutes, then an hour.
    public func recordFailure(for placeID: String) {
        let date = now()
        store.update { document in
            // Old entries say nothing any more; dropping them keeps the file small.
            let kept = document.failures.filter { date < $0.value + Self.laterRetry }
            document.failureCounts = (document.failureCounts ?? [:]).filter { kept[$0.key] != nil }
            document.failures = kept
            document.failures[placeID] = date
            document.failureCounts?[placeID, default: 0] += 1
        }
    }

    /// The place's window is kept: its failures, if any, are forgotten.
    public func recordSuccess(for placeID: String) {
        store.update { document in
            document.failures[placeID] = nil
            document.failureCounts?[placeID] = nil
        }
    }
}
