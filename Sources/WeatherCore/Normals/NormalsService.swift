import CivilCalendar
import FoundationEssentials

/// Why a place has no normals to show. Either way nothing takes their place but, for a failure, a quiet line.
public enum NormalsUnavailable: Error, Equatable, Sendable {
    /// The budget says not now (``ArchiveBudget/Refusal``): nothing went wrong, they come another time.
    case deferred(ArchiveBudget.Refusal)
    /// The archive request failed.
    case failed(WeatherError)

    /// True when a quiet "normals unavailable" line is due: a failure now, or one within the day.
    public var isFailure: Bool {
        switch self {
        case .failed(let error): error != .cancelled
        case .deferred(.failedRecently): true
        case .deferred: false
        }
    }
}

/// A place's normals for the dates a screen shows: kept ones at once; else one archive request for a window of the
/// calendar around them (``ArchiveRequest``: 31 calls), within the budget, added to what is kept forever.
public struct NormalsService: Sendable {
    public var load: @Sendable (Place) async throws(NormalsUnavailable) -> Normals

    public init(load: @escaping @Sendable (Place) async throws(NormalsUnavailable) -> Normals) {
        self.load = load
    }

    /// The dates Detail and `now` may show at `now`, wherever the place is: from yesterday to 16 days on in UTC
    /// (the place's today and its 16 days lie within, whatever its zone).
    public static func datesShown(now: Date) -> [CivilDate] {
        let today = CivilDate.day(ofSecondsSince1970: Int(now.timeIntervalSince1970.rounded(.down))).day
        return (-1...16).map { CivilDate(daysSince1970: today + $0) }
    }

    public static func live(
        client: ArchiveClient, store: NormalsStore, budget: ArchiveBudget,
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> NormalsService {
        NormalsService { place throws(NormalsUnavailable) in
            let date = now()
            let shown = datesShown(now: date)
            let kept = store.kept(for: place, now: date)
            if let kept, kept.normals.covers(shown) { return kept.normals }
            // The window starts a half-window before the first date missing, so that date's normal can be made.
            let missing = shown.first { kept?.normals.normal(on: $0) == nil } ?? shown[0]
            let first = CivilDate(daysSince1970: missing.daysSince1970 - NormalsSums.halfWindow)
            let request = ArchiveRequest(place: place, window: first)
            if let refusal = budget.claim(for: place.id, weight: request.weight) { throw .deferred(refusal) }
            let days: ArchiveDays
            do throws(WeatherError) {
                days = try await client.fetch(request)
            } catch {
                // Leaving Detail cancels the request; that is no failure of the service's.
                if error != .cancelled { budget.recordFailure(for: place.id) }
                throw .failed(error)
            }
            var sums = kept?.sums ?? NormalsSums()
            sums.replace(NormalsSums.slots(from: first, days: ArchiveRequest.windowDays), with: days)
            let normals = sums.normals
            guard normals.covers(shown) else {
                budget.recordFailure(for: place.id)
                throw .failed(.malformedResponse(detail: "the archive has gaps a whole window long"))
            }
            store.store(sums, for: place, at: date)
            budget.recordSuccess(for: place.id)
            return normals
        }
    }

    public static func mock(_ normals: Normals) -> NormalsService { NormalsService { _ in normals } }

    public static func mock(error: NormalsUnavailable) -> NormalsService {
        NormalsService { _ throws(NormalsUnavailable) in throw error }
    }
}
