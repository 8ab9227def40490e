import Foundation
import Lasso
import LassoTesting
import Testing
import WeatherCore

@testable import WeatherApp

/// `r` on the Map: every source it shows asked again past caches (the grid, the radar's missing frames, the focus
/// place's alerts), once within 10 seconds, with the legend's note saying "refreshing…", then "updated just now"
/// or why not; after "radar unavailable" it retries, and frames already held are never asked again.
@MainActor
@Suite(.serialEffects)
struct MapRefreshTests {
    typealias F = MapFixtures
    typealias L = MapLayerFixtures
    typealias A = MapAlertFixtures
    /// 100 s before the fixtures' date (15:05:00 UTC): the 15:00 mosaic stays the newest (2 minutes' latency) for
    /// the whole of a test, whose presses span 25 s.
    let time = TestTime(start: MapFixtures.date.addingTimeInterval(-100))
    let grids = ParkedCalls<LayerGridRequest, LayerGrid>()
    let frames = ParkedCalls<RadarRequest, RadarFrame>()
    /// The alerts asked past the cache, by ZIP.
    let alerts = ParkedCalls<String, AlertsSnapshot>()

    func reducer(withAlerts: Bool = true) -> MapStore {
        let (frames, alerts) = (frames, alerts)
        let radar = RadarClient(source: .iem) { request throws(WeatherError) in
            do {
                return try await frames.call(request)
            } catch let error as WeatherError {
                throw error
            } catch {
                throw .cancelled
            }
        }
        let service = AlertsService(
            load: { _ throws(AlertsError) in
                Issue.record("the Map asks its alerts past the cache only")
                throw .notRequested
            },
            refresh: { place throws(AlertsError) in
                do {
                    return try await alerts.call(place.zip)
                } catch let error as AlertsError {
                    throw error
                } catch {
                    throw .failed(.cancelled)
                }
            })
        return MapStore(
            towns: { _, _ in [] }, mapLayer: L.client(grids), radar: radar, radarForecast: nil, clock: time.appClock,
            settings: .inMemory(), alerts: withAlerts ? service : nil)
    }

    /// The legend's bottom row of `state` at `width`×24.
    static func legend(_ state: MapScreen.State, width: Int = 80) -> String {
        MapLayerRenderTests.render(state, width: width, height: 24).lines().last ?? ""
    }

