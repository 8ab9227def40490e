import Foundation
import Lasso
import LassoTesting
import Testing
import WeatherCore

@testable import WeatherApp

/// Enter on Home resolves the prompt as the launch and `now` do (issue 34): `Suva` opens Suva, FJ, and a recent
/// place the geocoder found opens by its own name with the geocoder down, nothing asked.
@MainActor
@Suite(.serialEffects)
struct HomeResolutionTests {
    typealias F = HomeFixtures

    static let suva = PlaceDirectory.shared.place(id: "geonames:2198148")!

    /// Home's reducer over the real directory, with a geocoder that cannot be reached and records each name asked.
    static func store(recents: RecentSearchesClient, asked: Recorded<String>) -> HomeStore {
        let geocoder = GeocodingClient { name throws(WeatherError) in
            asked.append(name)
            throw .cannotConnect(host: "geocoding.test", detail: "refused")
        }
        return HomeStore(
            search: { PlaceDirectory.shared.search($0) }, forecasts: .mock(F.snapshot()), alerts: .mock([]),
            recentSearches: recents, conditions: .failing, clock: TestTime(start: F.now).appClock, airQuality: nil,
            online: .init(geocoder: geocoder, directory: .shared))
    }

    static func typed(_ text: String, recents: [RecentSearch] = []) -> HomeScreen.State {
        var state = HomeScreen.State(recents: recents, now: F.now)
        state.prompt.setText(text)
        state.suggestions = PlaceDirectory.shared.search(text).suggestions
        return state
    }

    @Test func suvaAndEnterOpensSuvaFiji() async {
        let asked = Recorded<String>()
        let store = TestStore<HomeScreen>(
            initialState: Self.typed("Suva"), reducer: Self.store(recents: .inMemory(), asked: asked))
        store.send(.prompt(.didSubmit)) { $0.loading = .init(place: Self.suva) }
        await store.receive(.load(.didLoadForecast(Self.suva, .success(F.snapshot())))) { F.opened(&$0) }
        store.assertOutputs([.didChoosePlace(Self.suva, F.snapshot())])
        await store.skipReceivedActions()
        await store.finish()
        #expect(asked.values.isEmpty)
    }

    @Test func aRecentPlaceTheGeocoderFoundOpensByItsNameWithTheGeocoderDown() async {
        let testville = HomeOnlineSearchTests.testville
        let entry = F.recent(testville)
        let asked = Recorded<String>()
        let store = TestStore<HomeScreen>(
            initialState: Self.typed("Testville", recents: [entry]),
            reducer: Self.store(recents: .inMemory([entry]), asked: asked))
        store.send(.prompt(.didSubmit)) { $0.loading = .init(place: testville) }
        await store.receive(.load(.didLoadForecast(testville, .success(F.snapshot())))) { F.opened(&$0) }
        store.assertOutputs([.didChoosePlace(testville, F.snapshot())])
        await store.skipReceivedActions()
        await store.finish()
        #expect(asked.values.isEmpty)
    }
}
