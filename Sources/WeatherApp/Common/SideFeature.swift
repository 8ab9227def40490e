import FoundationEssentials
import Lasso
import WeatherCore

/// What a screen asks a side source for: the place, in the units on screen, through the cache or past it. Made
/// by the screens' stores only (its memberwise init).
public struct SideRequest: Equatable, Sendable {
    public var place: Place
    public var units: UnitSystem
    public var policy: LoadPolicy
}

/// A side source's actions: the screen asks; the answer comes back with the time it came (the time an
/// "unavailable" line gives).
public enum SideAction<Value: Equatable & Sendable, Failure: Error & Equatable & Sendable>: Equatable, Sendable {
    case ask(SideRequest)
    case didLoad(Result<Value, Failure>, at: Date)
}

/// One side source of a screen (Detail's alerts, air quality, spread and normals) as a feature that Lasso's `Scope`
/// composes into the screen: it owns its `Loadable` and its actions, and its reducer asks and takes the answer the
/// same way for every source. What differs is a value: the fetch, which failures are a replaced request, whether
/// data on screen outlives a failure, and how an answer settles `r`'s note. A new side source is one more value.
public struct SideFeature<Value: Equatable & Sendable, Failure: Error & Equatable & Sendable>: Sendable {
    public typealias State = Loadable<Value, Failure>
    public typealias Action = SideAction<Value, Failure>
    public typealias Fetch = @Sendable (SideRequest) async throws(Failure) -> Value

    /// Its name in `r`'s note ("air quality"), and its effect's id.
    public let name: String
    /// Nil: the source is not there (no service); the screen's state for it is `.off`.
    let fetch: Fetch?
    let now: @Sendable () -> Date
    /// A replaced or abandoned request: it says nothing and changes nothing.
    let isCancellation: @Sendable (Failure) -> Bool
    /// Whether data on screen stays when a later ask fails (alerts: they still drop off as they end).
    let keepsDataOnFailure: Bool
    /// How an answer settles `r`'s note, given the data shown before it; nil says nothing.
    let settlement: @Sendable (Result<Value, Failure>, _ shown: Value?) -> RefreshRequest.SideState?

    public init(
        name: String, fetch: Fetch?, now: @escaping @Sendable () -> Date,
        isCancellation: @escaping @Sendable (Failure) -> Bool, keepsDataOnFailure: Bool = false,
        settlement: @escaping @Sendable (Result<Value, Failure>, _ shown: Value?) -> RefreshRequest.SideState? = {
            _, _ in nil
        }
    ) {
        self.name = name
        self.fetch = fetch
        self.now = now
        self.isCancellation = isCancellation
        self.keepsDataOnFailure = keepsDataOnFailure
        self.settlement = settlement
    }

    /// Whether there is a source to ask.
    public var isAvailable: Bool { fetch != nil }

    /// The state a screen starts with: pending when there is a source, else off.
    public var initialState: State { isAvailable ? .pending : .off }

    /// Its effect's id: one request in flight per source, a new one replacing it.
    struct ID: Hashable, Sendable { let name: String }

    public func reduce(_ state: inout State, _ action: Action) -> Effect<Action, Never> {
        switch action {
        case .ask(let request):
            guard let fetch, state != .off else { return .none }
            let now = now
            return .task(id: ID(name: name)) { () async throws(Failure) in
                try await fetch(request)
            } then: {
                .didLoad($0, at: now())
            }
        case .didLoad(.success(let value), _):
            state = .loaded(value)
        case .didLoad(.failure(let failure), let date):
            guard !isCancellation(failure) else { break }
            if keepsDataOnFailure, case .loaded = state { break }
            state = .unavailable(failure, since: date)
        }
        return .none
    }

    /// Whether `action` is an answer that counts (not a replaced request): the screen notes when it checked.
    public func isAnswer(_ action: Action) -> Bool {
        guard case .didLoad(let result, _) = action else { return false }
        if case .failure(let failure) = result { return !isCancellation(failure) }
        return true
    }
}

extension SideFeature {
    /// A source of `Snapshot`s through a `CachedSource` (air quality, the spread): a cached answer standing in for
    /// a failure is not an update; a failure with nothing cached is one. The failure's reason, for `r`'s note, is
    /// worded in `language`.
    static func cached<Wrapped>(
        name: String, fetch: Fetch?, now: @escaping @Sendable () -> Date, language: AppLanguage = .en
    ) -> SideFeature where Value == Snapshot<Wrapped>, Failure == WeatherError {
        SideFeature(
            name: name, fetch: fetch, now: now, isCancellation: { $0 == .cancelled },
            settlement: { result, _ in
                switch result {
                case .success(let snapshot):
                    if case .offline(let error) = snapshot.freshness {
                        return .failed(error.shortReason(in: language), dataFrom: snapshot.fetchedAt)
                    }
                    return .answered
                case .failure(.cancelled): return nil
                case .failure(let error): return .failed(error.shortReason(in: language), dataFrom: nil)
                }
            })
    }
}