    @Test func rAsksTheGridPastItsCacheAndTheAlertsOnceWithinTenSeconds() async {
        let request = L.request(L.state(.temperature))
        let cached = L.grid(request, at: time.now)
        let store = TestStore<MapScreen>(
            initialState: L.showing(cached, L.state(.temperature), now: time.now), reducer: reducer())
        // A minute on the grid is still fresh: a move would ask nothing. `r` asks past it.
        await time.advance(by: .seconds(60))
        let asked = time.now
        store.send(.refresh(.didPress)) {
            $0.layer.now = asked
            $0.layer.loadingArea = request.area
            $0.refresh = MapRefresh(askedAt: asked, waiting: [.layer, .alerts])
        }
        await grids.waitForCalls(1)
        await alerts.waitForCalls(1)
        #expect(await alerts.calls == [F.testville.zip])
        #expect(Self.legend(store.state).contains(" · refreshing…"))
        // Pressed again within 10 s: the same ask, nothing more.
        await time.advance(by: .seconds(9))
        store.send(.refresh(.didPress))
        let fresh = L.grid(request, at: time.now) { _, _ in .init(temperature: 80, precipitation: 0) }
        await grids.resume(request, returning: fresh)
        await store.receive(.layer(.didLoad(fresh))) {
            $0.layer.now = time.now
            $0.layer.loadingArea = nil
            $0.layer.grid = fresh
            $0.layer.cache = [fresh, cached]
            $0.refresh?.waiting = [.alerts]
        }
        #expect(Self.legend(store.state).contains(" · refreshing…"))
        await alerts.resume(F.testville.zip, returning: AlertsSnapshot(alerts: [A.tornado], fetchedAt: time.now))
        await store.receive(.refresh(.didLoadAlerts([A.tornado]))) {
            $0.alerts = [A.tornado]
            $0.refresh?.waiting = []
            $0.refresh?.finishedAt = time.now
        }
        #expect(Self.legend(store.state).contains(" · updated just now"))
        #expect(await grids.calls.count == 1)
        #expect(await alerts.calls.count == 1)
        // 10 s after the ask, `r` asks again; this time both fail, and the note says why.
        await time.advance(by: .seconds(1))
        let again = time.now
        store.send(.refresh(.didPress)) {
            $0.layer.now = again
            $0.layer.loadingArea = request.area
            $0.refresh = MapRefresh(askedAt: again, waiting: [.layer, .alerts])
        }
        await grids.waitForCalls(2)
        await grids.resume(request, throwing: WeatherError.http(status: 500, reason: nil))
        await store.receive(.layer(.didFail("HTTP 500"))) {
            $0.layer.loadingArea = nil
            $0.layer.problem = "HTTP 500"
            $0.refresh?.waiting = [.alerts]
            $0.refresh?.problems = [.init("layer", "HTTP 500")]
        }
        await alerts.waitForCalls(2)
        await alerts.resume(F.testville.zip, throwing: AlertsError.failed(.timedOut(seconds: 10)))
        await store.receive(.refresh(.didFailAlerts("timed out", dataFrom: nil))) {
            $0.refresh?.waiting = []
            $0.refresh?.problems.append(.init("alerts", "timed out"))
            $0.refresh?.finishedAt = again
        }
        // The grid and the alerts drawn stay; the note says what failed.
        #expect(store.state.layer.grid == fresh && store.state.alerts == [A.tornado])
        #expect(
            Self.legend(store.state, width: 120).contains(
                " · not updated: layer (HTTP 500), alerts (timed out)"))
        await store.finish()
    }

    @Test func afterRadarUnavailableRRetriesAndFramesHeldAreNeverAskedAgain() async {
        var state = L.state()
        state.radar.isPlaying = false
        let store = TestStore<MapScreen>(initialState: state, reducer: reducer(withAlerts: false))
        let (view, times) = RadarStoreTests.pressRadarOn(store, now: time.now)
        let requests = RadarStoreTests.requests(view, times)
        let newest = requests.last!
        await frames.waitForCalls(7)
        for request in requests.dropLast() {
            let frame = RadarStoreTests.frame(request)
            await frames.resume(request, returning: frame)
            await store.receive(.layer(.radar(.didLoadFrame(frame)))) {
                $0.radar.frames[request.time] = frame
                $0.radar.pending.remove(request.time)
                $0.radar.cache.insert(frame, at: 0)
            }
        }
        await frames.resume(newest, throwing: WeatherError.http(status: 500, reason: nil))
        await store.receive(.layer(.radar(.didFailFrame(newest.time, "HTTP 500")))) {
            $0.radar.pending = []
            $0.radar.problem = "HTTP 500"
        }
        // `r` asks the newest frame again, and only it: the six held never change.
        await time.advance(by: .seconds(5))
        let retry = time.now
        store.send(.refresh(.didPress)) {
            $0.layer.now = retry
            $0.radar.problem = nil
            $0.radar.pending = [newest.time]
            $0.refresh = MapRefresh(askedAt: retry, waiting: [.radar])
        }
        await frames.waitForCalls(8)
        #expect(await frames.calls.last == newest)
        await frames.resume(newest, throwing: WeatherError.http(status: 500, reason: nil))
        await store.receive(.layer(.radar(.didFailFrame(newest.time, "HTTP 500")))) {
            $0.radar.pending = []
            $0.radar.problem = "HTTP 500"
            $0.refresh?.waiting = []
            $0.refresh?.problems = [.init("radar", "HTTP 500")]
            $0.refresh?.finishedAt = retry
        }
        #expect(Self.legend(store.state).contains(" · not updated: radar (HTTP 500)"))
        // Again once 10 s have passed since the last ask: this time it comes.
        await time.advance(by: .seconds(10))
        let second = time.now
        #expect(RadarFrameTimes.iem.loop(now: second) == times)
        store.send(.refresh(.didPress)) {
            $0.layer.now = second
            $0.radar.problem = nil
            $0.radar.pending = [newest.time]
            $0.refresh = MapRefresh(askedAt: second, waiting: [.radar])
        }
        await frames.waitForCalls(9)
        let frame = RadarStoreTests.frame(newest)
        await frames.resume(newest, returning: frame)
        await store.receive(.layer(.radar(.didLoadFrame(frame)))) {
            $0.radar.frames[newest.time] = frame
            $0.radar.pending = []
            $0.radar.cache.insert(frame, at: 0)
            $0.refresh?.waiting = []
            $0.refresh?.finishedAt = second
        }
        #expect(Self.legend(store.state).contains(" · updated just now"))
        // Every frame held, no newer mosaic yet: `r` asks nothing, and says the loop is up to date.
        await time.advance(by: .seconds(10))
        let third = time.now
        store.send(.refresh(.didPress)) {
            $0.layer.now = third
            $0.refresh = MapRefresh(askedAt: third, waiting: [])
        }
        #expect(store.state.refresh?.finishedAt == third)
        #expect(await frames.calls.count == 9)
        store.send(.layer(.didDisappear)) { $0.radar.isCovered = true }
        await store.finish()
    }

    /// The alerts service answering HTTP 500 falls back to its cached answer: drawn, but the note says it is not
    /// new, with its age, never "updated just now".
    @Test func aCachedAlertsAnswerStandingInForAFailureIsNotAnUpdate() async {
        let store = TestStore<MapScreen>(initialState: L.state(), reducer: reducer())
        let asked = time.now
        store.send(.refresh(.didPress)) { $0.refresh = MapRefresh(askedAt: asked, waiting: [.alerts]) }
        await alerts.waitForCalls(1)
        let cached = AlertsSnapshot(
            alerts: [A.tornado], fetchedAt: asked.addingTimeInterval(-240),
            staleBecause: .http(status: 500, reason: nil))
        await alerts.resume(F.testville.zip, returning: cached)
        await store.receive(.refresh(.didFailAlerts("HTTP 500", dataFrom: cached.fetchedAt))) {
            $0.refresh?.waiting = []
            $0.refresh?.problems = [.init("alerts", "HTTP 500", dataFrom: cached.fetchedAt)]
            $0.refresh?.finishedAt = asked
        }
        #expect(Self.legend(store.state, width: 120).contains(" · not updated: alerts (HTTP 500"))
        #expect(store.state.refresh?.note(now: asked).text == "not updated: alerts (HTTP 500, from 4 min ago)")
        await store.finish()
    }

    @Test func withoutALayerRAsksTheAlertsAloneAndAPlaceTheyDoNotCoverHasNone() async {
        var state = F.state(size: L.laidOut)
        state.alerts = [A.tornado]
        let store = TestStore<MapScreen>(initialState: state, reducer: reducer())
        store.send(.refresh(.didPress)) { $0.refresh = MapRefresh(askedAt: time.now, waiting: [.alerts]) }
        await alerts.waitForCalls(1)
        await alerts.resume(F.testville.zip, throwing: AlertsError.notCovered("Testville, TS"))
        await store.receive(.refresh(.didLoadAlerts([]))) {
            $0.alerts = []
            $0.refresh?.waiting = []
            $0.refresh?.finishedAt = time.now
        }
        await store.finish()
    }
}

