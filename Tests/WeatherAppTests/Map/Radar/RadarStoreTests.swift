import Foundation
import Lasso
import LassoTesting
import Testing
import WeatherCore

@testable import WeatherApp

/// The radar loop's policy under the test clock: the last hour asked at once and in parallel, the loop's timing
/// (a longer hold on the newest), pause and step, a pan inside the fetched box asking nothing, a pan outside it
/// asking after the view settles and cancelling what was coming, the newest mosaic added every 5 minutes, and
/// nothing running while the Map is covered.
@MainActor
@Suite(.serialEffects)
struct RadarStoreTests {
    typealias L = MapLayerFixtures
    let time = TestTime(start: MapFixtures.date)
    let grids = ParkedCalls<LayerGridRequest, LayerGrid>()
    let frames = ParkedCalls<RadarRequest, RadarFrame>()

    func reducer() -> MapStore {
        let frames = frames
        let radar = RadarClient(source: .iem) { request throws(WeatherError) in
            do {
                return try await frames.call(request)
            } catch let error as WeatherError {
                throw error
            } catch {
                throw .cancelled
            }
        }
        return MapStore(
            towns: { _, _ in [] }, mapLayer: L.client(grids), radar: radar, radarForecast: nil, clock: time.appClock,
            settings: .inMemory(), alerts: nil)
    }

    /// The frame a request gets: one echo of `dbz` in its middle row, a pixel further east every 5 minutes (weather
    /// moves: frames of different times that were the same picture would be a stale source).
    nonisolated static func frame(_ request: RadarRequest, dbz: Int8 = 40) -> RadarFrame {
        var pixels = [Int8](repeating: RadarImage.noEcho, count: request.width * request.height)
        let step = Int(request.time.timeIntervalSince1970 / 300) % max(1, request.width / 2)
        pixels[request.height / 2 * request.width + request.width / 4 + step] = dbz
        return RadarFrame(
            time: request.time, area: request.area,
            image: RadarImage(width: request.width, height: request.height, pixels: pixels))
    }

    static func requests(_ view: RadarLoopState.View, _ times: [Date]) -> [RadarRequest] {
        times.map { RadarRequest(area: view.area, width: view.width, height: view.height, time: $0) }
    }

    /// `l` from none with the Map laid out: the radar on, its view and the loop's times set, the newest shown,
    /// and the frames `asked` (all seven unless the view is outside the US) pending.
    static func pressRadarOn(
        _ store: TestStore<MapScreen>, now: Date, asked: Bool = true, forecast: Bool = false
    ) -> (view: RadarLoopState.View, times: [Date]) {
        let view = MapStore.radarView(for: store.state)
        let times = RadarFrameTimes.iem.loop(now: now)
        store.send(.layer(.didCycle)) {
            $0.layer.kind = .radar
            $0.layer.now = now
            $0.radar.view = view
            $0.radar.times = times
            $0.radar.position = times.count - 1
            if asked { $0.radar.pending = Set(times) }
            if forecast { $0.radar.forecastPending = true }
        }
        return (view, times)
    }

    /// `l` from none with the Map laid out: the radar on, the seven frames asked, each answered in order.
    func turnOn(_ store: TestStore<MapScreen>) async -> (view: RadarLoopState.View, times: [Date]) {
        let (view, times) = Self.pressRadarOn(store, now: time.now)
        await frames.waitForCalls(7)
        #expect(Set(await frames.calls) == Set(Self.requests(view, times)))
        for request in Self.requests(view, times) {
            let frame = Self.frame(request)
            await frames.resume(request, returning: frame)
            await store.receive(.layer(.radar(.didLoadFrame(frame)))) {
                $0.radar.frames[request.time] = frame
                $0.radar.pending.remove(request.time)
                $0.radar.cache.insert(frame, at: 0)
            }
        }
        return (view, times)
    }

    @Test func theLastHourIsAskedAtOnceAndPlaysWithAHoldOnTheNewest() async {
        let store = TestStore<MapScreen>(initialState: L.state(), reducer: reducer())
        let (view, times) = await turnOn(store)
        #expect(view.width == 240 && view.height == 126)  // 1.5× the 80×21 view, at 2×4 dots a cell
        #expect(times.count == 7)
        // The newest frame holds 1.5 s, the others 0.5 s each.
        await time.advance(by: .milliseconds(1499))
        await time.advance(by: .milliseconds(1))
        await store.receive(.layer(.radar(.didAdvance))) {
            $0.radar.position = 0
            $0.layer.now = time.now
        }
        await time.advance(by: .milliseconds(500))
        await store.receive(.layer(.radar(.didAdvance))) {
            $0.radar.position = 1
            $0.layer.now = time.now
        }
        // Paused: the clock moves, the frame does not; [ and ] step (round the ends).
        store.send(.layer(.radar(.didTogglePlay))) { $0.radar.isPlaying = false }
        await time.advance(by: .seconds(5))
        store.send(.layer(.radar(.didStep(forward: false)))) { $0.radar.position = 0 }
        store.send(.layer(.radar(.didStep(forward: false)))) { $0.radar.position = 6 }
        store.send(.layer(.radar(.didStep(forward: true)))) { $0.radar.position = 0 }
        store.send(.layer(.radar(.didTogglePlay))) { $0.radar.isPlaying = true }
        await time.advance(by: .milliseconds(500))
        await store.receive(.layer(.radar(.didAdvance))) {
            $0.radar.position = 1
            $0.layer.now = time.now
        }
        // A whole loop round asks nothing more: every frame is kept.
        for position in [2, 3, 4, 5, 6] {
            await time.advance(by: .milliseconds(500))
            await store.receive(.layer(.radar(.didAdvance))) {
                $0.radar.position = position
                $0.layer.now = time.now
            }
        }
        await time.advance(by: .milliseconds(1500))
        await store.receive(.layer(.radar(.didAdvance))) {
            $0.radar.position = 0
            $0.layer.now = time.now
        }
        #expect(await frames.calls.count == 7)
        store.send(.layer(.didDisappear)) {
            $0.radar.isCovered = true
        }
        await store.finish()
    }

