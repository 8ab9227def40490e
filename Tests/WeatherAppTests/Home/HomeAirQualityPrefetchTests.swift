import Foundation
import Lasso
import LassoTesting
import Testing
import WeatherCore

@testable import WeatherApp

/// Home starts a place's air-quality request beside its forecast, as it does the alerts, so the Detail that opens
/// joins it and has both at once.
@MainActor
@Suite(.serialEffects)
struct HomeAirQualityPrefetchTests {
    typealias F = HomeFixtures

    @Test func openingAPlaceAsksForItsAirQualityBesideTheForecast() async {
        let forecastCalls = ParkedCalls<String, ForecastSnapshot>()
        let airCalls = ParkedCalls<String, AirQualitySnapshot>()
        var reducer = F.store(
            forecasts: ForecastService(load: { place, _, _, _ throws(WeatherError) in
                do { return try await forecastCalls.call(place.zip) } catch { throw .cancelled }
            }))
        reducer.airQuality = AirQualityService(load: { place, policy throws(WeatherError) in
            do { return try await airCalls.call("\(place.zip) \(policy)") } catch { throw .cancelled }
        })
        let store = TestStore<HomeScreen>(initialState: F.typed("10001"), reducer: reducer)
        store.send(.prompt(.didSubmit)) { $0.loading = .init(place: F.newYork) }
        // Both are asked before either answers.
        await airCalls.waitForCalls(1)
        await forecastCalls.waitForCalls(1)
        #expect(await airCalls.calls == ["10001 cacheFirst"])
        await forecastCalls.resume("10001", returning: F.snapshot())
        await store.receive(.load(.didLoadForecast(F.newYork, .success(F.snapshot())))) { F.opened(&$0) }
        store.assertOutputs([.didChoosePlace(F.newYork, F.snapshot())])
        // Nothing comes back to Home from the air quality: Detail reads it.
        await airCalls.resume(
            "10001 cacheFirst", returning: AirQualitySnapshot(airQuality: AirQuality(), fetchedAt: F.now))
        await store.skipReceivedActions()
        await store.finish()
    }
}
