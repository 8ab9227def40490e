import LassoTesting
import Testing
import WeatherAppTesting
import WeatherCore

@testable import WeatherApp

/// The world's towns abroad: an index of the region around the view (every block of the world directory read) is
/// asked in an effect when labels for a place abroad or a view past the US need it, and again only once the view
/// leaves that region; the reducer labels the ZIP towns (and the towns already indexed) until it answers, and never
/// builds one.
@MainActor
@Suite(.serialEffects)
struct MapWorldTownsTests {
    typealias F = MapFixtures

    /// A world directory of five places: three Japanese towns, a village under 5,000 (never a label) and Windsor.
    static let directory = WorldDirectory(
        placesTSV: """
            #columns\tkey\tname\tid\tcountry\tadmin1\tlatitude\tlongitude\tpopulation\ttimezone\tflags
            #timezones\tAsia/Tokyo\tAmerica/Toronto
            kawasaki\tKawasaki\t1859642\tJP\tJP.19\t35.52056\t139.71722\t1306785\t1\t
            okutama\tOkutama\t1854246\tJP\tJP.40\t35.8\t139.1\t4000\t1\t
            tokyo\tTokyo\t1850147\tJP\tJP.40\t35.6895\t139.69171\t8336599\t1\t
            windsor\tWindsor\t6182962\tCA\tCA.08\t42.30008\t-83.01654\t278013\t2\t
            yokohama\tYokohama\t1848354\tJP\tJP.19\t35.44778\t139.6425\t3574443\t1\t

            """,
        aliasesTSV: "#columns\tkey\trow\n",
        regionsTSV: "#columns\tcode\tname\tiso\nJP.19\tKanagawa\t14\nJP.40\tTokyo\t13\nCA.08\tOntario\tON\n")

    static let tokyo = Place(
        zip: "", city: "Tokyo", state: "", timeZone: "Asia/Tokyo", latitude: 35.6895, longitude: 139.69171,
        country: "JP", geonameID: 1_850_147)

    /// The store with the ZIP towns of `MapFixtures` and the world's from `world`, asked through `gate`: each call
    /// waits for the test's answer, then builds the region's index, as the live effect does.
    private func store(_ world: WorldTowns, _ gate: ParkedCalls<String, Bool>) -> MapStore {
        MapStore(
            towns: F.townLookup,
            worldTowns: { region in
                _ = try await gate.call("world")
                return world.index(covering: region)
            }, mapLayer: nil, radar: .failing, radarForecast: nil, clock: TestTime(start: F.date).appClock,
            settings: .failing, alerts: nil)
    }

    private func isWorldTowns(_ action: MapScreen.Action) -> Bool {
        if case .towns(.didLoadWorld) = action { true } else { false }
    }

    @Test func openingAbroadAsksForTheWorldsTownsOnceInAnEffectAndLabelsThemWhenTheyArrive() async {
        let world = WorldTowns(Self.directory)
        let gate = ParkedCalls<String, Bool>()
        let store = TestStore<MapScreen>(initialState: MapScreen.State(focus: Self.tokyo), reducer: store(world, gate))
        // Appearing abroad asks at once, before the first layout (for the region around the assumed size's view,
        // which holds the laid-out one); nothing is labelled meanwhile.
        let region = WorldTowns.region(around: store.state.viewport.bounds)
        store.send(.layer(.didAppear(Settings()))) { $0.worldTowns = .asking(region, kept: nil) }
        store.send(.view(.didResize(width: 80, height: 21))) { $0.viewSize = MapScreen.Size(width: 80, height: 21) }
        #expect(store.state.towns.isEmpty)
        #expect(world.buildCount == 0, "no reducer step builds the world's index")
        await gate.waitForCalls()
        #expect(world.buildCount == 0)
        await gate.resume("world", returning: true)
        let index = world.index(covering: region)
        await store.receive(matching: isWorldTowns) {
            $0.worldTowns = .ready(index)
            // Tokyo is the marked focus, Okutama too small: Yokohama and Kawasaki, biggest first.
            $0.towns = index.towns(in: .world).filter { ["Yokohama", "Kawasaki"].contains($0.name) }
        }
        #expect(store.state.towns.map(\.name) == ["Yokohama", "Kawasaki"])
        // Moving within the region, being covered and uncovered ask nothing more: the index is in the state.
        store.send(.view(.didPan(.right))) { $0.center.longitude += 2.5 }  // 160 dots × ¼ at 16 dots a degree
        store.send(.layer(.didDisappear))
        store.send(.layer(.didAppear(Settings())))
        await store.finish()
        #expect(await gate.calls == ["world"])
        #expect(world.buildCount == 2, "the effect's and the test's")
    }

