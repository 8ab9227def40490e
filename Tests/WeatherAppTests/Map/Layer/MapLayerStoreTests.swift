import Foundation
import Lasso
import LassoTesting
import Testing
import WeatherCore

@testable import WeatherApp

/// The layer's state and fetch policy: `l` and the saved choice, the 300 ms settle, the fetched area and the
/// cache, one request in flight, failures, and turning it off.
@MainActor
@Suite(.serialEffects)
struct MapLayerStoreTests {
    typealias F = MapFixtures
    typealias L = MapLayerFixtures
    let time = TestTime(start: MapFixtures.date)
    let calls = ParkedCalls<LayerGridRequest, LayerGrid>()

    /// From any layer to none: two presses from temperature, which also cancels the minute tick.
    private func turnOff(_ store: TestStore<MapScreen>) {
        store.send(.layer(.didCycle)) { $0.layer.kind = .precipitation }
        store.send(.layer(.didCycle)) {
            $0.layer.kind = .none
            $0.layer.grid = nil
            $0.layer.loadingArea = nil
            $0.layer.problem = nil
        }
    }

    /// The grid's half of the cycle, from the radar (which has its own tests): radar → temperature → precipitation
    /// → none.
    @Test func lCyclesRadarTemperaturePrecipitationNoneAndSavesEachChoice() async {
        let saved = L.Saved()
        let state = L.state(.radar)
        let request = L.request(state)
        let store = TestStore<MapScreen>(initialState: state, reducer: L.reducer(calls, time: time, saved: saved))
        // Turning it on asks at once: nothing is moving.
        store.send(.layer(.didCycle)) {
            $0.layer.kind = .temperature
            $0.layer.now = time.now
            $0.layer.loadingArea = request.area
        }
        await calls.waitForCalls(1)
        let grid = L.grid(request, at: time.now)
        await calls.resume(request, returning: grid)
        await store.receive(.layer(.didLoad(grid))) {
            $0.layer.loadingArea = nil
            $0.layer.grid = grid
            $0.layer.cache = [grid]
        }
        // Precipitation comes from the same grid: nothing is asked.
        store.send(.layer(.didCycle)) { $0.layer.kind = .precipitation }
        store.send(.layer(.didCycle)) {
            $0.layer.kind = .none
            $0.layer.grid = nil
        }
        await store.finish()
        #expect(await calls.calls == [request])
        #expect(saved.all == [.temperature, .precipitation, .none])
        // The request is the 8×6 grid over 1.5× the view, in the user's units.
        #expect(request.conditionsRequest.coordinates.count == 48 && request.units == .imperial)
    }

    @Test func theMapOpensWithTheSavedLayerAndAsksOnceLaidOut() async {
        var state = F.state(zoom: 4)
        state.layer = MapLayerState(kind: .temperature, units: .metric)
        let store = TestStore<MapScreen>(initialState: state, reducer: L.reducer(calls, time: time))
        var laidOut = state
        laidOut.viewSize = L.laidOut
        let request = L.request(laidOut)
        #expect(request.units == .metric)
        store.send(.view(.didResize(width: 80, height: 21))) {
            $0.viewSize = L.laidOut
            $0.layer.now = time.now
            $0.layer.loadingArea = request.area
        }
        await calls.waitForCalls(1)
        let grid = L.grid(request, at: time.now)
        await calls.resume(request, returning: grid)
        await store.receive(.layer(.didLoad(grid))) {
            $0.layer.loadingArea = nil
            $0.layer.grid = grid
            $0.layer.cache = [grid]
        }
        turnOff(store)
        await store.finish()
    }

