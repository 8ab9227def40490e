import Foundation
import Testing

@testable import WeatherCore

/// The composites' real extents (akrherz/radcomp, the IEM's compositor: W, S, E, N), Guam's among them; pasting
/// overlapping composites; a stalled source told by consecutive frames only.
@Suite struct RadarCompositeTests {
    static let now = Date(timeIntervalSince1970: 1_795_546_050)

    @Test func theBoxesAreTheCompositorsOwn() {
        func box(_ composite: RadarComposite) -> [Double] {
            let area = composite.area
            return [area.minLongitude, area.minLatitude, area.maxLongitude, area.maxLatitude]
        }
        #expect(box(.conus) == [-126, 23.01, -65.01, 50])
        #expect(box(.alaska) == [-170.5, 53.21, -130.5, 68.71])
        #expect(box(.hawaii) == [-162.41, 15.44, -152.41, 24.44])
        #expect(box(.puertoRico) == [-71.07, 13.1, -61.07, 23.1])
        #expect(box(.guam) == [140.5, 9.2, 149, 17.7])
        #expect(RadarComposite.guam.layer == "composite-archive-gucomp")
        // Hagåtña, Guam (ZIP 96910) has radar now; Tokyo still has none.
        #expect(RadarSource.iem.covers(latitude: 13.4757, longitude: 144.7489))
        #expect(!RadarSource.iem.covers(latitude: 35.69, longitude: 139.69))
        // The real boxes overlap south of Florida.
        let keys = GeoBox(minLongitude: -70, minLatitude: 22, maxLongitude: -66, maxLatitude: 24)
        #expect(RadarSource.iem.composites(overlapping: keys) == [.conus, .puertoRico])
    }

    @Test func anOverlapKeepsEitherPartsEcho() throws {
        // Florida's keys to Puerto Rico: both composites cover the strip 71°W–65°W, 22°N–23.1°N.
        let request = RadarRequest(
            area: GeoBox(minLongitude: -72, minLatitude: 21, maxLongitude: -64, maxLatitude: 25), width: 8, height: 4,
            time: Self.now)
        let parts = request.parts(in: .iem)
        #expect(parts.map(\.composite) == [.conus, .puertoRico])
        var pixels = [Int8](repeating: RadarImage.noEcho, count: 32)
        // The US part sees an echo at its every pixel; Puerto Rico's sees none, then one stronger at its first.
        let conus = parts[0]
        RadarClient.paste(
            RadarImage(
                width: conus.width, height: conus.height,
                pixels: Array(repeating: 30, count: conus.width * conus.height)),
            conus, into: &pixels, width: 8)
        let rico = parts[1]
        var ricoPixels = [Int8](repeating: RadarImage.noEcho, count: rico.width * rico.height)
        ricoPixels[0] = 45
        RadarClient.paste(
            RadarImage(width: rico.width, height: rico.height, pixels: ricoPixels), rico, into: &pixels, width: 8)
        let overlapRow = rico.y
        #expect(pixels[overlapRow * 8 + rico.x] == 45)  // the stronger echo stands
        #expect(pixels[overlapRow * 8 + rico.x + 1] == 30)  // "no echo" from Puerto Rico did not erase the US echo
    }

    static func frame(_ minute: Int, valid: Int? = nil, pixels: [Int8]) -> RadarFrame {
        let time = now.addingTimeInterval(Double(minute) * 60)
        return RadarFrame(
            time: time, area: GeoBox(minLongitude: 0, minLatitude: 0, maxLongitude: 1, maxLatitude: 1),
            image: RadarImage(width: pixels.count, height: 1, pixels: pixels),
            validTime: valid.map { now.addingTimeInterval(Double($0) * 60) } ?? time)
    }

    @Test func onlyConsecutiveRepeatsAreStale() {
        let a: [Int8] = [10, RadarImage.noEcho]
        let b: [Int8] = [20, RadarImage.noEcho]
        // The first and last frames of the hour match by chance: weather, not a stall.
        let chance = [Self.frame(0, pixels: a), Self.frame(10, pixels: b), Self.frame(20, pixels: a)]
        #expect(RadarStaleness.find(in: chance) == nil)
        // Two neighbours of different mosaic times with the same echoes: stalled.
        let stalled = [Self.frame(0, pixels: b), Self.frame(10, pixels: a), Self.frame(20, pixels: a)]
        #expect(
            RadarStaleness.find(in: stalled)
                == RadarStaleness(times: [stalled[1].time, stalled[2].time], lastDifferent: stalled[0].time))
        // The same mosaic asked twice (a minute stepped back to the same file) is not a stall; nor are dry frames.
        let same = [Self.frame(0, valid: 0, pixels: a), Self.frame(10, valid: 0, pixels: a)]
        #expect(RadarStaleness.find(in: same) == nil)
        let dry: [Int8] = [RadarImage.noEcho, RadarImage.noEcho]
        #expect(RadarStaleness.find(in: [Self.frame(0, pixels: dry), Self.frame(10, pixels: dry)]) == nil)
    }
}
