import Foundation
import ServiceEndpoints
import Testing

@testable import WeatherCore

/// Which frames exist (5-minute boundaries, at least 2 minutes old) and how one is asked for.
@Suite struct RadarRequestTests {
    /// 2026-11-24 18:47:30 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_546_050)

    @Test func theNewestFrameIsOnAFiveMinuteBoundaryAtLeastTwoMinutesOld() {
        #expect(RadarRequest.timeText(Self.now) == "2026-11-24T18:47:00Z")  // seconds are always 00
        // 18:47:30: the 18:45 file was written about 18:45, and two minutes on it is there.
        #expect(RadarRequest.timeText(RadarFrameTimes.iem.newest(now: Self.now)) == "2026-11-24T18:45:00Z")
        // Exactly on a boundary: that mosaic is not out yet; the one before is.
        let boundary = Date(timeIntervalSince1970: 1_795_546_500)  // 18:55:00
        #expect(RadarRequest.timeText(RadarFrameTimes.iem.newest(now: boundary)) == "2026-11-24T18:50:00Z")
        // 18:46:59: under two minutes after 18:45, so 18:40.
        let early = Date(timeIntervalSince1970: 1_795_546_019)
        #expect(RadarRequest.timeText(RadarFrameTimes.iem.newest(now: early)) == "2026-11-24T18:40:00Z")
        #expect(
            RadarFrameTimes.iem.newest(now: Self.now).timeIntervalSince1970.truncatingRemainder(dividingBy: 300) == 0)
    }

    @Test func theLoopIsTheLastHourEveryTenMinutesOldestFirst() {
        let now = Self.now.addingTimeInterval(-240)  // 18:43:30: the newest mosaic is 18:40's
        let loop = RadarFrameTimes.iem.loop(now: now).map(RadarRequest.timeText)
        #expect(
            loop == [
                "2026-11-24T17:40:00Z", "2026-11-24T17:50:00Z", "2026-11-24T18:00:00Z", "2026-11-24T18:10:00Z",
                "2026-11-24T18:20:00Z", "2026-11-24T18:30:00Z", "2026-11-24T18:40:00Z",
            ])
        // Five minutes on, the 18:45 mosaic is out: it is added, and the frames on 10-minute boundaries stay, so
        // only it is new. Five more, and the loop moves on by one frame.
        let later = RadarFrameTimes.iem.loop(now: now.addingTimeInterval(300)).map(RadarRequest.timeText)
        #expect(later == Array(loop.dropFirst()) + ["2026-11-24T18:45:00Z"])
        let after = RadarFrameTimes.iem.loop(now: now.addingTimeInterval(600)).map(RadarRequest.timeText)
        #expect(after == Array(loop.dropFirst()) + ["2026-11-24T18:50:00Z"])
        #expect(Set(after).subtracting(later) == ["2026-11-24T18:50:00Z"])
    }

    @Test func timesFormatAcrossYearsAndBefore1970() {
        #expect(RadarRequest.timeText(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(RadarRequest.timeText(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29T00:00:00Z")
        #expect(RadarRequest.timeText(Date(timeIntervalSince1970: -60)) == "1969-12-31T23:59:00Z")
    }

    @Test func theRequestIsTheArchiveLayerOfItsCompositeWithTheBoxInLonLatOrder() throws {
        let request = RadarRequest(
            area: GeoBox(minLongitude: -80.123456, minLatitude: 35.5, maxLongitude: -70, maxLatitude: 45.25),
            width: 4000, height: 300, time: RadarFrameTimes.iem.newest(now: Self.now))
        #expect(request.width == RadarRequest.maxSide)  // a view wider than that is sampled
        // Inside the contiguous US: one part, the whole frame.
        let part = try #require(request.parts(in: .iem).first)
        #expect(request.parts(in: .iem).count == 1)
        #expect(part.composite == .conus && part.x == 0 && part.y == 0 && part.width == 640 && part.height == 300)
        let url = part.url(base: URL(string: "http://127.0.0.1:8080/prefix")!, time: request.time, source: .iem)
        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        #expect(components.path == "/prefix/cgi-bin/wms/nexrad/ridge.cgi")
        let query = Dictionary(uniqueKeysWithValues: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        #expect(
            query == [
                "SERVICE": "WMS", "REQUEST": "GetMap", "VERSION": "1.1.1", "LAYERS": "composite-archive-uscomp",
                "STYLES": "", "prod": "n0q", "year": "2026", "month": "11", "day": "24", "time": "1845",
                "SRS": "EPSG:4326", "BBOX": "-80.1235,35.5000,-70.0000,45.2500", "WIDTH": "640", "HEIGHT": "300",
                "FORMAT": "image/png", "TRANSPARENT": "true",
            ])
    }

    @Test func eachCompositeTheBoxOverlapsIsOnePartOfWholePixels() throws {
        // Honolulu's view: Hawaii's composite alone.
        let honolulu = RadarRequest(
            area: GeoBox(minLongitude: -159, minLatitude: 20, maxLongitude: -156.6, maxLatitude: 22.6), width: 120,
            height: 90, time: Self.now)
        #expect(honolulu.parts(in: .iem).map(\.composite) == [.hawaii])
        #expect(
            honolulu.parts(in: .iem).first?.url(base: URL(string: "http://h")!, time: Self.now, source: .iem).query?
                .contains(
                    "LAYERS=composite-archive-hicomp") == true)
        // Florida to Puerto Rico: two requests, each the pixels of its composite, pasted side by side.
        let caribbean = RadarRequest(
            area: GeoBox(minLongitude: -82, minLatitude: 15, maxLongitude: -62, maxLatitude: 27), width: 200,
            height: 120, time: Self.now)
        let parts = caribbean.parts(in: .iem)
        #expect(parts.map(\.composite) == [.conus, .puertoRico])
        let conus = try #require(parts.first)
        // The US composite to 65.01°W and from 23.01°N: columns 0 to 170 of 200, rows 0 to 40 of 120 (0.1° a
        // pixel, widened to whole pixels: 23.0°N).
        #expect(conus.x == 0 && conus.width == 170 && conus.y == 0 && conus.height == 40)
        #expect(abs(conus.area.minLatitude - 23) < 1e-9 && conus.area.maxLatitude == 27)
        let rico = try #require(parts.last)
        // 71.07°W to the box's 62°W is x 109 to 200; 23.1°N to the box's 15°N is y 39 to 120 (whole pixels: 71.1°W).
        #expect(rico.x == 109 && rico.width == 91 && (38...39).contains(rico.y) && rico.y + rico.height == 120)
        #expect(abs(rico.area.minLongitude + 71.1) < 1e-9 && rico.area.maxLatitude >= 23.1)
        // Europe and the far Aleutians: nothing to ask.
        let aleutians = RadarRequest(
            area: GeoBox(minLongitude: 172, minLatitude: 50, maxLongitude: 180, maxLatitude: 55), width: 80, height: 60,
            time: Self.now)
        #expect(aleutians.parts(in: .iem).isEmpty && !RadarSource.iem.covers(aleutians.area))
        #expect(RadarRequest.archiveStamp(Date(timeIntervalSince1970: 1_798_675_500)) == ("2026", "12", "31", "0005"))
    }

    @Test func theRadarURLResolvesLikeTheOthers() throws {
        #expect(
            try APIConfiguration.resolve(.radar, flag: nil, environment: [:]).baseURL.absoluteString
                == "https://mesonet.agron.iastate.edu")
        let pasted = try APIConfiguration.resolve(
            .radar,
            flag: nil,
            environment: [ServiceEndpoint.radar.environmentVariable: "http://127.0.0.1:9/cgi-bin/wms/nexrad/n0q-t.cgi"])
        #expect(pasted.baseURL.absoluteString == "http://127.0.0.1:9" && pasted.source == .environment)
        #expect(throws: WeatherError.self) {
            _ = try APIConfiguration.resolve(.radar, flag: "ftp://x", environment: [:])
        }
    }

    @Test func nearestPrecipitationNamesDistanceAndDirection() {
        // One pixel a 0.01°: rain in a column 0.1° east of the place (about 8.5 km at 40°N).
        var pixels = [Int8](repeating: RadarImage.noEcho, count: 100 * 100)
        for y in 0..<100 { pixels[y * 100 + 60] = 30 }
        let frame = RadarFrame(
            time: Self.now, area: GeoBox(minLongitude: -75, minLatitude: 39.5, maxLongitude: -74, maxLatitude: 40.5),
            image: RadarImage(width: 100, height: 100, pixels: pixels))
        let found = frame.nearestPrecipitation(latitude: 40, longitude: -74.5, radiusKilometres: 25)
        #expect(found?.direction == "east")
        #expect(found.map { abs($0.kilometres - 8.5) < 1.5 } == true)
        #expect(found?.dbz == 30)
        #expect(frame.nearestPrecipitation(latitude: 40, longitude: -74.9, radiusKilometres: 25) == nil)
        #expect(
            RadarSource.iem.covers(latitude: 40.7, longitude: -74)
                && RadarSource.iem.covers(latitude: 21.3, longitude: -157.8)
                && RadarSource.iem.covers(latitude: 61.2, longitude: -149.9)
                && RadarSource.iem.covers(latitude: 18.47, longitude: -66.1)
                && !RadarSource.iem.covers(latitude: 51.5, longitude: -0.1))
    }
}