    @Test func aPanInsideTheFetchedAreaAsksNothingAndOneOutsideAsksOnceTheViewHasSettled() async {
        let start = L.state(.temperature)
        let first = L.grid(L.request(start), at: time.now)
        let store = TestStore<MapScreen>(
            initialState: L.showing(first, start, now: time.now), reducer: L.reducer(calls, time: time))
        // A quarter of the view east: its east edge meets the fetched area's (1.5× the view).
        store.send(.view(.didPan(.right))) { $0.center.longitude = -97.5 }
        await time.advance(by: .seconds(1))
        #expect(await calls.calls.isEmpty)
        store.send(.view(.didPan(.right))) {  // beyond it
            $0.center.longitude = -95
            $0.layer.now = time.now
        }
        await time.advance(by: .milliseconds(299))
        #expect(await calls.calls.isEmpty)
        let request = L.request(store.state)
        await time.advance(by: .milliseconds(1))
        await store.receive(.layer(.didSettle)) {
            $0.layer.now = time.now
            $0.layer.loadingArea = request.area
        }
        await calls.waitForCalls(1)
        let second = L.grid(request, at: time.now)
        await calls.resume(request, returning: second)
        await store.receive(.layer(.didLoad(second))) {
            $0.layer.loadingArea = nil
            $0.layer.grid = second
            $0.layer.cache = [second, first]
        }
        turnOff(store)
        await store.finish()
        #expect(await calls.calls == [request])
    }

    @Test func rapidPansMakeOneRequestAfterTheLast() async {
        let start = L.state(.temperature)
        let first = L.grid(L.request(start), at: time.now)
        let store = TestStore<MapScreen>(
            initialState: L.showing(first, start, now: time.now), reducer: L.reducer(calls, time: time))
        store.send(.view(.didPan(.right))) { $0.center.longitude = -97.5 }
        store.send(.view(.didPan(.right))) { $0.center.longitude = -95 }
        await time.advance(by: .milliseconds(200))
        store.send(.view(.didPan(.right))) {
            $0.center.longitude = -92.5
            $0.layer.now = time.now
        }
        await time.advance(by: .milliseconds(200))
        store.send(.view(.didPan(.right))) {
            $0.center.longitude = -90
            $0.layer.now = time.now
        }
        await time.advance(by: .milliseconds(299))
        #expect(await calls.calls.isEmpty)
        let request = L.request(store.state)
        await time.advance(by: .milliseconds(1))
        await store.receive(.layer(.didSettle)) {
            $0.layer.now = time.now
            $0.layer.loadingArea = request.area
        }
        await calls.waitForCalls(1)
        turnOff(store)
        await store.finish()
        await calls.waitForCancellations(1)
        #expect(await calls.calls == [request])
    }

    @Test func aNewerRequestCancelsTheOneInFlightButOneThatServesTheViewIsLeftToFinish() async {
        let store = TestStore<MapScreen>(initialState: L.state(.temperature), reducer: L.reducer(calls, time: time))
        store.send(.view(.didPan(.right))) {  // no grid yet: any move waits to settle, then asks
            $0.center.longitude = -97.5
            $0.layer.now = time.now
        }
        await time.advance(by: .milliseconds(300))
        let older = L.request(store.state)
        await store.receive(.layer(.didSettle)) {
            $0.layer.now = time.now
            $0.layer.loadingArea = older.area
        }
        await calls.waitForCalls(1)
        // A pan within the area being fetched: when the view settles, the request in flight will do.
        store.send(.view(.didPan(.right))) { $0.center.longitude = -95 }
        await time.advance(by: .milliseconds(300))
        await store.receive(.layer(.didSettle)) { $0.layer.now = time.now }
        // Two more: beyond it, so a newer request replaces the older.
        store.send(.view(.didPan(.right))) {
            $0.center.longitude = -92.5
            $0.layer.now = time.now
        }
        store.send(.view(.didPan(.right))) { $0.center.longitude = -90 }
        await time.advance(by: .milliseconds(300))
        let newer = L.request(store.state)
        await store.receive(.layer(.didSettle)) {
            $0.layer.now = time.now
            $0.layer.loadingArea = newer.area
        }
        await calls.waitForCalls(2)
        await calls.waitForCancellations(1)
        #expect(await calls.cancelled == [older])
        let grid = L.grid(newer, at: time.now)
        await calls.resume(newer, returning: grid)
        await store.receive(.layer(.didLoad(grid))) {
            $0.layer.loadingArea = nil
            $0.layer.grid = grid
            $0.layer.cache = [grid]
        }
        turnOff(store)
        await store.finish()
    }

