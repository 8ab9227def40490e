import WeatherCore

@testable import WeatherApp

/// The states every Detail view test draws, at each size: loading, failed, data and offline.
@MainActor
enum DetailStates {
    static let data = DetailFixtures.state(snapshot: DetailFixtures.snapshot())
    static let error = WeatherError.cannotConnect(host: "api.open-meteo.com", detail: "connection refused")
    static var loading: DetailScreen.State {
        var state = DetailFixtures.state()
        state.status = .loading
        return state
    }
    static var failed: DetailScreen.State {
        var state = DetailFixtures.state()
        state.status = .failed(error)
        return state
    }
    static let offline = DetailFixtures.state(snapshot: DetailFixtures.snapshot(age: 7200, freshness: .offline(error)))
}
