import FoundationEssentials

/// When an archive request may be made, kept on disk beside the normals so every run obeys it: one archive request
/// weighs about 157 of the free terms' 5,000 calls an hour (shared by every request from the machine).
/// - at most one archive request per ``spacing`` (10 minutes), whichever place it is for;
/// - none while the app's own Open-Meteo calls in the last hour (``OpenMeteoCallLedger``) exceed ``hourlyCeiling``;
/// - after a 429 or a failure, none for that place before ``failureWait`` (a day) has passed.
public final class ArchiveBudget: Sendable {
    /// Why a request may not be made now.
    public enum Refusal: Equatable, Sendable {
        /// Another archive request was made less than 10 minutes ago.
        case spacing(until: Date)
        /// The app made more than 2,000 Open-Meteo calls in the last hour.
        case busy(callsInLastHour: Double)
        /// This place's last request failed (or was refused) less than a day ago.
        case failedRecently(until: Date)
    }

    struct Document: Codable, Sendable {
        var lastRequest: Date?
        /// Place id → when its last request failed.
        var failures: [String: Date] = [:]
    }

    public static let spacing: TimeInterval = 10 * 60
    public static let hourlyCeiling = 2_000.0
    public static let failureWait: TimeInterval = 24 * 60 * 60

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

    /// Takes the next request's slot for `placeID` (nil), or says why not. Checked and taken under the file's lock,
    /// so two runs at once cannot both take it.
    public func claim(for placeID: String) -> Refusal? {
        let calls = ledger.callsInLastHour()
        let date = now()
        return store.update { document -> Refusal? in
            if let failed = document.failures[placeID], date < failed + Self.failureWait {
                return .failedRecently(until: failed + Self.failureWait)
            }
            if let last = document.lastRequest, date < last + Self.spacing, date >= last {
                return .spacing(until: last + Self.spacing)
            }
            if calls > Self.hourlyCeiling { return .busy(callsInLastHour: calls) }
            document.lastRequest = date
            return nil
        }
    }

    /// The place's request failed (a 429, an error, an unreadable answer): not again for a day.
    public func recordFailure(for placeID: String) {
        let date = now()
        store.update { document in
            // Old entries say nothing any more; dropping them keeps the file small.
            document.failures = document.failures.filter { date < $0.value + Self.failureWait }
            document.failures[placeID] = date
        }
    }

    /// The place's normals are kept: its failure, if any, is forgotten.
    public func recordSuccess(for placeID: String) {
        store.update { document in document.failures[placeID] = nil }
    }
}