    @Test func returningToAnAreaWithinTenMinutesUsesTheCachedGrid() async {
        let start = L.state(.temperature)
        let first = L.grid(L.request(start), at: time.now)
        let store = TestStore<MapScreen>(
            initialState: L.showing(first, start, now: time.now), reducer: L.reducer(calls, time: time))
        store.send(.view(.didPan(.right))) { $0.center.longitude = -97.5 }
        store.send(.view(.didPan(.right))) { $0.center.longitude = -95 }
        await time.advance(by: .milliseconds(300))
        let request = L.request(store.state)
        await store.receive(.layer(.didSettle)) {
            $0.layer.now = time.now
            $0.layer.loadingArea = request.area
        }
        let second = L.grid(request, at: time.now)
        await calls.resume(request, returning: second)
        await store.receive(.layer(.didLoad(second))) {
            $0.layer.loadingArea = nil
            $0.layer.grid = second
            $0.layer.cache = [second, first]
        }
        await time.advance(by: .seconds(299))
        store.send(.view(.didPan(.left))) {  // still inside the second grid's area
            $0.center.longitude = -97.5
            $0.layer.now = time.now
        }
        store.send(.view(.didPan(.left))) {  // back where the first was fetched, 5 minutes ago: drawn from the cache
            $0.center.longitude = -100
            $0.layer.grid = first
        }
        await time.advance(by: .seconds(1))
        #expect(await calls.calls == [request])
        turnOff(store)
        await store.finish()
    }

    @Test func aGridOlderThanTenMinutesIsAskedAgain() async {
        let start = L.state(.temperature)
        let first = L.grid(L.request(start), at: time.now)
        let store = TestStore<MapScreen>(
            initialState: L.showing(first, start, now: time.now), reducer: L.reducer(calls, time: time))
        await time.advance(by: .seconds(600))
        store.send(.view(.didPan(.right))) {
            $0.center.longitude = -97.5
            $0.layer.now = time.now
        }
        store.send(.view(.didPan(.left))) { $0.center.longitude = -100 }
        await time.advance(by: .milliseconds(300))
        let request = L.request(store.state)
        #expect(request.area == first.area)
        await store.receive(.layer(.didSettle)) {
            $0.layer.now = time.now
            $0.layer.loadingArea = request.area
        }
        await calls.waitForCalls(1)
        turnOff(store)
        await store.finish()
    }

    @Test func oneZoomStepInKeepsTheGridTwoMakeItTooCoarseAndZoomingOutLeavesIt() async {
        let start = L.state(.temperature)
        let first = L.grid(L.request(start), at: time.now)
        let store = TestStore<MapScreen>(
            initialState: L.showing(first, start, now: time.now), reducer: L.reducer(calls, time: time))
        // At zoom 4 the view spans 4.7 grid spacings; at 5, 2.3: still fine enough.
        store.send(.view(.didZoom(.in))) { $0.zoom = 5 }
        await time.advance(by: .seconds(1))
        #expect(await calls.calls.isEmpty)
        // At 6, 1.2: too coarse.
        store.send(.view(.didZoom(.in))) {
            $0.zoom = 6
            $0.layer.now = time.now
        }
        await time.advance(by: .milliseconds(300))
        let closer = L.request(store.state)
        await store.receive(.layer(.didSettle)) {
            $0.layer.now = time.now
            $0.layer.loadingArea = closer.area
        }
        await calls.waitForCalls(1)
        let fine = L.grid(closer, at: time.now)
        await calls.resume(closer, returning: fine)
        await store.receive(.layer(.didLoad(fine))) {
            $0.layer.loadingArea = nil
            $0.layer.grid = fine
            $0.layer.cache = [fine, first]
        }
        // Back out a step: the first grid serves again, from the cache; and at the zoom it was fetched at.
        store.send(.view(.didZoom(.out))) {
            $0.zoom = 5
            $0.layer.grid = first
        }
        store.send(.view(.didZoom(.out))) { $0.zoom = 4 }
        // One more: the view is bigger than any area fetched.
        store.send(.view(.didZoom(.out))) { $0.zoom = 3 }
        await time.advance(by: .milliseconds(300))
        let wider = L.request(store.state)
        await store.receive(.layer(.didSettle)) {
            $0.layer.now = time.now
            $0.layer.loadingArea = wider.area
        }
        await calls.waitForCalls(2)
        #expect(await calls.calls == [closer, wider])
        turnOff(store)
        await store.finish()
    }

