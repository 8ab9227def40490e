import Foundation
import Lasso
import LassoTesting
import Synchronization
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Loading a forecast: cancelling it, failing without a cache, Retry and Cancel, and the spinner.
@MainActor
@Suite(.serialEffects)
struct HomeStoreLoadingTests {
    typealias F = HomeFixtures

    @Test func escCancelsTheRequestInFlight() async {
        let parked = ParkedCalls<String, ForecastSnapshot>()
        let forecasts = ForecastService(load: { place, _, _, _ throws(WeatherError) in
            do { return try await parked.call(place.zip) } catch { throw .cancelled }
        })
        let state = F.typed("10001")
        let store = TestStore<HomeScreen>(initialState: state, reducer: F.store(forecasts: forecasts))
        store.send(.prompt(.didSubmit)) { $0.loading = .init(place: F.newYork) }
        // Keys other than Esc do nothing while loading, and never block.
        store.send(.prompt(.didEdit(.char("9"))))
        await parked.waitForCalls(1)
        store.send(.load(.didCancel)) {
            $0.loading = nil
            $0.message = .init("Cancelled loading New York, NY.", isError: false)
        }
        store.send(.didDisappear) { $0.message = nil }
        await store.finish()
        await parked.waitForCancellations(1)
        #expect(await parked.cancelled == ["10001"])
    }

    @Test func aFailureWithNothingCachedOffersRetryAndCancel() async {
        let attempts = Counter()
        let forecasts = ForecastService(load: { _, _, _, _ throws(WeatherError) in
            if attempts.increment() == 1 { throw .http(status: 500, reason: "Something went wrong.") }
            return F.snapshot()
        })
        let state = F.typed("10001")
        let store = TestStore<HomeScreen>(initialState: state, reducer: F.store(forecasts: forecasts))
        store.send(.prompt(.didSubmit)) { $0.loading = .init(place: F.newYork) }
        let error = WeatherError.http(status: 500, reason: "Something went wrong.")
        await store.receive(.load(.didLoadForecast(F.newYork, .failure(error)))) {
            $0.loading = nil
            $0.failure = .init(
                place: F.newYork,
                alert: AlertState(
                    title: "Couldn't load New York, NY", message: error.message, buttons: ["Retry", "Cancel"]))
        }
        // Retry is the default button.
        store.send(.alert(.didPressKey(.enter))) {
            $0.failure = nil
            $0.loading = .init(place: F.newYork)
        }
        await store.receive(.load(.didLoadForecast(F.newYork, .success(F.snapshot())))) { F.opened(&$0) }
        store.assertOutputs([.didChoosePlace(F.newYork, F.snapshot())])
        await store.skipReceivedActions()
        await store.finish()
    }

    @Test func cancelOnTheAlertDismissesIt() async {
        var state = HomeScreen.State(now: F.now)
        state.failure = .init(
            place: F.newYork, alert: AlertState(title: "t", message: "m", buttons: ["Retry", "Cancel"]))
        let store = TestStore<HomeScreen>(initialState: state, reducer: F.store())
        store.send(.alert(.didPressKey(.right))) { _ = $0.failure?.alert.handle(.right) }
        store.send(.alert(.didPressKey(.enter))) { $0.failure = nil }
        await store.finish()
    }

    @Test func theSpinnerTicksWhileLoadingAndStopsAfter() async {
        let parked = ParkedCalls<String, ForecastSnapshot>()
        let time = TestTime(start: F.now)
        let forecasts = ForecastService(load: { place, _, _, _ throws(WeatherError) in
            do { return try await parked.call(place.zip) } catch { throw .cancelled }
        })
        let store = TestStore<HomeScreen>(
            initialState: F.typed("10001"), reducer: F.store(forecasts: forecasts, time: time))
        store.send(.prompt(.didSubmit)) { $0.loading = .init(place: F.newYork) }
        await time.advance(by: HomeStore.spinnerInterval)
        await store.receive(.load(.didTickSpinner)) { $0.loading?.tick = 1 }
        await time.advance(by: HomeStore.spinnerInterval * 2)
        await store.receive(.load(.didTickSpinner)) { $0.loading?.tick = 2 }
        await store.receive(.load(.didTickSpinner)) { $0.loading?.tick = 3 }
        await parked.resume("10001", returning: F.snapshot())
        await store.receive(.load(.didLoadForecast(F.newYork, .success(F.snapshot())))) { F.opened(&$0) }
        store.assertOutputs([.didChoosePlace(F.newYork, F.snapshot())])
        // Recording the search reports the list back; after that the spinner is gone and time changes nothing.
        await store.skipReceivedActions()
        await time.advance(by: .seconds(1))
        await store.finish()
    }
}

/// A thread-safe counter for dependency doubles.
final class Counter: Sendable {
    private let value = Mutex(0)

    func increment() -> Int {
        value.withLock { value in
            value += 1
            return value
        }
    }
}
