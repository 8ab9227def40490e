import CustomDump
import Lasso
import LassoTesting
import Testing
import WeatherCore

@testable import WeatherApp

/// Laying out, panning and zooming: where the view goes and which towns it looks up on the way.
@MainActor
@Suite(.serialEffects)
struct MapStoreMoveTests {
    typealias F = MapFixtures
    let reducer = F.withoutLayer()
    let laidOut = MapScreen.Size(width: 80, height: 21)  // 160×84 dots
    let bigton = F.towns[0], eastham = F.towns[2], westby = F.towns[4]

    @Test func theFirstLayoutLooksUpTheTownsInViewLeavingOutMarkedPlaces() async {
        let store = TestStore<MapScreen>(initialState: F.state(zoom: 4), reducer: reducer)
        // At 16 dots per degree 160 dots span 10°: longitudes -105…-95.
        store.send(.view(.didResize(width: 80, height: 21))) {
            $0.viewSize = laidOut
            $0.towns = [bigton, eastham, westby]
        }
        store.send(.view(.didResize(width: 40, height: 9))) {  // -102.5…-97.5, about ±0.9° of latitude
            $0.viewSize = .init(width: 40, height: 9)
            $0.towns = [bigton]
        }
        await store.finish()
    }

    @Test func zoomedOutThereAreNoTownsToLookUp() async {
        let store = TestStore<MapScreen>(initialState: F.state(zoom: 3), reducer: reducer)
        store.send(.view(.didResize(width: 80, height: 21))) { $0.viewSize = laidOut }
        await store.finish()
    }

    @Test func panningMovesAQuarterOfTheVisibleWidth() async {
        let store = TestStore<MapScreen>(initialState: F.state(zoom: 4, size: laidOut), reducer: reducer)
        store.send(.view(.didPan(.right))) {  // 160 dots / 4 = 40 dots = 2.5° at 16 dots per degree
            $0.center.longitude = -97.5
            $0.towns = [bigton, eastham]
        }
        store.send(.view(.didPan(.left))) {
            $0.center.longitude = -100
            $0.towns = [bigton, eastham, westby]
        }
        store.send(.view(.didPan(.left))) {
            $0.center.longitude = -102.5
            $0.towns = [bigton, westby]
        }
        await store.finish()
    }

    @Test func panningUpOrDownMovesAQuarterOfTheVisibleHeightOnScreen() async {
        let store = TestStore<MapScreen>(initialState: F.state(zoom: 5, size: laidOut), reducer: reducer)
        let start = store.state.center
        // 84 dots / 4 = 21 dots = 0.65625 in Mercator y at 32 dots per degree.
        let north = MapViewport.latitude(mercatorY: MapViewport.mercatorY(40) + 0.65625)
        store.send(.view(.didPan(.up))) {
            $0.center.latitude = north
            $0.towns = [bigton]
        }
        // On screen, the old centre is now exactly a quarter of the height below the middle.
        let moved = MapViewport(center: store.state.center, dotsPerDegree: 32, width: 160, height: 84).project(start)
        #expect(abs(moved.y - (42 + 21)) < 1e-9 && abs(moved.x - 80) < 1e-9)
        store.send(.view(.didPan(.down))) {
            $0.center.latitude = MapViewport.latitude(mercatorY: MapViewport.mercatorY(north) - 0.65625)
        }
        #expect(abs(store.state.center.latitude - 40) < 1e-9)
        store.send(.view(.didPan(.down))) {
            $0.center.latitude = MapViewport.latitude(mercatorY: MapViewport.mercatorY(40) - 0.65625)
        }
        await store.finish()
    }

    @Test func beforeTheFirstLayoutPanningAssumesAnEightyColumnMap() async {
        let store = TestStore<MapScreen>(initialState: F.state(zoom: 4), reducer: reducer)
        store.send(.view(.didPan(.right))) { $0.center.longitude = -97.5 }  // no towns until laid out
        await store.finish()
    }

    @Test func theCentreWrapsRoundTheGlobeAndStopsShortOfThePoles() async {
        var state = F.state(zoom: 0, size: laidOut)  // 1 dot per degree: a pan is 40°
        state.center = GeoPoint(longitude: 170, latitude: 78)
        let store = TestStore<MapScreen>(initialState: state, reducer: reducer)
        store.send(.view(.didPan(.right))) { $0.center.longitude = -150 }  // 210°E is 150°W
        store.send(.view(.didPan(.left))) { $0.center.longitude = 170 }
        store.send(.view(.didPan(.up))) { $0.center.latitude = 80 }  // 21 Mercator units past 78° would be 81.6°
        store.send(.view(.didPan(.up)))
        await store.finish()
    }

    @Test func zoomingStepsThroughTheScalesAndClampsAtBothEnds() async {
        let store = TestStore<MapScreen>(initialState: F.state(zoom: 4, size: laidOut), reducer: reducer)
        #expect(store.state.towns == [bigton, eastham, westby])
        store.send(.view(.didZoom(.in))) {
            $0.zoom = 5  // -102.5…-97.5
            $0.towns = [bigton]
        }
        store.send(.view(.didZoom(.out))) {
            $0.zoom = 4
            $0.towns = [bigton, eastham, westby]
        }
        store.send(.view(.didZoom(.out))) {
            $0.zoom = 3  // too far out for towns
            $0.towns = []
        }
        for zoom in [2, 1, 0] { store.send(.view(.didZoom(.out))) { $0.zoom = zoom } }
        #expect(store.state.isAtMinZoom && !store.state.isAtMaxZoom)
        store.send(.view(.didZoom(.out)))  // nothing further out: no change
        await store.finish()
    }

    @Test func zoomingInStopsAtTheLastScale() async {
        let store = TestStore<MapScreen>(initialState: F.state(zoom: 8, size: laidOut), reducer: reducer)
        store.send(.view(.didZoom(.in))) {
            $0.zoom = 9  // 512 dots per degree: 0.3125° across, Bigton is out of view
            $0.towns = []
        }
        #expect(store.state.isAtMaxZoom && MapZoom.scales[store.state.zoom] == 512)
        store.send(.view(.didZoom(.in)))
        await store.finish()
    }
}