    @Test func aFailureSaysWhyAndTheMapStaysUsable() async {
        let store = TestStore<MapScreen>(initialState: L.state(.radar), reducer: L.reducer(calls, time: time))
        let request = L.request(store.state)
        store.send(.layer(.didCycle)) {
            $0.layer.kind = .temperature
            $0.layer.now = time.now
            $0.layer.loadingArea = request.area
        }
        await calls.resume(request, throwing: WeatherError.http(status: 500, reason: "boom"))
        await store.receive(.layer(.didFail("HTTP 500"))) {
            $0.layer.loadingArea = nil
            $0.layer.problem = "HTTP 500"
        }
        store.send(.view(.didPan(.right))) { $0.center.longitude = -97.5 }
        store.send(.view(.didZoom(.in))) { $0.zoom = 5 }
        turnOff(store)
        await store.finish()
    }

    @Test func turningTheLayerOffCancelsTheRequestAndTheTimers() async {
        let store = TestStore<MapScreen>(initialState: L.state(.radar), reducer: L.reducer(calls, time: time))
        let request = L.request(store.state)
        store.send(.layer(.didCycle)) {
            $0.layer.kind = .temperature
            $0.layer.now = time.now
            $0.layer.loadingArea = request.area
        }
        await calls.waitForCalls(1)
        store.send(.view(.didPan(.right))) { $0.center.longitude = -97.5 }  // the settle timer runs
        turnOff(store)
        await calls.waitForCancellations(1)
        await time.advance(by: .seconds(120))  // no settle, no tick
        await store.finish()
        #expect(await calls.calls == [request])
    }

    @Test func theMinuteTickMovesTheLegendsAge() async {
        let store = TestStore<MapScreen>(initialState: L.state(.radar), reducer: L.reducer(calls, time: time))
        let request = L.request(store.state)
        store.send(.layer(.didCycle)) {
            $0.layer.kind = .temperature
            $0.layer.now = time.now
            $0.layer.loadingArea = request.area
        }
        let grid = L.grid(request, at: time.now)
        await calls.resume(request, returning: grid)
        await store.receive(.layer(.didLoad(grid))) {
            $0.layer.loadingArea = nil
            $0.layer.grid = grid
            $0.layer.cache = [grid]
        }
        await time.advance(by: .seconds(60))
        await store.receive(.layer(.didTick)) { $0.layer.now = time.now }
        turnOff(store)
        await store.finish()
    }

    /// The settings come with each appearance: a clock chosen on a Detail meanwhile applies, and units switched
    /// there ask the grid again in them (the old one drawn meanwhile).
    @Test func theClockAndUnitsSavedWhileCoveredApplyOnAppear() async {
        let store = TestStore<MapScreen>(initialState: L.state(.radar), reducer: L.reducer(calls, time: time))
        let request = L.request(store.state)
        store.send(.layer(.didCycle)) {
            $0.layer.kind = .temperature
            $0.layer.now = time.now
            $0.layer.loadingArea = request.area
        }
        let grid = L.grid(request, at: time.now)
        await calls.resume(request, returning: grid)
        await store.receive(.layer(.didLoad(grid))) {
            $0.layer.loadingArea = nil
            $0.layer.grid = grid
            $0.layer.cache = [grid]
        }
        store.send(.layer(.didAppear(Settings(clock: .twentyFour)))) { $0.clock = .twentyFour }
        var metric = store.state
        metric.layer.units = .metric
        let metricRequest = L.request(metric)
        store.send(.layer(.didAppear(Settings(units: .metric)))) {
            $0.layer.units = .metric
            $0.layer.loadingArea = metricRequest.area
        }
        await calls.waitForCalls(2)
        let metricGrid = L.grid(metricRequest, at: time.now)
        await calls.resume(metricRequest, returning: metricGrid)
        await store.receive(.layer(.didLoad(metricGrid))) {
            $0.layer.loadingArea = nil
            $0.layer.grid = metricGrid
            $0.layer.cache = [metricGrid, grid]
        }
        turnOff(store)
        await store.finish()
    }

    @Test func withoutALayerSourceTheKeyDoesNothing() async {
        let store = TestStore<MapScreen>(initialState: L.state(), reducer: F.withoutLayer(towns: { _, _ in [] }))
        store.send(.layer(.didCycle))
        store.send(.view(.didPan(.right))) { $0.center.longitude = -97.5 }
        await store.finish()
    }
}
