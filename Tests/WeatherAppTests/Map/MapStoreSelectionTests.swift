import CustomDump
import Lasso
import LassoTesting
import Testing
import WeatherCore

@testable import WeatherApp

/// The marked places: which are marked, cycling through them, recentring and opening one.
@MainActor
@Suite(.serialEffects)
struct MapStoreSelectionTests {
    typealias F = MapFixtures
    typealias Mark = MapScreen.Mark
    let reducer = F.withoutLayer()

    @Test func theFocusPlaceComesFirstThenRecentsWithCoordinatesEachOnce() {
        let state = MapScreen.State(focus: F.testville, recents: F.recents)
        expectNoDifference(
            state.marks,
            [
                Mark(place: F.testville, temperature: 72.4, units: .imperial, isFocus: true),  // its own recent entry
                Mark(place: F.otherton, temperature: 60, units: .imperial),
                Mark(place: F.farville),  // never fetched: no temperature
            ])  // the military ZIP has no coordinates
        #expect(state.selected == 0)
        #expect(state.center == F.testville.coordinate)
        #expect(state.zoom == MapZoom.defaultIndex && state.viewSize == .unknown && state.towns.isEmpty)
    }

    @Test func aFocusWithoutCoordinatesIsNotMarked() {
        let state = MapScreen.State(focus: F.fleet, recents: [F.recent(F.otherton, 12, .metric)])
        #expect(state.marks == [Mark(place: F.otherton, temperature: 12, units: .metric)])
        #expect(state.selected == 0 && state.center == F.otherton.coordinate)
        let empty = MapScreen.State(focus: F.fleet, zoom: 99)
        #expect(empty.marks.isEmpty && empty.selected == nil)
        #expect(empty.center == MapZoom.contiguousUS && empty.zoom == MapZoom.scales.count - 1)
    }

    @Test func tabCyclesThroughTheMarksBothWaysFollowingTheSelection() async {
        let store = TestStore<MapScreen>(initialState: F.state(zoom: 3), reducer: reducer)
        store.send(.view(.didCycleSelection(forward: true))) {
            $0.selected = 1
            $0.center = F.otherton.coordinate
        }
        store.send(.view(.didCycleSelection(forward: true))) {
            $0.selected = 2
            $0.center = F.farville.coordinate
        }
        store.send(.view(.didCycleSelection(forward: true))) {  // wraps
            $0.selected = 0
            $0.center = F.testville.coordinate
        }
        store.send(.view(.didCycleSelection(forward: false))) {  // wraps backwards
            $0.selected = 2
            $0.center = F.farville.coordinate
        }
        await store.finish()
    }

    @Test func cyclingAtCloserZoomLooksUpTheTownsAroundTheNextPlace() async {
        let size = MapScreen.Size(width: 80, height: 21)
        let store = TestStore<MapScreen>(initialState: F.state(zoom: 4, size: size), reducer: reducer)
        store.send(.view(.didCycleSelection(forward: true))) {  // Otherton, -96: -101…-91
            $0.selected = 1
            $0.center = F.otherton.coordinate
            $0.towns = [F.towns[2]]  // Eastham; Bigton, at -101.5, is now just out of view
        }
        store.send(.view(.didCycleSelection(forward: true))) {  // Farville: nothing nearby
            $0.selected = 2
            $0.center = F.farville.coordinate
            $0.towns = []
        }
        await store.finish()
    }

    @Test func withNothingMarkedKeysThatSelectDoNothing() async {
        let store = TestStore<MapScreen>(initialState: MapScreen.State(focus: F.fleet), reducer: reducer)
        store.send(.view(.didCycleSelection(forward: true)))
        store.send(.view(.didCycleSelection(forward: false)))
        store.send(.view(.didConfirmSelection))
        store.assertOutputs([])
        store.send(.view(.didRecenter))  // already on the fallback centre
        await store.finish()
    }

    @Test func zeroRecentresOnTheFocusPlaceAndSelectsIt() async {
        let store = TestStore<MapScreen>(initialState: F.state(zoom: 3), reducer: reducer)
        store.send(.view(.didPan(.right))) { $0.center.longitude = -95 }
        store.send(.view(.didCycleSelection(forward: true))) {
            $0.selected = 1
            $0.center = F.otherton.coordinate
        }
        store.send(.view(.didRecenter)) {
            $0.selected = 0
            $0.center = F.testville.coordinate
        }
        await store.finish()
    }

    @Test func withoutAFocusMarkZeroReturnsToTheFallbackCentre() async {
        var state = MapScreen.State(focus: F.fleet, recents: [F.recent(F.otherton, 50)])
        state.center = F.farville.coordinate
        let store = TestStore<MapScreen>(initialState: state, reducer: reducer)
        store.send(.view(.didRecenter)) { $0.center = MapZoom.contiguousUS }  // the selection is left alone
        await store.finish()
    }

    @Test func enterOpensTheSelectedPlace() async {
        let store = TestStore<MapScreen>(initialState: F.state(), reducer: reducer)
        store.send(.view(.didConfirmSelection))
        store.receiveOutput(.didSelectPlace(F.testville))
        store.send(.view(.didCycleSelection(forward: false))) {
            $0.selected = 2
            $0.center = F.farville.coordinate
        }
        store.send(.view(.didConfirmSelection))
        store.assertOutputs([.didSelectPlace(F.farville)])
        await store.finish()
    }

    @Test func townsWithoutCoordinatesOrAlreadyMarkedAreLeftOutAndTheLimitFollowsTheSize() async {
        // A directory that ignores the box and names each answer after the limit it was asked for.
        let reducer = F.withoutLayer { _, limit in
            F.towns + [F.town("Limit \(limit)", "88888", latitude: 41, longitude: -99)]
        }
        let store = TestStore<MapScreen>(initialState: F.state(zoom: 4), reducer: reducer)
        store.send(.view(.didResize(width: 80, height: 21))) {
            $0.viewSize = .init(width: 80, height: 21)
            $0.towns = [F.towns[0], F.towns[2], F.towns[4], F.town("Limit 28", "88888", latitude: 41, longitude: -99)]
        }
        store.send(.view(.didResize(width: 40, height: 9))) {
            $0.viewSize = .init(width: 40, height: 9)
            $0.towns = [F.towns[0], F.towns[2], F.towns[4], F.town("Limit 8", "88888", latitude: 41, longitude: -99)]
        }
        await store.finish()
    }
}
