import FoundationEssentials
import Lasso
import WeatherCore

/// `r`: every source the Map shows asked again, past caches. The weather layer's grid for the view (the 10-minute
/// cache is passed over), the radar's loop brought up to now (its newest mosaic and any frame that failed: frames
/// already held are never asked again, they never change; the forecast's next two hours asked again), and the
/// focus place's alerts (``AlertsService/refresh``). Presses within ``MapRefresh/window`` of the last ask ask
/// nothing. The layer's and the radar's answers come back as their own actions; ``settleRefresh(_:)`` sees them
/// arrive.
extension MapStore {
    enum RefreshCancelID: Hashable, Sendable {
        case alerts
    }

    func reduceRefresh(_ state: inout MapScreen.State, _ action: MapScreen.RefreshAction) -> MapScreen.ModuleEffect {
        guard let layer else { return .none }
        switch action {
        case .didPress:
            let now = layer.clock.now()
            guard MapRefresh.allowsAsk(after: state.refresh, now: now) else { return .none }
            var waiting: Set<MapRefresh.Source> = []
            var effects: [MapScreen.ModuleEffect] = []
            if state.viewSize.isKnown, state.layer.isOn {
                state.layer.now = now
                if state.layer.kind == .radar {
                    // A failed frame is missing, so it is asked again: `r` retries after "radar unavailable".
                    state.radar.problem = nil
                    effects.append(fetchRadar(&state, layer, forcingForecast: true))
                    if !state.radar.pending.isEmpty { waiting.insert(.radar) }
                } else {
                    state.layer.problem = nil
                    effects.append(fetch(&state, layer))
                    waiting.insert(.layer)
                }
            }
            if let alerts {
                waiting.insert(.alerts)
                effects.append(fetchAlerts(state.focus, alerts, language: state.language))
            }
            state.refresh = MapRefresh(askedAt: now, waiting: waiting)
            return .merge(effects)

        case .didLoadAlerts(let alerts):
            state.alerts = alerts
            state.refresh?.finish(.alerts, problem: nil, at: layer.clock.now())
            return .none

        case .didFailAlerts(let reason, let dataFrom):
            // The alerts drawn stay: an older answer is better than none, and the note says why it is not newer.
            state.refresh?.finish(.alerts, problem: .init("alerts", reason, dataFrom: dataFrom), at: layer.clock.now())
            return .none
        }
    }

    /// After every action: a grid that is no longer loading, or a radar with no frame pending, has answered `r`
    /// (with its problem, if it failed).
    func settleRefresh(_ state: inout MapScreen.State) {
        guard let refresh = state.refresh, refresh.isWorking, let layer else { return }
        if refresh.waiting.contains(.layer), !state.layer.isLoading {
            let problem = state.layer.problem.map { MapRefresh.Problem("layer", $0) }
            state.refresh?.finish(.layer, problem: problem, at: layer.clock.now())
        }
        if refresh.waiting.contains(.radar), state.radar.pending.isEmpty {
            let problem = state.radar.problem.map { MapRefresh.Problem("radar", $0) }
            state.refresh?.finish(.radar, problem: problem, at: layer.clock.now())
        }
    }

    /// The place's alerts, asked past the cache. A place the service does not cover (or alerts turned off) has
    /// none to draw; a failure is the note's reason.
    private func fetchAlerts(
        _ place: Place, _ alerts: AlertsService, language: AppLanguage
    ) -> MapScreen.ModuleEffect {
        .task(id: RefreshCancelID.alerts) { () async throws(AlertsError) in
            try await alerts.refresh(place)
        } then: { result in
            switch result {
            case .success(let snapshot):
                // A cached answer standing in for a failed fetch is drawn, but is not an update.
                snapshot.staleBecause.map {
                    .refresh(.didFailAlerts($0.shortReason(in: language), dataFrom: snapshot.fetchedAt))
                }
                    ?? .refresh(.didLoadAlerts(snapshot.alerts))
            case .failure(.failed(.cancelled)): nil
            case .failure(let error):
                switch error {
                case .failed(let failure): .refresh(.didFailAlerts(failure.shortReason(in: language), dataFrom: nil))
                case .notCovered, .notRequested, .noOfficialSource: .refresh(.didLoadAlerts([]))
                }
            }
        }
    }
}
