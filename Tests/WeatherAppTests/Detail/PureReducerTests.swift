import Foundation
import Lasso
import LassoTesting
import Testing
import WeatherAppTesting
import WeatherCore

@testable import WeatherApp

/// The reducers reach out of the store for nothing: the saved settings come with the appear action, built by
/// `createScreen` outside the reducer. Home's, the Map's and the Alerts screen's reducers have no settings client
/// at all; Detail's only writes through one, in an effect, when a choice is made on it.
@MainActor
@Suite(.serialEffects)
struct PureReducerTests {
    typealias F = DetailFixtures

    @Test func detailAppearsTicksAndSwitchesUnitsFromTheSettingsItIsSent() async {
        var h = DetailHarness()
        h.settings = .failing
        let snapshot = F.snapshot()
        let store = h.store(F.state(snapshot: snapshot))

        store.send(.didAppear(Settings())) { $0.hasAppeared = true }
        await h.receiveNoAlerts(store)
        let later = await h.tick()
        await store.receive(.didTick(later)) { $0.now = later }
        // Units, wind unit and clock switched on another screen meanwhile: this Detail takes them as sent.
        let saved = Settings(units: .metric, windUnit: .kn, clock: .twelve)
        store.send(.didAppear(saved)) {
            $0.units = .metric
            $0.chosenWindUnit = .kn
            $0.chosenClock = .twelve
            $0.snapshot = $0.shown(snapshot)
            $0.status = .loading
            $0.lastAttempt = later
        }
        store.cancelEffect(id: DetailStore.CancelID.load)
        store.cancelEffect(id: DetailStore.CancelID.spinner)
        store.cancelEffect(id: DetailStore.CancelID.clock)  // it runs as long as the screen lives
        await store.finish()
    }

    /// The zone comes with the forecast (the service resolved it): a place the directory gives no zone has none,
    /// and no local time, before it; with it, the zone's own abbreviation, not the service's, and no lookup.
    @Test func theZoneRidesOnTheForecast() async {
        let h = DetailHarness()
        let place = Place(zip: "10001", city: "New York", state: "NY", latitude: 40.75, longitude: -73.99)
        var snapshot = F.snapshot(age: 0)
        snapshot.forecast.timezoneAbbreviation = "GMT-5"
        let store = h.store(DetailScreen.State(place: place, now: F.now))
        #expect(store.state.zoneRules == nil)
        #expect(store.state.localNow == nil)
        store.send(.didLoadForecast(.success(snapshot))) {
            $0.snapshot = snapshot
            $0.cursorHour = F.firstHour
            $0.firstVisibleHour = F.firstHour
        }
        #expect(store.state.zoneRules == F.zone)
        #expect(store.state.zoneAbbreviation == "EST")
        await store.finish()
    }

    @Test func homeOpensAPlaceInTheUnitsAndDaysItWasSent() async {
        let asked = Recorded<String>()
        let forecasts = ForecastService(load: { place, units, _, days throws(WeatherError) in
            asked.append("\(place.zip) \(units) \(days.count)")
            return HomeFixtures.snapshot()
        })
        let store = TestStore<HomeScreen>(
            initialState: HomeFixtures.typed("10001"), reducer: HomeFixtures.store(forecasts: forecasts))
        store.send(.didAppear(Settings(units: .metric, forecastDays: .sixteen))) {
            $0.units = .metric
            $0.days = .sixteen
        }
        await store.receive(.recents(.didLoad([])))
        store.cancelEffect(id: HomeStore.CancelID.refreshTimer)
        store.send(.prompt(.didSubmit)) { $0.loading = .init(place: HomeFixtures.newYork) }
        await store.receive(.load(.didLoadForecast(HomeFixtures.newYork, .success(HomeFixtures.snapshot())))) {
            HomeFixtures.opened(&$0)
        }
        store.assertOutputs([.didChoosePlace(HomeFixtures.newYork, HomeFixtures.snapshot())])
        await store.skipReceivedActions()
        await store.finish()
        #expect(asked.values == ["10001 metric 16"])
    }
}
