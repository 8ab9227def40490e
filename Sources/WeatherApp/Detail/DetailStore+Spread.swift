import WeatherCore

extension DetailStore {
    /// Its own id, beside the store's: the spread is asked and cancelled apart from the forecast and the rest.
    enum SpreadCancelID: Hashable, Sendable { case spread }

    /// Asks for the place's forecast spread in the units on screen, beside the forecast; one in flight is replaced.
    /// Nothing when there is no ensemble service.
    func loadSpread(_ state: DetailScreen.State, policy: LoadPolicy) -> DetailScreen.ModuleEffect {
        guard let ensemble, state.spread != .off else { return .none }
        let (place, units) = (state.place, state.units)
        return .task(id: SpreadCancelID.spread) { () async throws(WeatherError) in
            try await ensemble.load(place, units, policy)
        } then: {
            .didLoadSpread($0)
        }
    }

    func reduceSpread(_ result: Result<SpreadSnapshot, WeatherError>, into state: inout DetailScreen.State) {
        switch result {
        case .success(let snapshot):
            if case .offline(let error) = snapshot.freshness {
                state.refresh?.settle("spread", .failed(error.shortReason, dataFrom: snapshot.fetchedAt))
            } else {
                state.refresh?.settle("spread", .answered)
            }
            state.spread = .loaded(snapshot)
        // A replaced request says nothing; what is on screen stays.
        case .failure(.cancelled): break
        // The service already fell back to any cached answer young enough: there is none.
        case .failure(let error):
            state.refresh?.settle("spread", .failed(error.shortReason, dataFrom: nil))
            state.spread = .unavailable(error)
        }
    }
}
