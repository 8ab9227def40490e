import Foundation
import Lasso
import LassoTesting
import Testing
import WeatherCore

@testable import WeatherApp

/// Each screen's Output and the push it causes, with the flow on a bare stack.
@MainActor
@Suite(.serialEffects)
struct WeatherFlowOutputTests {
    @Test func launchPutsHomeAloneAtTheRoot() {
        let stack = FlowFixtures.launchFlow()
        assertStack(stack, [HomeScreen.self])
        #expect(stack.pop() == false)
        assertStack(stack, [HomeScreen.self])
    }

    @Test func aZipTypedOnHomeOpensItsDetailWithTheForecastHomeLoaded() async {
        let stack = FlowFixtures.launchFlow(FlowFixtures.environment(forecasts: .mock(FlowFixtures.snapshot(55))))
        let home = stack.topStore(HomeScreen.self)
        for ch in "10001" { home?.send(.prompt(.didEdit(.char(ch)))) }
        home?.send(.prompt(.didSubmit))
        #expect(home?.state.loading?.place == FlowFixtures.newYork)
        assertStack(stack, [HomeScreen.self])  // nothing is pushed until the forecast is in hand

        await stack.waitUntil("Detail is pushed") { $0.screens.count == 2 }
        assertStack(stack, [HomeScreen.self, DetailScreen.self])
        let detail = stack.topStore(DetailScreen.self)
        #expect(detail?.state.place == FlowFixtures.newYork)
        #expect(detail?.state.snapshot == FlowFixtures.snapshot(55))
        // Home's forecast is reused: Detail starts no request of its own.
        #expect(detail?.state.status == .idle)
        #expect(detail?.isEffectRunning(id: DetailStore.CancelID.load) == false)
    }

    @Test func homesChosenPlaceOutputPushesThatPlacesDetail() {
        let stack = FlowFixtures.launchFlow()
        stack.topStore(HomeScreen.self)?.dispatchOutput(
            .didChoosePlace(FlowFixtures.portland, FlowFixtures.snapshot(48)))
        assertStack(stack, [HomeScreen.self, DetailScreen.self])
        #expect(stack.topStore(DetailScreen.self)?.state.place == FlowFixtures.portland)
        #expect(stack.topStore(DetailScreen.self)?.state.snapshot?.forecast.current?.temperature == 48)
    }

    @Test func detailsMapRequestPushesTheMapOnThatPlace() {
        let recents = [FlowFixtures.recent(FlowFixtures.portland)]
        let stack = FlowFixtures.launchFlow(FlowFixtures.environment(recents: recents))
        stack.topStore(HomeScreen.self)?.dispatchOutput(.didChoosePlace(FlowFixtures.newYork, FlowFixtures.snapshot()))
        stack.topStore(DetailScreen.self)?.send(.didPressMap)
        assertStack(stack, [HomeScreen.self, DetailScreen.self, MapScreen.self])
        let map = stack.topStore(MapScreen.self)
        #expect(map?.state.focus == FlowFixtures.newYork)
        #expect(map?.state.marks.map(\.place) == [FlowFixtures.newYork, FlowFixtures.portland])
    }

    @Test func detailsMapOutputDispatchedDirectlyPushesTheMap() {
        let stack = FlowFixtures.launchFlow()
        stack.topStore(HomeScreen.self)?.dispatchOutput(.didChoosePlace(FlowFixtures.newYork, FlowFixtures.snapshot()))
        stack.topStore(DetailScreen.self)?.dispatchOutput(.didRequestMap(FlowFixtures.portland, []))
        assertStack(stack, [HomeScreen.self, DetailScreen.self, MapScreen.self])
        #expect(stack.topStore(MapScreen.self)?.state.focus == FlowFixtures.portland)
    }

    @Test func aPlaceSelectedOnTheMapPushesItsDetailWhichLoadsIt() async {
        let calls = ParkedCalls<String, ForecastSnapshot>()
        let recents = [FlowFixtures.recent(FlowFixtures.portland)]
        let stack = FlowFixtures.launchFlow(
            FlowFixtures.environment(forecasts: FlowFixtures.parked(calls), recents: recents))
        stack.topStore(HomeScreen.self)?.dispatchOutput(.didChoosePlace(FlowFixtures.newYork, FlowFixtures.snapshot()))
        stack.topStore(DetailScreen.self)?.send(.didPressMap)
        let map = stack.topStore(MapScreen.self)
        map?.send(.view(.didCycleSelection(forward: true)))
        map?.send(.view(.didConfirmSelection))

        assertStack(stack, [HomeScreen.self, DetailScreen.self, MapScreen.self, DetailScreen.self])
        let detail = stack.topStore(DetailScreen.self)
        #expect(detail?.state.place == FlowFixtures.portland)
        #expect(detail?.state.status == .loading)
        await calls.waitForCalls(1)
        #expect(await calls.calls == ["97201"])
        await calls.resume("97201", returning: FlowFixtures.snapshot(50))
        await detail?.waitUntil("the forecast arrives") { $0.status == .idle }
        #expect(detail?.state.snapshot?.forecast.current?.temperature == 50)
    }

