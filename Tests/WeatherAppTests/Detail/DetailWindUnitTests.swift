import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Detail's `w` (wind unit, saved) and the clock: the reducer's steps, the key's help, and the grid in km/h, m/s
/// and kn on the 24-hour clock.
@MainActor
@Suite(.serialEffects)
struct DetailWindUnitTests {
    let now = DetailFixtures.now

    /// The fixtures' data (wind 12.4 mph, gusts 21.7 mph, the first hour 8 mph) with the choices made.
    func state(_ units: UnitSystem = .imperial, wind: WindUnit?, clock: ClockStyle?) -> DetailScreen.State {
        DetailScreen.State(
            place: DetailFixtures.place, units: units, windUnit: wind, clock: clock, iconSet: .unicode,
            snapshot: DetailFixtures.snapshot(), now: now)
    }

    @Test func wCyclesTheWindUnitConvertsWhatIsShownAndSaves() async {
        let h = DetailHarness()
        let imperial = DetailFixtures.snapshot()
        let store = h.store(DetailFixtures.state(snapshot: imperial))
        var shown = imperial.forecast
        for unit in [WindUnit.kmh, .ms, .kn, .mph] {
            shown = shown.converted(to: .imperial, wind: unit)  // from what is on screen, as the reducer does
            store.send(.didCycleWindUnit) { [shown] in
                $0.chosenWindUnit = unit == .mph ? nil : unit
                $0.snapshot?.forecast = shown
            }
        }
        #expect(abs((shown.current?.windSpeed ?? 0) - 12.4) < 1e-9)  // round the cycle: the speeds it began with
        await store.finish()
        // Back at the unit system's own unit, nothing is pinned: the choice follows `u` again.
        #expect(h.savedWindUnits.values == [.kmh, .ms, .kn, nil])
        #expect(await h.loads.calls.isEmpty)  // converted, not asked again
    }

    @Test func aNewAnswerIsShownInTheChosenUnitAndTheUnitSurvivesASystemSwitch() async {
        let h = DetailHarness()
        let store = h.store(state(wind: .kn, clock: nil))
        let fresh = DetailFixtures.snapshot(age: 0)
        store.send(.didLoadForecast(.success(fresh))) {
            $0.snapshot?.forecast = fresh.forecast.converted(to: .imperial, wind: .kn)
            $0.snapshot?.fetchedAt = fresh.fetchedAt
        }
        store.send(.didToggleUnits) {
            $0.units = .metric
            $0.snapshot?.forecast = fresh.forecast.converted(to: .metric, wind: .kn)
            $0.status = .loading
            $0.lastAttempt = now
        }
        #expect(store.state.windUnit == .kn && store.state.clock == .twentyFour)
        await h.loads.resume(LoadCall(zip: "10001", units: .metric, policy: .cacheFirst), returning: fresh)
        await store.receive(.didLoadForecast(.success(fresh))) { $0.status = .idle }
        await store.finish()
    }

    @Test func appearingTakesAWindUnitChosenOnAnotherScreen() async {
        let h = DetailHarness()
        var initial = DetailFixtures.state(snapshot: DetailFixtures.snapshot())
        initial.hasAppeared = true
        let store = h.store(initial)
        h.savedWindUnits.append(.ms)  // `w` pressed on a Detail further up the stack
        store.send(.didAppear(h.saved)) {
            $0.chosenWindUnit = .ms
            $0.snapshot?.forecast = DetailFixtures.forecast().converted(to: .imperial, wind: .ms)
        }
        await store.finish()
    }

    @Test func theKeyIsInTheHelp() throws {
        let map = DetailScreen.keyMap(state(wind: .kn, clock: nil))
        #expect(map.action(for: .char("w")) == .didCycleWindUnit)
        let binding = try #require(map.activeBindings.first { $0.action(for: .char("w")) != nil })
        #expect(binding.help == "wind unit: mph → km/h → m/s → kn (saved)")
    }

    private func lines(_ state: DetailScreen.State) -> [String] {
        renderDetail(state, width: 80, height: 22).text.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    @Test func knotsOnTheTwentyFourHourClock() {
        let rows = lines(state(wind: .kn, clock: .twentyFour))
        #expect(rows[0].contains("Sun 10:10 EST"))
        #expect(rows[2].contains("Wind     11 kn NW ↘"))
        #expect(rows[3].contains("Gusts    19 kn"))
        #expect(rows[5].contains("Rise/set 06:49 / 16:32"))
        #expect(rows[6].contains("Sun 10:00 – Mon 09:00 →"))
        #expect(rows[11].contains("12:00") && !rows[11].contains("PM"))
        #expect(rows[12].hasPrefix(" Sun 10:00  ") && rows[12].contains("wind 7 kn NW"))
    }

    @Test func kilometresAndMetresPerSecond() {
        let metric = lines(state(.metric, wind: nil, clock: nil))
        #expect(metric[2].contains("Wind     20 km/h NW ↘") && metric[3].contains("Gusts    35 km/h"))
        #expect(metric[0].contains("Sun 10:10 EST") && metric[5].contains("06:49 / 16:32"))
        #expect(metric[12].contains("wind 13 km/h NW"))
        let metres = lines(state(wind: .ms, clock: .twelve))
        #expect(metres[2].contains("Wind     6 m/s NW ↘") && metres[3].contains("Gusts    10 m/s"))
        #expect(metres[0].contains("Sun 10:10 AM EST") && metres[5].contains("6:49 AM / 4:32 PM"))
        #expect(metres[12].hasPrefix(" Sun 10 AM  ") && metres[12].contains("wind 4 m/s NW"))
    }
}