    @Test func aPanInsideAsksNothingAndOneOutsideAsksOnceSettledCancellingTheRest() async {
        var state = L.state()
        state.radar.isPlaying = false
        let store = TestStore<MapScreen>(initialState: state, reducer: reducer())
        let (view, times) = Self.pressRadarOn(store, now: time.now)
        await frames.waitForCalls(7)
        // One step: still inside the fetched box, nothing asked even once settled.
        store.send(.view(.didPan(.right))) { $0.center.longitude = -97.5 }
        await time.advance(by: .seconds(1))
        #expect(await frames.calls.count == 7)
        // Two more leave it: after 300 ms still, the new view's frames, and the old ones' requests are cancelled.
        store.send(.view(.didPan(.right))) { $0.center.longitude = -95 }
        store.send(.view(.didPan(.right))) { $0.center.longitude = -92.5 }
        await time.advance(by: .milliseconds(299))
        #expect(await frames.calls.count == 7)
        await time.advance(by: .milliseconds(1))
        var moved = store.state
        moved.center.longitude = -92.5
        let newView = MapStore.radarView(for: moved)
        #expect(newView != view)
        await store.receive(.layer(.didSettle)) {
            $0.layer.now = time.now
            $0.radar.view = newView
            $0.radar.pending = Set(times)
        }
        await frames.waitForCancellations(7)
        await frames.waitForCalls(14)
        #expect(Array(await frames.calls.suffix(7)).map(\.area) == Array(repeating: newView.area, count: 7))
        store.send(.layer(.didDisappear)) {
            $0.radar.isCovered = true
            $0.radar.pending = []
        }
        await frames.waitForCancellations(14)
        await store.finish()
    }

    @Test func theNewestMosaicIsAddedEveryFiveMinutesAndNothingRunsWhileCovered() async {
        var state = L.state()
        state.radar.isPlaying = false
        let store = TestStore<MapScreen>(initialState: state, reducer: reducer())
        let (view, times) = await turnOn(store)
        await time.advance(by: .seconds(300))
        let later = RadarFrameTimes.iem.loop(now: time.now)
        #expect(Set(later).subtracting(times).count == 1)  // only the new mosaic is missing
        let newest = Self.requests(view, [later.last!])[0]
        await store.receive(.layer(.radar(.didRefresh))) {
            $0.layer.now = time.now
            $0.radar.times = later
            $0.radar.position = 6
            $0.radar.frames[times[0]] = nil
            $0.radar.pending = [newest.time]
        }
        await frames.waitForCalls(8)
        #expect(await frames.calls.last == newest)
        let frame = Self.frame(newest, dbz: 55)
        await frames.resume(newest, returning: frame)
        await store.receive(.layer(.radar(.didLoadFrame(frame)))) {
            $0.radar.frames[newest.time] = frame
            $0.radar.pending = []
            $0.radar.cache.insert(frame, at: 0)
        }
        // Covered by Detail: no refresh, no loop, nothing asked, however long.
        store.send(.layer(.didDisappear)) { $0.radar.isCovered = true }
        await time.advance(by: .seconds(900))
        #expect(await frames.calls.count == 8)
        // Uncovered: the missing mosaics are asked (from the cache where it has them) and the timers run again.
        let uncovered = RadarFrameTimes.iem.loop(now: time.now)
        let missing = uncovered.filter { !later.contains($0) }
        store.send(.layer(.didAppear(Settings()))) {
            $0.radar.isCovered = false
            $0.layer.now = time.now
            $0.radar.times = uncovered
            $0.radar.position = 6
            $0.radar.frames = $0.radar.frames.filter { uncovered.contains($0.key) }
            $0.radar.pending = Set(missing)
        }
        await frames.waitForCalls(8 + missing.count)
        store.send(.layer(.didDisappear)) {
            $0.radar.isCovered = true
            $0.radar.pending = []
        }
        await store.finish()
    }

