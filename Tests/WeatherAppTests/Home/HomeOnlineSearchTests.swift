import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Home's online search, on the test clock: a name offline has no place named so is sent 300 ms after the last
/// key (each key starts the wait over and drops the search of the old text), one request at a time, with a spinner;
/// its places follow the offline ones; Enter waits for it; a failure is said, and offline search goes on.
@MainActor
@Suite(.serialEffects)
struct HomeOnlineSearchTests {
    typealias F = HomeFixtures
    typealias Calls = ParkedCalls<String, [Place]>

    static let testville = Place(
        zip: "", city: "Testville", state: "", timeZone: "Europe/Berlin", latitude: 52.4011, longitude: 13.5702,
        country: "DE", geonameID: 99_000_001, region: "Brandenburg", population: 420)
    static let testvilleMatch = PlaceMatch(
        name: "Testville", state: "", place: testville, zipCount: 0, population: 420, isOnline: true)

    static func geocoder(_ calls: Calls) -> GeocodingClient {
        GeocodingClient { name throws(WeatherError) in
            do {
                return try await calls.call(name)
            } catch let error as WeatherError {
                throw error
            } catch {
                throw .cancelled
            }
        }
    }

    static func store(
        _ calls: Calls, time: TestTime, recents: RecentSearchesClient = .inMemory()
    ) -> HomeStore {
        F.store(
            recents: recents, time: time, online: .init(geocoder: geocoder(calls), directory: .shared))
    }

    /// Home with "Testvill" typed and nothing asked yet.
    static var testvill: HomeScreen.State { F.typed("Testvill") }

    /// A deep start's name only the geocoder may know: Home is made with it in the prompt and the spinner, and asks
    /// the geocoder as it first appears, with no action from the flow; appearing again asks nothing more.
    @Test func aDeepStartsNameIsAskedAsHomeFirstAppears() async {
        let (calls, time) = (Calls(), TestTime(start: F.now))
        let reducer = Self.store(calls, time: time)
        var state = HomeScreen.State(now: F.now)
        reducer.showDeepStartSearch(
            &state, query: "Testville", fallback: .problem("Testville", "No place matches “Testville”."))
        #expect(state.prompt.text == "Testville" && state.online?.isSearching == true)
        let store = TestStore<HomeScreen>(initialState: state, reducer: reducer)
        store.exhaustivity = .off  // the appearance's refresh reads the recent list meanwhile
        let failure = WeatherError.cannotConnect(host: "geocoding.test", detail: "refused")
        await calls.resume("Testville", throwing: failure)
        store.send(.didAppear(Settings())) { $0.online?.startsOnAppear = false }
        await store.receive(.prompt(.didFindOnline("Testville", .failure(failure)))) {
            $0.online?.phase = .failed("no connection")
            $0.message = .init("No place matches “Testville” offline; online search unavailable (no connection).")
        }
        store.send(.didAppear(Settings()))
        store.cancelEffect(id: HomeStore.CancelID.refreshTimer)
        await store.finish()
        #expect(await calls.calls == ["Testville"])
    }

    @Test func theNameIsSentOnce300msAfterTheLastKeyEachKeyStartingTheWaitOver() async {
        let (calls, time) = (Calls(), TestTime(start: F.now))
        let store = TestStore<HomeScreen>(initialState: Self.testvill, reducer: Self.store(calls, time: time))
        store.send(.prompt(.didEdit(.char("e")))) { $0.prompt.setText("Testville") }
        await time.advance(by: .milliseconds(299))
        #expect(store.receivedActions.isEmpty)
        // The next key: the wait starts over, for the new text.
        store.send(.prompt(.didEdit(.backspace))) { $0.prompt.setText("Testvill") }
        await time.advance(by: .milliseconds(299))
        #expect(store.receivedActions.isEmpty)
        await time.advance(by: .milliseconds(1))
        await store.receive(.prompt(.didSettle("Testvill"))) {
            $0.online = .init(query: "Testvill", phase: .searching(tick: 0))
        }
        await calls.waitForCalls(1)
        #expect(await calls.calls == ["Testvill"])
        // The spinner turns while it works.
        await time.advance(by: HomeStore.spinnerInterval)
        await store.receive(.prompt(.didTickOnlineSpinner)) { $0.online?.phase = .searching(tick: 1) }

        await calls.resume("Testvill", returning: [Self.testville])
        await store.receive(.prompt(.didFindOnline("Testvill", .success([Self.testville])))) {
            $0.suggestions = [Self.testvilleMatch]
            $0.online?.phase = .found
            $0.online?.found = [Self.testvilleMatch]
        }
        await time.advance(by: .seconds(1))
        #expect(store.receivedActions.isEmpty)
        #expect(await calls.calls == ["Testvill"])
        await store.finish()
    }

    @Test func aKeyWhileItWorksCancelsItSoOneRequestAtMostIsInFlight() async {
        let (calls, time) = (Calls(), TestTime(start: F.now))
        let store = TestStore<HomeScreen>(initialState: Self.testvill, reducer: Self.store(calls, time: time))
        store.send(.prompt(.didEdit(.char("e")))) { $0.prompt.setText("Testville") }
        await time.advance(by: HomeStore.onlineSettleDelay)
        await store.receive(.prompt(.didSettle("Testville"))) {
            $0.online = .init(query: "Testville", phase: .searching(tick: 0))
        }
        await calls.waitForCalls(1)
        store.send(.prompt(.didEdit(.char("s")))) {
            $0.prompt.setText("Testvilles")
            $0.online = nil
        }
        await calls.waitForCancellations(1)
        #expect(await calls.cancelled == ["Testville"])
        #expect(await calls.parkedCount == 0)
        await time.advance(by: HomeStore.onlineSettleDelay)
        await store.receive(.prompt(.didSettle("Testvilles"))) {
            $0.online = .init(query: "Testvilles", phase: .searching(tick: 0))
        }
        await calls.waitForCalls(2)
        #expect(await calls.parkedCount == 1)
        // An answer for the old text, had it come, is not this text's: nothing changes.
        store.send(.prompt(.didFindOnline("Testville", .success([Self.testville]))))
        await calls.resume("Testvilles", returning: [])
        await store.receive(.prompt(.didFindOnline("Testvilles", .success([])))) {
            $0.online?.phase = .found
            $0.message = .init("No place matches “Testvilles” (offline or online).")
        }
        await store.finish()
    }