    @Test func mapsSelectedPlaceOutputPushesItsDetailOrGoesBackToTheSamePlace() {
        let stack = FlowFixtures.launchFlow()
        stack.topStore(HomeScreen.self)?.dispatchOutput(.didChoosePlace(FlowFixtures.newYork, FlowFixtures.snapshot()))
        stack.topStore(DetailScreen.self)?.send(.didPressMap)
        stack.topStore(MapScreen.self)?.dispatchOutput(.didSelectPlace(FlowFixtures.portland))
        assertStack(stack, [HomeScreen.self, DetailScreen.self, MapScreen.self, DetailScreen.self])
        #expect(stack.topStore(DetailScreen.self)?.state.place == FlowFixtures.portland)
        // Choosing the place whose Detail is right beneath the Map goes back to it instead of stacking a copy.
        stack.topStore(DetailScreen.self)?.send(.didPressMap)
        stack.topStore(MapScreen.self)?.dispatchOutput(.didSelectPlace(FlowFixtures.portland))
        assertStack(stack, [HomeScreen.self, DetailScreen.self, MapScreen.self, DetailScreen.self])
    }

    /// Map › Enter › m › Enter … for places already open never grows the stack: a Detail for the place anywhere
    /// below the Map is gone back to (the very same screen), popping what lies above it.
    @Test func mapsSelectedPlaceOpenFurtherDownGoesBackToItsDetail() {
        let stack = FlowFixtures.launchFlow()
        stack.topStore(HomeScreen.self)?.dispatchOutput(.didChoosePlace(FlowFixtures.newYork, FlowFixtures.snapshot()))
        let first = stack.screens[1] as AnyObject
        stack.topStore(DetailScreen.self)?.send(.didPressMap)
        stack.topStore(MapScreen.self)?.dispatchOutput(.didSelectPlace(FlowFixtures.portland))
        stack.topStore(DetailScreen.self)?.send(.didPressMap)
        assertStack(stack, [HomeScreen.self, DetailScreen.self, MapScreen.self, DetailScreen.self, MapScreen.self])
        stack.topStore(MapScreen.self)?.dispatchOutput(.didSelectPlace(FlowFixtures.newYork))
        assertStack(stack, [HomeScreen.self, DetailScreen.self])
        #expect(stack.top as AnyObject === first)
        #expect(stack.topStore(DetailScreen.self)?.state.place == FlowFixtures.newYork)
    }

    /// The same through the keys: Tab to the other marked place and Enter, `m`, Tab back and Enter.
    @Test func mapEnterThroughTheKeysGoesBackToTheDetailBelow() {
        let environment = FlowFixtures.environment(
            recents: [FlowFixtures.recent(FlowFixtures.newYork), FlowFixtures.recent(FlowFixtures.portland)])
        let (shell, app) = FlowFixtures.shellOnMap(environment)
        app.press(.tab)
        app.press(.enter)
        #expect(FlowFixtures.titleLine(app).hasSuffix("New York, NY › Map › Portland, OR"))
        app.press(.char("m"))
        #expect(shell.stack.screens.count == 5)
        app.press(.tab)
        #expect(shell.stack.topStore(MapScreen.self)?.state.selectedMark?.place == FlowFixtures.newYork)
        app.press(.enter)
        #expect(shell.stack.screens.count == 2)
        #expect(shell.stack.topStore(DetailScreen.self)?.state.place == FlowFixtures.newYork)
        #expect(FlowFixtures.titleLine(app).hasSuffix("Weather › New York, NY"))
    }

    @Test func aDetailOpenedFromTheMapShowsACachedForecastAtOnce() {
        let cached = FlowFixtures.snapshot(33)
        let forecasts = ForecastService(
            load: { _, _, _, _ in cached }, cached: { place, _ in place.zip == "97201" ? cached : nil })
        let stack = FlowFixtures.launchFlow(FlowFixtures.environment(forecasts: forecasts))
        stack.topStore(HomeScreen.self)?.dispatchOutput(.didChoosePlace(FlowFixtures.newYork, FlowFixtures.snapshot()))
        stack.topStore(DetailScreen.self)?.dispatchOutput(.didRequestMap(FlowFixtures.newYork, []))
        stack.topStore(MapScreen.self)?.dispatchOutput(.didSelectPlace(FlowFixtures.portland))
        let detail = stack.topStore(DetailScreen.self)
        #expect(detail?.state.snapshot == cached)
        // Fresh (fetched "now"), so no request is made for it.
        #expect(detail?.state.status == .idle)
    }
}
