import Foundation
import Lasso
import LassoTesting
import Synchronization
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// NEXRAD is the US's: for a place abroad the radar asks the IEM nothing, even where the view reaches a composite
/// (Vancouver looks over Washington), and the layer row says "Radar: US only".
@MainActor
@Suite(.serialEffects)
struct MapRadarAbroadTests {
    typealias L = MapLayerFixtures
    let time = TestTime(start: MapFixtures.date)
    /// Requests to the radar and its forecast.
    final class Asked: Sendable {
        let count = Mutex(0)
    }
    let asked = Asked()

    static let vancouver = Place(
        zip: "", city: "Vancouver", state: "", latitude: 49.25, longitude: -123.12, country: "CA", geonameID: 6_173_331)

    private func state() -> MapScreen.State {
        var state = MapScreen.State(focus: Self.vancouver)
        state.viewSize = L.laidOut
        return state
    }

    private func reducer() -> MapStore {
        let radar = RadarClient(source: .iem) { [asked] request throws(WeatherError) in
            asked.count.withLock { $0 += 1 }
            return RadarStoreTests.frame(request)
        }
        let forecast = RadarForecastClient { [asked] _ throws(WeatherError) in
            asked.count.withLock { $0 += 1 }
            return []
        }
        return MapStore(
            towns: { _, _ in [] }, mapLayer: L.client(ParkedCalls()), radar: radar, radarForecast: forecast,
            clock: time.appClock, settings: .inMemory(), alerts: nil)
    }

    @Test func aPlaceAbroadAsksNoRadarWhereTheViewReachesTheUS() async {
        let state = state()
        #expect(RadarSource.iem.covers(state.viewport.bounds), "the view reaches the contiguous US composite")
        let store = TestStore<MapScreen>(initialState: state, reducer: reducer())
        _ = RadarStoreTests.pressRadarOn(store, now: time.now, asked: false)
        await time.advance(by: .milliseconds(1500))
        await store.receive(.layer(.radar(.didAdvance))) {
            $0.radar.position = 0
            $0.layer.now = time.now
        }
        store.send(.layer(.didDisappear)) { $0.radar.isCovered = true }
        await store.finish()
        #expect(asked.count.withLock { $0 } == 0)
    }

    @Test func theLayerRowSaysUSOnly() {
        var abroad = state()
        abroad.layer = MapLayerState(kind: .radar, units: .metric)
        let lines = MapFixtures.render(abroad, width: 80, height: 24).buffer.lines()
        #expect(lines.contains { $0.hasPrefix("Radar: US only") })
        var home = abroad
        home.focus = MapFixtures.testville
        let homeLines = MapFixtures.render(home, width: 80, height: 24).buffer.lines()
        #expect(!homeLines.contains { $0.contains("US only") && $0.hasPrefix("Radar:") })
    }
}
