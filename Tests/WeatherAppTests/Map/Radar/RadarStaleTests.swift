import Foundation
import Lasso
import LassoTesting
import Testing
import WeatherCore

@testable import WeatherApp

/// A source answering every time with one picture: frames of different times with identical pixels that hold
/// echoes are not weather. The legend says "radar stale" with the newest frame that did differ, the repeated frames
/// are neither drawn nor played, and dry frames alike say nothing.
@MainActor
@Suite(.serialEffects)
struct RadarStaleTests {
    typealias L = MapLayerFixtures
    let time = TestTime(start: MapFixtures.date)

    /// A radar whose frames before `frozenFrom` move and from it on are all one picture (`echo` false: dry).
    func store(frozenFrom: Date, echo: Bool = true) -> TestStore<MapScreen> {
        let radar = RadarClient(source: .iem) { request throws(WeatherError) in
            guard request.time >= frozenFrom else { return RadarStoreTests.frame(request) }
            var pixels = [Int8](repeating: RadarImage.noEcho, count: request.width * request.height)
            if echo { pixels[0] = 50 }
            return RadarFrame(
                time: request.time, area: request.area,
                image: RadarImage(width: request.width, height: request.height, pixels: pixels))
        }
        let reducer = MapStore(
            towns: { _, _ in [] }, mapLayer: .failing, radar: radar, radarForecast: nil, clock: time.appClock,
            settings: .inMemory(), alerts: nil)
        return TestStore<MapScreen>(initialState: L.state(), reducer: reducer)
    }

    /// `l`, and the seven frames received in whatever order they come; the staleness after the last.
    func turnOn(_ store: TestStore<MapScreen>) async -> [Date] {
        let (_, times) = RadarStoreTests.pressRadarOn(store, now: time.now)
        store.exhaustivity = .off
        for _ in times {
            await store.receive(matching: {
                if case .layer(.radar(.didLoadFrame)) = $0 { return true }
                return false
            })
        }
        store.exhaustivity = .on
        #expect(store.state.radar.frames.count == 7 && store.state.radar.pending.isEmpty)
        return times
    }

    @Test func identicalFramesWithEchoesAreStaleSaidAndSkipped() async {
        let times = RadarFrameTimes.iem.loop(now: time.now)
        let store = store(frozenFrom: times[4])
        _ = await turnOn(store)
        #expect(store.state.radar.stale == RadarStaleness(times: Set(times[4...]), lastDifferent: times[3]))
        // The newest is stale: not drawn; the legend says so, with the newest frame that moved, and × for each.
        #expect(store.state.radar.shown == nil)
        let legend = MapLayerRenderTests.render(store.state, width: 100, height: 24).lines()[22]
        #expect(legend.contains("Radar · radar stale: newest different frame "))
        #expect(legend.contains("····××●"))
        // The loop plays the frames that moved and skips the repeated ones.
        for position in [0, 1, 2, 3, 0] {
            await time.advance(by: .milliseconds(position == 0 && store.state.radar.isAtNewest ? 1500 : 500))
            await store.receive(.layer(.radar(.didAdvance))) {
                $0.radar.position = position
                $0.layer.now = time.now
            }
        }
        store.send(.layer(.didDisappear)) { $0.radar.isCovered = true }
        await store.finish()
    }

    @Test func everyFrameTheSamePictureStopsTheLoop() async {
        let store = store(frozenFrom: .distantPast)
        let times = await turnOn(store)
        #expect(store.state.radar.stale == RadarStaleness(times: Set(times), lastDifferent: nil))
        let legend = MapLayerRenderTests.render(store.state, width: 100, height: 24).lines()[22]
        #expect(legend.contains("Radar · radar stale: every frame the same"))
        await time.advance(by: .milliseconds(1500))
        await store.receive(.layer(.radar(.didAdvance))) { $0.layer.now = time.now }  // it stays put
        store.send(.layer(.didDisappear)) { $0.radar.isCovered = true }
        await store.finish()
    }

    @Test func dryFramesAlikeAreNotStale() async {
        let store = store(frozenFrom: .distantPast, echo: false)
        _ = await turnOn(store)
        #expect(store.state.radar.stale == nil)
        let legend = MapLayerRenderTests.render(store.state, width: 100, height: 24).lines()[22]
        #expect(!legend.contains("stale") && legend.contains("······●"))
        store.send(.layer(.didDisappear)) { $0.radar.isCovered = true }
        await store.finish()
    }
}
