import Foundation
import Lasso
import TerminalUI
import Testing
import WeatherAppTesting
import WeatherCore

@testable import WeatherApp

/// Places, towns and a tiny hand-made geometry, so Map tests are readable and never depend on the real data.
enum MapFixtures {
    static let testville = Place(zip: "11111", city: "Testville", state: "TS", latitude: 40, longitude: -100)
    static let otherton = Place(zip: "22222", city: "Otherton", state: "TS", latitude: 41, longitude: -96)
    static let farville = Place(zip: "33333", city: "Farville", state: "TS", latitude: 30, longitude: -80)
    /// A military ZIP: stored without coordinates, so it is never on the map.
    static let fleet = Place(zip: "09001", kind: .military, city: "APO", state: "AE", latitude: 0, longitude: 0)

    static let date = Date(timeIntervalSince1970: 1_750_000_000)

    static func recent(_ place: Place, _ temperature: Double?, _ units: UnitSystem = .imperial) -> RecentSearch {
        RecentSearch(
            place: place, searchedAt: date, lastTemperature: temperature,
            lastUnits: temperature == nil ? nil : units)
    }

    /// Newest first, as the recent-searches client returns them; includes the focus place itself.
    static let recents = [
        recent(testville, 72.4), recent(otherton, 60), recent(fleet, 80), recent(farville, nil),
    ]

    static func town(_ name: String, _ zip: String, latitude: Double, longitude: Double) -> PlaceMatch {
        PlaceMatch(
            name: name, state: "TS",
            place: Place(zip: zip, city: name, state: "TS", latitude: latitude, longitude: longitude))
    }

    /// A small directory of towns, biggest first.
    static let towns = [
        town("Bigton", "44444", latitude: 40.5, longitude: -101.5),
        town("Testville", "11112", latitude: 40.01, longitude: -100.01),  // a marked place: never labelled twice
        town("Eastham", "55555", latitude: 39.5, longitude: -97.2),
        town("Nowhere", "66666", latitude: 0, longitude: 0),  // no coordinates
        town("Westby", "77777", latitude: 39.8, longitude: -104.5),
    ]

    /// A fake `ZipDirectory.towns(in:limit:)` over `towns`.
    static let townLookup: @Sendable (GeoBox, Int) -> [PlaceMatch] = { box, limit in
        Array(towns.filter { box.contains($0.place.coordinate) }.prefix(limit))
    }

    /// The Map's reducer with no weather layer: `l` and `r` do nothing, and no grid, radar or settings are asked.
    static func withoutLayer(towns: @escaping @Sendable (GeoBox, Int) -> [PlaceMatch] = townLookup) -> MapStore {
        MapStore(
            towns: towns, mapLayer: nil, radar: .failing, radarForecast: nil, clock: TestTime(start: date).appClock,
            settings: .failing, alerts: nil)
    }

    /// The same over a real directory's towns.
    static func withoutLayer(directory: ZipDirectory) -> MapStore {
        withoutLayer(towns: { box, limit in directory.towns(in: box, limit: limit) })
    }

    static func state(zoom: Int = 4, size: MapScreen.Size? = nil) -> MapScreen.State {
        var state = MapScreen.State(focus: testville, recents: recents, zoom: zoom)
        if let size {
            state.viewSize = size
            state.towns = withoutLayer().townsInView(state)
        }
        return state
    }

    /// Country "TST": a box around the test area; state "TS": a smaller box; both closed rings.
    static let geometry: MapGeometry = {
        var data = Data("LWMAP2\n\0".utf8)
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        /// Zigzag LEB128, as map.bin codes each point's delta.
        func varint(_ value: Int) -> [UInt8] {
            var rest = UInt64(bitPattern: Int64(value << 1) ^ Int64(value >> 63))
            var out: [UInt8] = []
            while rest >= 0x80 {
                out.append(UInt8(rest & 0x7F) | 0x80)
                rest >>= 7
            }
            return out + [UInt8(rest)]
        }
        let scale = 100.0
        let rings: [(feature: UInt16, corners: [Double])] = [
            (0, [-104, 38.5, -93, 41.8]),  // min lon, min lat, max lon, max lat
            (1, [-101, 39.3, -98.5, 40.6]),
        ]
        let points: [[UInt8]] = rings.map { ring in
            let c = ring.corners
            var previous = (0, 0)
            return [(c[0], c[1]), (c[2], c[1]), (c[2], c[3]), (c[0], c[3]), (c[0], c[1])].flatMap { lon, lat in
                let point = (Int((lon * scale).rounded()), Int((lat * scale).rounded()))
                defer { previous = point }
                return varint(point.0 - previous.0) + varint(point.1 - previous.1)
            }
        }
        append(UInt16(scale))
        append(UInt16(1))
        append(UInt16(2))  // scale, 1 level, 2 features
        append(Float(0).bitPattern)
        data.append(contentsOf: [0, 3] + Array("TST".utf8) + [8] + Array("Testland".utf8))
        data.append(contentsOf: [1, 2] + Array("TS".utf8) + [9] + Array("Teststate".utf8))
        append(UInt32(rings.count))
        append(UInt32(points.map(\.count).reduce(0, +)))
        var offset = 0
        for (index, ring) in rings.enumerated() {
            append(ring.feature)
            append(UInt32(offset))
            append(UInt32(5))
            for corner in ring.corners { append(Int16(corner * scale)) }
            offset += points[index].count
        }
        for bytes in points { data.append(contentsOf: bytes) }
        return try! MapGeometry(data: data)
    }()

    /// Renders `state` into a buffer of `width`×`height` (the screen's body), recording what the view sends; with no
    /// county outlines unless given (`MapAlertFixtures.counties`).
    @MainActor
    static func render(
        _ state: MapScreen.State, width: Int, height: Int, geometry: MapGeometry = geometry,
        counties: CountyGeometry = .empty
    ) -> (buffer: Buffer, sent: [MapScreen.Action]) {
        let sent = SentActions()
        let view = MapView(
            store: ViewStore(state: { state }, send: { sent.actions.append($0) }), geometry: geometry,
            counties: counties)
        var buffer = Buffer(width: width, height: height)
        // As the shell does: layout (which may report a size), then render (which sends nothing).
        view.layout(in: buffer.area)
        let beforeRender = sent.actions.count
        _ = view.render(into: &buffer, area: buffer.area)
        #expect(sent.actions.count == beforeRender, "render must not send actions")
        return (buffer, sent.actions)
    }
}

/// Collects the actions a view sends.
@MainActor
final class SentActions {
    var actions: [MapScreen.Action] = []
}