    @Test func enterWhileItWorksWaitsThenOpensThePlaceAndKeepsItWithTheRecentOnes() async {
        let (calls, time) = (Calls(), TestTime(start: F.now))
        let recents = RecentSearchesClient.inMemory()
        let store = TestStore<HomeScreen>(
            initialState: Self.testvill, reducer: Self.store(calls, time: time, recents: recents))
        store.send(.prompt(.didEdit(.char("e")))) { $0.prompt.setText("Testville") }
        // Enter before the typing settled: the request starts now, and the Enter waits for it.
        store.send(.prompt(.didSubmit)) {
            $0.online = .init(query: "Testville", phase: .searching(tick: 0), opensWhenDone: true)
        }
        await calls.waitForCalls(1)
        // The settle delay it replaced sends nothing: only the spinner turns.
        await time.advance(by: HomeStore.onlineSettleDelay)
        for tick in 1...3 {
            await store.receive(.prompt(.didTickOnlineSpinner)) { $0.online?.phase = .searching(tick: tick) }
        }
        #expect(store.receivedActions.isEmpty)
        await calls.resume("Testville", returning: [Self.testville])
        await store.receive(.prompt(.didFindOnline("Testville", .success([Self.testville])))) {
            $0.suggestions = [Self.testvilleMatch]
            $0.online = nil
            $0.loading = .init(place: Self.testville)
        }
        await store.receive(.load(.didLoadForecast(Self.testville, .success(F.snapshot())))) { F.opened(&$0) }
        store.assertOutputs([.didChoosePlace(Self.testville, F.snapshot())])
        await store.skipReceivedActions()
        // The whole place is kept, so it opens later with no geocoder.
        #expect(recents.all().map(\.place) == [Self.testville])
        #expect(await calls.calls == ["Testville"])
        await store.finish()
    }

    @Test func enterOnAnAnswerAlreadyInOpensAtOnceAndAnUnknownNameIsSaid() async {
        let (calls, time) = (Calls(), TestTime(start: F.now))
        var state = F.typed("Xyzzy")
        state.online = .init(query: "Xyzzy", phase: .found)
        let store = TestStore<HomeScreen>(initialState: state, reducer: Self.store(calls, time: time))
        store.send(.prompt(.didSubmit)) {
            $0.message = .init("No place matches “Xyzzy” (offline or online).")
        }
        #expect(await calls.calls == [])
        await store.finish()
    }

    @Test func aFailureIsSaidAndOfflineSearchGoesOn() async {
        let (calls, time) = (Calls(), TestTime(start: F.now))
        let store = TestStore<HomeScreen>(initialState: Self.testvill, reducer: Self.store(calls, time: time))
        store.send(.prompt(.didEdit(.char("e")))) { $0.prompt.setText("Testville") }
        await time.advance(by: HomeStore.onlineSettleDelay)
        await store.receive(.prompt(.didSettle("Testville"))) {
            $0.online = .init(query: "Testville", phase: .searching(tick: 0))
        }
        await calls.resume("Testville", throwing: WeatherError.cannotConnect(host: "x", detail: "refused"))
        await store.receive(
            .prompt(.didFindOnline("Testville", .failure(.cannotConnect(host: "x", detail: "refused"))))
        ) {
            $0.online?.phase = .failed("no connection")
            $0.message = .init("No place matches “Testville” offline; online search unavailable (no connection).")
        }
        // The offline search answers the next key as ever.
        store.send(.prompt(.didClear)) {
            $0.prompt.setText("")
            $0.message = nil
            $0.online = nil
        }
        for key in TestKeys.typing("10001") {
            store.send(.prompt(.didEdit(key))) {
                _ = $0.prompt.handle(key)
                $0.suggestions = F.search($0.prompt.text).suggestions
            }
        }
        await time.advance(by: .seconds(1))
        #expect(store.receivedActions.isEmpty)
        #expect(await calls.calls == ["Testville"])
        await store.finish()
    }

    @Test func theSpinnerTheFailureLineAndTheOnlineTagAreDrawn() {
        var state = F.typed("Testvill")
        state.online = .init(query: "Testvill", phase: .searching(tick: 0))
        func lines(_ state: HomeScreen.State) -> [String] {
            var buffer = Buffer(width: 80, height: 22)
            _ = HomeView(store: ViewStore(state: { state }, send: { _ in })).render(into: &buffer, area: buffer.area)
            return buffer.text.split(separator: "\n").map(String.init)
        }
        let searching = lines(state)
        #expect(searching.contains { $0.contains("Searching online…") })
        state.online?.phase = .failed("no connection")
        #expect(lines(state).contains { $0.contains("online search unavailable: no connection") })
        state.online?.phase = .found
        state.suggestions = [Self.testvilleMatch]
        let found = lines(state)
        #expect(found.contains { $0.contains("Testville, Brandenburg, DE  online") })
        #expect(!found.contains { $0.contains("online search unavailable") || $0.contains("Searching") })
    }
}