    @Test func aPanJustBeforeTheMapIsCoveredAsksNothingBehindIt() async {
        var state = L.state()
        state.radar.isPlaying = false
        let store = TestStore<MapScreen>(initialState: state, reducer: reducer())
        _ = await turnOn(store)
        store.send(.view(.didPan(.right))) { $0.center.longitude = -97.5 }
        store.send(.view(.didPan(.right))) { $0.center.longitude = -95 }
        store.send(.view(.didPan(.right))) { $0.center.longitude = -92.5 }  // outside: the settle timer runs
        store.send(.layer(.didDisappear)) { $0.radar.isCovered = true }
        await time.advance(by: .seconds(1))
        #expect(await frames.calls.count == 7)
        await store.finish()
    }

    @Test func outsideTheUSCompositeNothingIsAsked() async {
        var state = L.state()
        state.center = GeoPoint(longitude: 10, latitude: 50)  // central Europe
        let store = TestStore<MapScreen>(initialState: state, reducer: reducer())
        _ = Self.pressRadarOn(store, now: time.now, asked: false)
        await time.advance(by: .milliseconds(1500))
        await store.receive(.layer(.radar(.didAdvance))) {
            $0.radar.position = 0
            $0.layer.now = time.now
        }
        store.send(.layer(.didDisappear)) { $0.radar.isCovered = true }
        await store.finish()
        #expect(await frames.calls.isEmpty)
    }
}

/// The loop continues after the newest radar frame with the forecast's next two hours.
@MainActor
@Suite(.serialEffects)
struct RadarForecastLoopTests {
    typealias L = MapLayerFixtures
    let time = TestTime(start: MapFixtures.date)

    @Test func afterTheNewestFrameTheForecastPlaysThenTheLoopStartsOver() async {
        let forecasts = ParkedCalls<RadarForecastRequest, [RadarFrame]>()
        let radar = RadarClient(source: .iem) { request throws(WeatherError) in RadarStoreTests.frame(request) }
        let forecast = RadarForecastClient { request throws(WeatherError) in
            do {
                return try await forecasts.call(request)
            } catch {
                throw .cancelled
            }
        }
        let reducer = MapStore(
            towns: { _, _ in [] }, mapLayer: .failing, radar: radar, radarForecast: forecast, clock: time.appClock,
            settings: .inMemory(), alerts: nil)
        let store = TestStore<MapScreen>(initialState: L.state(), reducer: reducer)
        let (view, times) = RadarStoreTests.pressRadarOn(store, now: time.now, forecast: true)
        for request in RadarStoreTests.requests(view, times) {
            let frame = RadarStoreTests.frame(request)
            await store.receive(.layer(.radar(.didLoadFrame(frame)))) {
                $0.radar.frames[request.time] = frame
                $0.radar.pending.remove(request.time)
                $0.radar.cache.insert(frame, at: 0)
            }
        }
        await forecasts.waitForCalls(1)
        let asked = RadarForecastRequest(area: view.area, width: 80, height: 60, after: times.last!)
        #expect(await forecasts.calls == [asked])
        let ahead = (1...8).map { step in
            RadarFrame(
                time: times.last!.addingTimeInterval(Double(step) * 900), area: view.area,
                image: RadarImage(width: 80, height: 60, pixels: Array(repeating: 30, count: 80 * 60)),
                source: .forecast)
        }
        await forecasts.resume(asked, returning: ahead)
        await store.receive(.layer(.radar(.didLoadForecast(ahead)))) {
            $0.radar.forecast = ahead
            $0.radar.forecastAnswer = .init(area: view.area, receivedAt: time.now, frames: ahead)
            $0.radar.forecastPending = false
        }
        #expect(store.state.radar.count == 15)
        // The newest radar frame holds, then the forecast's eight steps play, then the radar's hour again.
        await time.advance(by: .milliseconds(1500))
        await store.receive(.layer(.radar(.didAdvance))) {
            $0.radar.position = 7
            $0.layer.now = time.now
        }
        #expect(store.state.radar.isForecastShown && store.state.radar.shown == ahead[0])
        for position in 8...14 {
            await time.advance(by: .milliseconds(500))
            await store.receive(.layer(.radar(.didAdvance))) {
                $0.radar.position = position
                $0.layer.now = time.now
            }
        }
        await time.advance(by: .milliseconds(500))
        await store.receive(.layer(.radar(.didAdvance))) {
            $0.radar.position = 0
            $0.layer.now = time.now
        }
        #expect(!store.state.radar.isForecastShown)
        // The legend tells them apart: "forecast …" and hollow diamonds after a divider.
        var shown = store.state
        shown.radar.position = 9
        let legend = MapLayerRenderTests.render(shown, width: 100, height: 24).lines()[22]
        #expect(legend.contains("Radar · forecast "))
        #expect(legend.contains("·······") && legend.contains("┊ ◇◇◆◇◇◇◇◇"))
        #expect(legend.contains(" forecast"))
        store.send(.layer(.didDisappear)) { $0.radar.isCovered = true }
        await store.finish()
    }
}
