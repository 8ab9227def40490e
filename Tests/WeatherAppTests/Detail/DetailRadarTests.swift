import Foundation
import Lasso
import LassoTesting
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Detail asks the newest radar mosaic around its place once it appears: rain within 25 km is said after the next
/// two hours ("Radar: rain 9 km west"), and `m` then opens the Map on the radar layer; a clear radar, a failure or
/// a place outside the US composite say nothing and `m` opens the Map as saved.
@MainActor
@Suite(.serialEffects)
struct DetailRadarTests {
    let now = DetailFixtures.now

    /// A radar whose frame has rain (30 dBZ) in one column `offsetDegrees` of longitude from the place.
    static func radar(rainAtLongitudeOffset offsetDegrees: Double?, asked: Recorded<RadarRequest>) -> RadarClient {
        RadarClient(source: .iem) { request throws(WeatherError) in
            asked.append(request)
            var pixels = [Int8](repeating: RadarImage.noEcho, count: request.width * request.height)
            if let offsetDegrees {
                let span = request.area.maxLongitude - request.area.minLongitude
                let middle = (request.area.minLongitude + request.area.maxLongitude) / 2
                let column = Int(((middle + offsetDegrees - request.area.minLongitude) / span) * Double(request.width))
                for row in 0..<request.height { pixels[row * request.width + column] = 30 }
            }
            return RadarFrame(
                time: request.time, area: request.area,
                image: RadarImage(width: request.width, height: request.height, pixels: pixels))
        }
    }

    @Test func rainNearbyIsSaidAndTheMapOpensOnTheRadar() async throws {
        var h = DetailHarness()
        let asked = Recorded<RadarRequest>()
        h.radar = Self.radar(rainAtLongitudeOffset: -0.11, asked: asked)
        let snapshot = DetailFixtures.snapshot()
        let store = h.store(DetailFixtures.state(snapshot: snapshot))
        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        await h.receiveNoAlerts(store)
        let place = DetailFixtures.place
        await store.receive(.didLoadRadar(.precipitation(kilometres: 9, direction: "west", dbz: 30))) {
            $0.radarNearby = .precipitation(kilometres: 9, direction: "west", dbz: 30)
        }
        #expect(store.state.radarNearby?.sentence == "Radar: rain 9 km west")
        store.send(.didPressMap)
        store.assertOutputs([.didRequestRadarMap(place, [])])
        store.cancelEffect(id: DetailStore.CancelID.clock)
        await store.finish()
        // One frame: the newest mosaic, around the place.
        let request = try #require(asked.values.first)
        #expect(asked.values.count == 1)
        #expect(request.time == RadarFrameTimes.iem.newest(now: now))
        #expect(request.area.minLongitude < place.longitude && request.area.maxLongitude > place.longitude)
        // Drawn after the next two hours' line (or alone where there is none).
        let lines = OutlookLines(
            nextTwoHours: nil, air: nil, iconSet: .unicode, radar: store.state.radarNearby?.sentence)
        var buffer = Buffer(width: 60, height: 1)
        lines?.render(into: &buffer, area: buffer.area)
        #expect(buffer.lines()[0].hasPrefix("Radar: rain 9 km west"))
        #expect(buffer[0, 0].style.foreground == .blue)
    }

    @Test func aClearRadarSaysNothingAndTheMapOpensAsSaved() async {
        var h = DetailHarness()
        let asked = Recorded<RadarRequest>()
        h.radar = Self.radar(rainAtLongitudeOffset: nil, asked: asked)
        let store = h.store(DetailFixtures.state(snapshot: DetailFixtures.snapshot()))
        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        await h.receiveNoAlerts(store)
        await store.receive(.didLoadRadar(.clear)) { $0.radarNearby = .clear }
        #expect(store.state.radarNearby?.sentence == nil)
        store.send(.didPressMap)
        store.assertOutputs([.didRequestMap(DetailFixtures.place, [])])
        store.cancelEffect(id: DetailStore.CancelID.clock)
        await store.finish()
    }

    @Test func aFailingRadarSaysNothing() async {
        var h = DetailHarness()
        h.radar = RadarClient(source: .iem) { _ throws(WeatherError) in throw .http(status: 500, reason: nil) }
        let store = h.store(DetailFixtures.state(snapshot: DetailFixtures.snapshot()))
        store.send(.didAppear(h.saved)) { $0.hasAppeared = true }
        await h.receiveNoAlerts(store)
        store.cancelEffect(id: DetailStore.CancelID.clock)
        await store.finish()
        #expect(store.state.radarNearby == nil)
    }
}