/// The labels follow the selected place: the radar's times are in its zone; the alert row names whose alerts
/// they are (the focus place's, whoever is selected).
@MainActor
@Suite(.serialEffects)
struct MapLabelsFollowSelectionTests {
    static let newYork = Place(
        zip: "10001", city: "New York", state: "NY", timeZone: "America/New_York", latitude: 40.75,
        longitude: -73.99)
    static let springfield = Place(
        zip: "62701", city: "Springfield", state: "IL", timeZone: "America/Chicago", latitude: 39.80,
        longitude: -89.65)

    /// New York's Map with Springfield marked, the radar on (its frames not arrived yet) and a warning for New York.
    static func state() -> MapScreen.State {
        var state = MapScreen.State(
            focus: newYork, recents: [MapFixtures.recent(springfield, 60)], zoom: 4, alerts: [MapAlertFixtures.tornado])
        state.viewSize = .init(width: 80, height: 21)
        state.layer = MapLayerState(kind: .radar)
        state.radar.times = RadarFrameTimes.iem.loop(now: MapFixtures.date)
        state.radar.position = state.radar.times.count - 1
        state.layer.now = MapFixtures.date
        // The zones `createScreen` looks up for the marked places.
        state.zones = [newYork.zip: ZoneRules.of(newYork)!, springfield.zip: ZoneRules.of(springfield)!]
        return state
    }

    static func clock(_ place: Place, _ date: Date) -> String {
        ZoneRules.of(place)!.local(date).clock(.twelve)
    }

    @Test func afterTabTheRadarTimesAreTheSelectedPlacesAndTheAlertRowSaysWhose() async {
        let store = TestStore<MapScreen>(
            initialState: Self.state(), reducer: MapFixtures.withoutLayer(towns: { _, _ in [] }))
        let newest = store.state.radar.times.last!
        #expect(Self.clock(Self.newYork, newest) != Self.clock(Self.springfield, newest))
        var lines = MapLayerRenderTests.render(store.state, width: 80, height: 24).lines()
        #expect(lines[21].hasPrefix("Radar · \(Self.clock(Self.newYork, newest)) · loading…"))
        #expect(lines[22].hasPrefix("⚠ New York, NY: Tornado Warning (area)"))
        store.send(.view(.didCycleSelection(forward: true))) {
            $0.selected = 1
            $0.center = Self.springfield.coordinate
        }
        lines = MapLayerRenderTests.render(store.state, width: 80, height: 24).lines()
        #expect(lines[21].hasPrefix("Radar · \(Self.clock(Self.springfield, newest)) · loading…"))
        // The alerts are still New York's, and the row says so.
        #expect(lines[22].hasPrefix("⚠ New York, NY: Tornado Warning (area)"))
        #expect(lines[23].hasSuffix("2/2 Springfield, IL 60°F"))
        await store.finish()
    }
}
