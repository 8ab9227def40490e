import Foundation
import Lasso
import LassoTesting
import Testing
import WeatherCore

@testable import WeatherApp

/// What the loop's forecast costs: one answer carries an hour more than the loop shows, so a view kept for an hour
/// asks it once (and again when the hour is up: the models run hourly), not with every new mosaic; a view the
/// answer was for, left by `l` and come back to, asks nothing.
@MainActor
@Suite(.serialEffects)
struct RadarForecastCallsTests {
    typealias L = MapLayerFixtures
    typealias R = RadarStoreTests
    let time = TestTime(start: MapFixtures.date)
    let grids = ParkedCalls<LayerGridRequest, LayerGrid>()
    let forecasts = ParkedCalls<RadarForecastRequest, [RadarFrame]>()

    func reducer() -> MapStore {
        let forecasts = forecasts
        let radar = RadarClient(source: .iem) { request throws(WeatherError) in R.frame(request) }
        let forecast = RadarForecastClient { request throws(WeatherError) in
            do {
                return try await forecasts.call(request)
            } catch {
                throw .cancelled
            }
        }
        return MapStore(
            towns: { _, _ in [] }, mapLayer: L.client(grids), radar: radar, radarForecast: forecast,
            clock: time.appClock, settings: .inMemory(), alerts: nil)
    }

    /// The service's answer at `now`: ``RadarForecast/stepsAsked`` quarters from the current one, those after
    /// `request.after`.
    static func answer(_ request: RadarForecastRequest, now: Date) -> [RadarFrame] {
        let quarter = (now.timeIntervalSince1970 / 900).rounded(.down) * 900
        return (0..<RadarForecast.stepsAsked).map { Date(timeIntervalSince1970: quarter + Double($0) * 900) }
            .filter { $0 > request.after }
            .map { time in
                RadarFrame(
                    time: time, area: request.area,
                    image: RadarImage(
                        width: request.width, height: request.height,
                        pixels: Array(repeating: 30, count: request.width * request.height)),
                    source: .forecast)
            }
    }

    /// The radar turned on, paused (a playing loop asks nothing more: it only shows what is held), its hour of
    /// frames answered and the forecast's answer held.
    func turnOn(_ store: TestStore<MapScreen>) async -> (view: RadarLoopState.View, answer: [RadarFrame]) {
        let (view, times) = R.pressRadarOn(store, now: time.now, forecast: true)
        for request in R.requests(view, times) {
            let frame = R.frame(request)
            await store.receive(.layer(.radar(.didLoadFrame(frame)))) {
                $0.radar.frames[request.time] = frame
                $0.radar.pending.remove(request.time)
                $0.radar.cache.insert(frame, at: 0)
            }
        }
        await forecasts.waitForCalls(1)
        let asked = RadarForecastRequest(area: view.area, width: 80, height: 60, after: times.last!)
        #expect(await forecasts.calls == [asked])
        let answer = Self.answer(asked, now: time.now)
        #expect(answer.count >= RadarForecast.steps + 4)
        await forecasts.resume(asked, returning: answer)
        await store.receive(.layer(.radar(.didLoadForecast(answer)))) {
            $0.radar.forecastPending = false
            $0.radar.forecastAnswer = .init(area: view.area, receivedAt: time.now, frames: answer)
            $0.radar.forecast = Array(answer.prefix(RadarForecast.steps))
        }
        return (view, answer)
    }

    @Test func anHourAtOneViewAsksTheForecastOnceThenAgainWhenTheHourIsUp() async {
        var state = L.state()
        state.radar.isPlaying = false
        let store = TestStore<MapScreen>(initialState: state, reducer: reducer())
        let (view, answer) = await turnOn(store)
        let hourMinutes = Int(RadarForecast.lifetime / 60)
        for minute in stride(from: 5, through: hourMinutes, by: 5) {
            await time.advance(by: .seconds(300))
            let loop = RadarFrameTimes.iem.loop(now: time.now)
            let newest = R.requests(view, [loop.last!])[0]
            let asks = minute == hourMinutes
            await store.receive(.layer(.radar(.didRefresh))) {
                $0.layer.now = time.now
                $0.radar.times = loop
                $0.radar.frames = $0.radar.frames.filter { loop.contains($0.key) }
                $0.radar.pending = [newest.time]
                // The loop moves on through the answer held: the eight steps after the newest mosaic.
                $0.radar.forecast = Array(answer.filter { $0.time > loop.last! }.prefix(RadarForecast.steps))
                if asks { $0.radar.forecastPending = true }
            }
            let frame = R.frame(newest)
            await store.receive(.layer(.radar(.didLoadFrame(frame)))) {
                $0.radar.frames[newest.time] = frame
                $0.radar.pending = []
                $0.radar.cache.insert(frame, at: 0)
            }
            #expect(store.state.radar.forecast.count == RadarForecast.steps)
            #expect(await forecasts.calls.count == (asks ? 2 : 1), "at \(minute) min")
        }
        await forecasts.waitForCalls(2)
        store.send(.layer(.didDisappear)) {
            $0.radar.isCovered = true
            $0.radar.forecastPending = false
        }
        await forecasts.waitForCancellations(1)
        await store.finish()
    }

    @Test func comingBackToTheRadarAtTheSameViewAsksNoForecast() async {
        var state = L.state()
        state.radar.isPlaying = false
        let store = TestStore<MapScreen>(initialState: state, reducer: reducer())
        let (view, answer) = await turnOn(store)
        // radar → temperature (its grid asked) → precipitation → none → radar.
        let grid = L.request(store.state)
        store.send(.layer(.didCycle)) {
            $0.layer.kind = .temperature
            $0.radar.view = nil
            $0.radar.frames = [:]
            $0.layer.loadingArea = grid.area
        }
        await grids.waitForCalls(1)
        await grids.resume(grid, returning: L.grid(grid, at: time.now))
        await store.receive(.layer(.didLoad(L.grid(grid, at: time.now)))) {
            $0.layer.loadingArea = nil
            $0.layer.grid = L.grid(grid, at: time.now)
            $0.layer.cache = [L.grid(grid, at: time.now)]
        }
        store.send(.layer(.didCycle)) { $0.layer.kind = .precipitation }
        store.send(.layer(.didCycle)) {
            $0.layer.kind = .none
            $0.layer.grid = nil
        }
        let times = RadarFrameTimes.iem.loop(now: time.now)
        store.send(.layer(.didCycle)) {
            $0.layer.kind = .radar
            $0.layer.now = time.now
            $0.radar.view = view
            // The frames come from the cache, the forecast from the answer held: nothing is asked.
            $0.radar.frames = Dictionary(
                uniqueKeysWithValues: $0.radar.cache.filter { times.contains($0.time) }.map { ($0.time, $0) })
            $0.radar.forecast = Array(answer.prefix(RadarForecast.steps))
        }
        await time.advance(by: .seconds(1))
        #expect(await forecasts.calls.count == 1)
        store.send(.layer(.didDisappear)) { $0.radar.isCovered = true }
        await store.finish()
    }
}
