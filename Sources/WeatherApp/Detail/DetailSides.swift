import FoundationEssentials
import Lasso
import WeatherCore

/// Detail's side sources, each a `SideFeature` that the store composes with Lasso's `Scope`: the feature asks and
/// takes the answer; the store keeps what is Detail's own (when to ask again, `r`'s note, the recent list).
struct DetailSides: Sendable {
    typealias Alerts = SideFeature<AlertsSnapshot, AlertsError>
    typealias AirQuality = SideFeature<AirQualitySnapshot, WeatherError>
    typealias Spread = SideFeature<SpreadSnapshot, WeatherError>
    typealias Normals = SideFeature<WeatherCore.Normals, NormalsUnavailable>

    let alerts: Alerts
    let airQuality: AirQuality
    let spread: Spread
    let normals: Normals

    /// A nil service is a source that is not there: its state stays `.off` and it is never asked.
    init(
        alerts: AlertsService, airQuality: AirQualityService?, spread: SpreadService?, normals: NormalsService?,
        now: @escaping @Sendable () -> Date, language: AppLanguage = .en
    ) {
        self.alerts = Alerts(
            name: "alerts",
            fetch: { request throws(AlertsError) in
                // `r` asks past the service's cache.
                try await (request.policy == .refresh ? alerts.refresh : alerts.load)(request.place)
            },
            now: now, isCancellation: { $0 == .failed(.cancelled) },
            // Alerts already on screen stay (they still drop off when they end); only a first failure is said.
            keepsDataOnFailure: true,
            settlement: { result, shown in
                switch result {
                // The cache standing in for a failure is no update.
                case .success(let snapshot):
                    snapshot.staleBecause.map { .failed($0.shortReason(in: language), dataFrom: snapshot.fetchedAt) }
                        ?? .answered
                case .failure(.failed(.cancelled)): nil
                case .failure(.failed(let failure)):
                    .failed(failure.shortReason(in: language), dataFrom: shown?.fetchedAt)
                // No source to ask (not covered, turned off): nothing was left un-updated.
                case .failure: .answered
                }
            })
        self.airQuality = .cached(
            name: "air quality",
            fetch: airQuality.map(Self.fetch), now: now, language: language)
        // In the units asked for: a unit switch asks for the other units' (an hour's cache each).
        self.spread = .cached(
            name: "spread",
            fetch: spread.map(Self.fetch), now: now, language: language)
        // Asked once when the screen first appears and when a refusal's or a failure's wait is over; `r` never asks
        // (they are kept forever once fetched). A cancel (the screen closed) leaves them pending.
        self.normals = Normals(
            name: "normals",
            fetch: normals.map(Self.fetch),
            now: now, isCancellation: { $0 == .failed(.cancelled) })
    }
}

extension DetailSides {
    private static func fetch(_ service: AirQualityService) -> AirQuality.Fetch {
        { request throws(WeatherError) in try await service.load(request.place, request.policy) }
    }

    private static func fetch(_ service: SpreadService) -> Spread.Fetch {
        { request throws(WeatherError) in try await service.load(request.place, request.units, request.policy) }
    }

    private static func fetch(_ service: NormalsService) -> Normals.Fetch {
        { request throws(NormalsUnavailable) in try await service.load(request.place) }
    }
}

extension DetailStore {
    /// Hands `action` to the side feature at `path` (Lasso's `Scope`) and settles `r`'s note with its answer.
    func side<Value, Failure>(
        _ feature: SideFeature<Value, Failure>, at path: WritableKeyPath<DetailScreen.State, Loadable<Value, Failure>>,
        _ action: SideAction<Value, Failure>, in state: inout DetailScreen.State,
        embed: @escaping @Sendable (SideAction<Value, Failure>) -> DetailScreen.Action
    ) -> DetailScreen.ModuleEffect {
        if case .didLoad(let result, _) = action, let settled = feature.settlement(result, state[keyPath: path].value) {
            state.refresh?.settle(feature.name, settled)
        }
        let scope = Scope<
            DetailScreen.State, DetailScreen.Action, DetailScreen.Output, Loadable<Value, Failure>,
            SideAction<Value, Failure>, Never
        >(state: path, action: embed, reducer: feature.reduce)
        return scope.reduce(into: &state, action: action)
    }

    /// What each side source is asked for now: this place, in the units on screen.
    func request(_ state: DetailScreen.State, _ policy: LoadPolicy) -> SideRequest {
        SideRequest(place: state.place, units: state.units, policy: policy)
    }

    func askAlerts(_ state: inout DetailScreen.State, policy: LoadPolicy = .cacheFirst) -> DetailScreen.ModuleEffect {
        side(sides.alerts, at: \.alerts, .ask(request(state, policy)), in: &state, embed: { .alerts($0) })
    }

    func askAirQuality(_ state: inout DetailScreen.State, policy: LoadPolicy) -> DetailScreen.ModuleEffect {
        side(sides.airQuality, at: \.airQuality, .ask(request(state, policy)), in: &state, embed: { .airQuality($0) })
    }

    func askSpread(_ state: inout DetailScreen.State, policy: LoadPolicy) -> DetailScreen.ModuleEffect {
        side(sides.spread, at: \.spread, .ask(request(state, policy)), in: &state, embed: { .spread($0) })
    }

    func askNormals(_ state: inout DetailScreen.State) -> DetailScreen.ModuleEffect {
        side(sides.normals, at: \.normals, .ask(request(state, .cacheFirst)), in: &state, embed: { .normals($0) })
    }
}
