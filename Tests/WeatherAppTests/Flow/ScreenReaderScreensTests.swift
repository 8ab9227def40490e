import Foundation
import Testing
import WeatherCore

@testable import WeatherApp

/// Screen-reader mode reaches each screen's state as it is made (reducers and views read it from there), and the
/// Map's loop does not play.
@MainActor
struct ScreenReaderScreensTests {
    @Test func eachScreenIsMadeInWords() {
        var env = FlowFixtures.environment()
        env.screenReader = true
        let map = MapScreen.createScreen(focus: FlowFixtures.newYork, environment: env)
        #expect(map.store.state.inWords)
        #expect(!map.store.state.radar.isPlaying)
        #expect(
            DetailScreen.createScreen(place: FlowFixtures.newYork, snapshot: nil, environment: env).store.state.inWords)
        #expect(HomeScreen.createScreen(environment: env).store.state.inWords)
    }

    @Test func outOfWordsTheyAreThePictures() {
        let env = FlowFixtures.environment()
        let map = MapScreen.createScreen(focus: FlowFixtures.newYork, environment: env)
        #expect(!map.store.state.inWords && map.store.state.radar.isPlaying)
        #expect(
            !DetailScreen.createScreen(place: FlowFixtures.newYork, snapshot: nil, environment: env).store.state.inWords
        )
        #expect(!HomeScreen.createScreen(environment: env).store.state.inWords)
    }
}
