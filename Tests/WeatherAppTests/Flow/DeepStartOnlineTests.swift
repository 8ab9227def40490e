import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// `lasso-weather Testville`, a name only the geocoder knows: Home appears at once with the name and the online
/// search's spinner, asks the geocoder once, and opens the place's Detail when the answer is decisive; several
/// are offered; with the geocoder down Home says so. A ZIP code or a name offline has asks nothing.
@MainActor
@Suite(.serialEffects)
struct DeepStartOnlineTests {
    typealias Calls = ParkedCalls<String, [Place]>

    static let testville = Place(
        zip: "", city: "Testville", state: "", timeZone: "Europe/Berlin", latitude: 52.4011, longitude: 13.5702,
        country: "DE", geonameID: 99_000_001, region: "Brandenburg", population: 420)
    static let otherTestville = Place(
        zip: "", city: "Testville", state: "", timeZone: "Europe/Vienna", latitude: 47.5, longitude: 14.5,
        country: "AT", geonameID: 99_000_002, region: "Styria", population: 380)

    static func environment(_ calls: Calls) -> AppEnvironment {
        var env = FlowFixtures.environment()
        env.geocoder = GeocodingClient { name throws(WeatherError) in
            do {
                return try await calls.call(name)
            } catch let error as WeatherError {
                throw error
            } catch {
                throw .cancelled
            }
        }
        return env
    }

    @Test func theResolutionLeavesOnlyNamesOfflineLacksToTheGeocoder() {
        func resolved(_ query: String) -> DeepStart {
            DeepStart.resolveAtLaunch(query, in: .shared, territory: nil)
        }
        if case .online(let query, .problem) = resolved("Testville") {
            #expect(query == "Testville")
        } else {
            Issue.record("Testville is not left to the geocoder: \(resolved("Testville"))")
        }
        #expect(resolved("10001") == .place(FlowFixtures.newYork))
        #expect(resolved("00000") == DeepStart.resolve("00000", in: .shared, territory: nil))
        #expect(resolved("springfield") == DeepStart.resolve("springfield", in: .shared, territory: nil))
        #expect(resolved("Portland, OR") == .place(FlowFixtures.portland))
        // Fewer than three letters: not worth a request.
        #expect(resolved("Xq") == DeepStart.resolve("Xq", in: .shared, territory: nil))
    }

    @Test func anOnlineOnlyNameAsksOnceWithASpinnerThenOpensItsDetail() async {
        let calls = Calls()
        let (shell, app) = FlowFixtures.launchShell(Self.environment(calls), initialQuery: "Testville")
        // The first frame does not wait: Home, with the name and the spinner.
        assertStack(shell.stack, [HomeScreen.self])
        let home = shell.stack.topStore(HomeScreen.self)
        #expect(home?.state.prompt.text == "Testville")
        #expect(home?.state.online?.isSearching == true)
        #expect(home?.state.message == nil)
        #expect(app.text.contains("Searching online…"))
        await calls.waitForCalls(1)
        #expect(await calls.calls == ["Testville"])

        await calls.resume("Testville", returning: [Self.testville])
        await shell.stack.waitUntil("Detail is pushed") { $0.screens.count == 2 }
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self])
        #expect(shell.stack.topStore(DetailScreen.self)?.state.place == Self.testville)
        #expect(await calls.calls == ["Testville"])
    }

    @Test func theGeocoderFailingLeavesHomeWithTheNameAndWhy() async {
        let calls = Calls()
        let (shell, app) = FlowFixtures.launchShell(Self.environment(calls), initialQuery: "Testville")
        await calls.waitForCalls(1)
        await calls.resume("Testville", throwing: WeatherError.cannotConnect(host: "geocoding.test", detail: "refused"))
        let home = shell.stack.topStore(HomeScreen.self)
        await home?.waitUntil("the answer is in") { $0.online?.isSearching == false }
        assertStack(shell.stack, [HomeScreen.self])
        #expect(home?.state.prompt.text == "Testville")
        #expect(home?.state.message?.isError == true)
        #expect(
            home?.state.message?.text
                == "No place matches “Testville” offline; online search unavailable (no connection).")
        app.displayIfNeeded()
        #expect(app.text.contains("No place matches “Testville” offline"))
        #expect(await calls.calls == ["Testville"])
    }

    @Test func severalPlacesOnlineAreOfferedOnHome() async {
        let calls = Calls()
        let (shell, _) = FlowFixtures.launchShell(Self.environment(calls), initialQuery: "Testville")
        await calls.waitForCalls(1)
        await calls.resume("Testville", returning: [Self.testville, Self.otherTestville])
        let home = shell.stack.topStore(HomeScreen.self)
        await home?.waitUntil("the answer is in") { $0.online?.isSearching == false }
        assertStack(shell.stack, [HomeScreen.self])
        #expect(home?.state.suggestions.map(\.place) == [Self.testville, Self.otherTestville])
        #expect(home?.state.suggestionIndex == 0)
        #expect(home?.state.message?.text == "2 places match “Testville”: choose one below.")
    }

    /// `lasso-weather Suva` opens Suva, FJ, as `now Suva` and Home's Enter do: Suwa, JP is also called "Suva", so
    /// no match outweighs the rest, but Suva, FJ is the one place of that name (issue 34).
    @Test func suvaOpensSuvaFijisDetail() async {
        let (shell, _) = FlowFixtures.launchShell(Self.environment(Calls()), initialQuery: "Suva")
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self])
        #expect(shell.stack.topStore(DetailScreen.self)?.state.place.id == "geonames:2198148")
    }

    /// A place the geocoder found, kept in the recent list, opens by its own name at launch with the geocoder
    /// down: the recent place is named so, and nothing is asked.
    @Test func aRecentPlaceTheGeocoderFoundOpensByItsNameWithTheGeocoderDown() async {
        let calls = Calls()
        var env = Self.environment(calls)
        env.recentSearches = .inMemory([FlowFixtures.recent(Self.testville)])
        let (shell, _) = FlowFixtures.launchShell(env, initialQuery: "Testville")
        assertStack(shell.stack, [HomeScreen.self, DetailScreen.self])
        #expect(shell.stack.topStore(DetailScreen.self)?.state.place == Self.testville)
        #expect(await calls.calls.isEmpty)
    }

    /// Home as the flow makes it for each query, through its first appearance: the list is read, and nothing else
    /// starts (`finish` fails on an effect still running, as a parked geocoder call would be).
    @Test func aZipOrAnOfflineNameAsksTheGeocoderNothing() async {
        for query in ["10001", "springfield", "Portland, OR", "00000"] {
            let calls = Calls()
            let env = Self.environment(calls)
            let deepStart = DeepStart.resolveAtLaunch(query, in: env.directory, territory: env.territory)
            let (reducer, state) = HomeScreen.initial(environment: env, deepStart: deepStart)
            #expect(state.online == nil, "\(query)")
            let home = TestStore<HomeScreen>(initialState: state, reducer: reducer)
            home.send(.didAppear(env.settings.load()))
            await home.receive(.recents(.didLoad([])))
            home.cancelEffect(id: HomeStore.CancelID.refreshTimer)  // it runs as long as Home is up
            await home.finish()
            #expect(await calls.calls.isEmpty, "\(query)")
        }
    }
}