    @Test func aViewThatLeavesTheRegionAsksForTheNextKeepingTheTownsItHasMeanwhile() async throws {
        let world = WorldTowns(Self.directory)
        let gate = ParkedCalls<String, Bool>()
        var state = MapScreen.State(focus: Self.tokyo)
        state.viewSize = MapScreen.Size(width: 80, height: 21)
        let store = TestStore<MapScreen>(initialState: state, reducer: store(world, gate))
        store.exhaustivity = .off
        store.send(.layer(.didAppear(Settings())))
        await gate.resume("world", returning: true)
        await store.receive(matching: isWorldTowns)
        let first = try #require(store.state.worldTowns.index)
        #expect(first.region == WorldTowns.region(around: store.state.viewport.bounds))
        // At 80 columns the view is 10° wide and the region 30°: four steps of 2.5° stay inside it.
        for _ in 0..<4 { store.send(.view(.didPan(.right))) }
        #expect(store.state.worldTowns == .ready(first) && store.runningEffectCount == 0)
        // The fifth reaches past it: the next region is asked, and the towns indexed stay labelled meanwhile.
        store.send(.view(.didPan(.right)))
        let next = WorldTowns.region(around: store.state.viewport.bounds)
        guard case .asking(let asked, let kept) = store.state.worldTowns else {
            Issue.record("no second ask: \(store.state.worldTowns)")
            return
        }
        #expect(asked == next && kept == first && store.runningEffectCount == 1)
        await gate.resume("world", returning: true)
        await store.receive(matching: isWorldTowns)
        #expect(store.state.worldTowns.index?.region == next)
        await store.finish()
        #expect(await gate.calls == ["world", "world"])
    }

    @Test func aUSViewAsksOnlyOnceItReachesPastTheInteriorAndThenLabelsBothSides() async {
        let world = WorldTowns(Self.directory)
        let gate = ParkedCalls<String, Bool>()
        var state = MapScreen.State(focus: F.testville, recents: F.recents)
        state.viewSize = MapScreen.Size(width: 80, height: 21)
        let store = TestStore<MapScreen>(initialState: state, reducer: store(world, gate))
        store.exhaustivity = .off
        // Nebraska to Illinois: wholly inside the US, so nothing is asked (ZIP towns alone).
        store.send(.layer(.didAppear(Settings())))
        for _ in 0..<4 {
            store.send(.view(.didPan(.right)))
            #expect(store.state.worldTowns == .notAsked && store.runningEffectCount == 0)
        }
        // 87.5°W: the view reaches Lake Erie and Ontario, so the world's towns are asked, once.
        store.send(.view(.didPan(.right)))
        #expect(
            store.state.worldTowns == .asking(WorldTowns.region(around: store.state.viewport.bounds), kept: nil)
                && store.runningEffectCount == 1)
        await gate.resume("world", returning: true)
        await store.receive(matching: isWorldTowns)
        #expect(store.state.worldTowns.index?.region == WorldTowns.region(around: store.state.viewport.bounds))
        #expect(store.state.towns.isEmpty, "Windsor, at 42.3°N, is just north of the view")
        store.send(.view(.didPan(.up)))
        #expect(store.state.towns.map(\.name) == ["Windsor"])
        store.send(.view(.didPan(.left)))
        #expect(!store.state.towns.contains { $0.name == "Windsor" })
        await store.finish()
        #expect(await gate.calls == ["world"])
    }

    @Test func whatNeedsTheWorld() {
        var abroad = MapScreen.State(focus: Self.tokyo)
        #expect(MapTowns.needsWorld(abroad), "a place abroad, before the first layout")
        abroad.zoom = MapZoom.townsFromIndex - 1
        #expect(!MapTowns.needsWorld(abroad), "abroad with no labels shown, nothing to ask")
        var kansas = F.state(size: MapScreen.Size(width: 80, height: 21))
        #expect(!MapTowns.needsWorld(kansas))
        kansas.center = GeoPoint(longitude: -83.05, latitude: 42.33)  // Detroit
        #expect(MapTowns.needsWorld(kansas))
        kansas.zoom = MapZoom.townsFromIndex - 1
        #expect(!MapTowns.needsWorld(kansas), "no labels, nothing to ask")
        #expect(!MapTowns.needsWorld(F.state()), "not laid out yet")
        var honolulu = F.state(size: MapScreen.Size(width: 80, height: 21))
        honolulu.zoom = 6
        honolulu.center = GeoPoint(longitude: -157.86, latitude: 21.31)
        #expect(!MapTowns.needsWorld(honolulu))
    }

    @Test func theLiveStoreAsksTheSharedIndexAndNoneWithoutAWorld() async throws {
        let live = MapStore(
            directory: .shared, world: WorldTowns(Self.directory), mapLayer: nil, radar: .failing,
            radarForecast: nil, clock: TestTime(start: F.date).appClock, settings: .failing, alerts: nil)
        let load = try #require(live.worldTowns)
        #expect(try await load(.world).count == 4)
        let japan = GeoBox(minLongitude: 135, minLatitude: 30, maxLongitude: 145, maxLatitude: 40)
        #expect(try await load(japan).count == 3, "Windsor is not in the region")
        let usOnly = MapStore(
            directory: .shared, mapLayer: nil, radar: .failing, radarForecast: nil,
            clock: TestTime(start: F.date).appClock, settings: .failing, alerts: nil)
        #expect(usOnly.worldTowns == nil)
    }
}
