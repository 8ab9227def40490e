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

/// A place's normals: kept ones at once, else one archive request within the budget, computed and kept forever.
public struct NormalsService: Sendable {
    public var load: @Sendable (Place) async throws(NormalsUnavailable) -> Normals

    public init(load: @escaping @Sendable (Place) async throws(NormalsUnavailable) -> Normals) {
        self.load = load
    }

    public static func live(
        client: ArchiveClient, store: NormalsStore, budget: ArchiveBudget,
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> NormalsService {
        NormalsService { place throws(NormalsUnavailable) in
            if let kept = store.normals(for: place, now: now()) { return kept }
            if let refusal = budget.claim(for: place.id) { throw .deferred(refusal) }
            let days: ArchiveDays
            do throws(WeatherError) {
                days = try await client.days(ArchiveRequest(place: place))
            } catch {
                // Leaving Detail cancels the request; that is no failure of the service's.
                if error != .cancelled { budget.recordFailure(for: place.id) }
                throw .failed(error)
            }
            guard let normals = Normals.compute(from: days) else {
                budget.recordFailure(for: place.id)
                throw .failed(.malformedResponse(detail: "the archive has gaps a whole window long"))
            }
            store.store(normals, for: place, at: now())
            budget.recordSuccess(for: place.id)
            return normals
        }
    }

    public static func mock(_ normals: Normals) -> NormalsService { NormalsService { _ in normals } }

    public static func mock(error: NormalsUnavailable) -> NormalsService {
        NormalsService { _ throws(NormalsUnavailable) in throw error }
    }
}
