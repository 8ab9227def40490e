import Foundation
import LassoTesting
import Testing
import WeatherCore

@testable import WeatherApp

/// Home's reducer says what to tell as an intent; the words are `HomeNotice.words`, in one place.
@MainActor
@Suite(.serialEffects)
struct HomeNoticeTests {
    typealias F = HomeFixtures

    @Test func enterOnAnEmptyPromptIsAnIntentTheViewWords() async {
        let store = TestStore<HomeScreen>(initialState: HomeScreen.State(now: F.now), reducer: F.store())
        store.send(.prompt(.didSubmit)) { $0.message = .init(.typeAPlace) }
        #expect(store.state.message?.notice == .typeAPlace)
        #expect(store.state.message?.text == "Type a ZIP code (10001) or a place (Portland, OR).")
        await store.finish()
    }

    @Test func eachNoticesWords() {
        let place = F.portland
        #expect(
            HomeNotice.placesMatch(count: 2, query: "portland").words == "2 places match “portland”: choose one below.")
        #expect(HomeNotice.restored(place).words == "Restored Portland, OR.")
        #expect(
            HomeNotice.notUpdated(reason: "timed out", shownAge: "1 h ago", updated: 2, asked: 3).words
                == "Not updated: weather (timed out, from 1 h ago); 2 of 3 places updated.")
        #expect(
            HomeNotice.notUpdated(reason: "HTTP 500", shownAge: nil, updated: 0, asked: 3).words
                == "Not updated: weather (HTTP 500).")
    }
}
