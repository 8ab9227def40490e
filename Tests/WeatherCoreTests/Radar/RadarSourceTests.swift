import Foundation
import Testing
import WeatherFixtures

@testable import WeatherCore

/// What a radar source holds and what reads it: the IEM's own values, frame times on other services' 10- and
/// 6-minute steps, a GetMap with the standard WMS `TIME` (OGC WMS 1.1.1), and a missing frame stepping back one of
/// the source's own steps against the fixture server.
@Suite struct RadarSourceTests {
    /// 2026-11-24 18:47:30 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_546_050)

    /// A made-up WMS source with `TIME`, 10-minute frames, one layer over southern Germany, two colours.
    static let palette: [(dbz: Int, red: UInt8, green: UInt8, blue: UInt8)] = [
        (20, 0x40, 0x80, 0xFF), (40, 0xFF, 0x40, 0x40),
    ]
    static let source = RadarSource(
        network: "Südradar", region: "southern Germany", regionShort: "Germany", countries: ["DE"],
        credit: "Radar: Südradar",
        composites: [
            RadarComposite(
                layer: "sued:reflectivity", name: "Süd",
                area: GeoBox(minLongitude: 7, minLatitude: 47, maxLongitude: 14, maxLatitude: 50.5))
        ], path: "/geoserver/wms", timeParameter: .wmsTime, colors: RadarColorTable(rgb: palette),
        times: RadarFrameTimes(cadence: 600, latency: 300),
        missingFrameWords: ["ServiceException", "no frame for time"])

    @Test func theIEMIsOneValue() {
        let iem = RadarSource.iem
        #expect(iem.credit == "Radar: Iowa Environmental Mesonet, NEXRAD")
        #expect(iem.path == "/cgi-bin/wms/nexrad/ridge.cgi" && iem.timeParameter == .archiveDate(product: "n0q"))
        #expect(iem.times == RadarFrameTimes(cadence: 300, latency: 120) && iem.times.loopStep == 600)
        #expect(iem.colors == .nwsReflectivity && iem.countries == ["US"])
        #expect(
            iem.composites.map(\.layer).map { $0.replacingOccurrences(of: "composite-archive-", with: "") } == [
                "uscomp", "akcomp", "hicomp", "prcomp", "gucomp",
            ])
        // MapServer's answer for a minute not in the archive (status 200, as the fixture's ridge.cgi gives it) is
        // a missing frame; another exception, and a PNG, are not.
        let missing = """
            <?xml version='1.0' encoding="UTF-8" standalone="no" ?>
            <ServiceExceptionReport version="1.1.1"><ServiceException>msDrawMap(): Image handling error. \
            msDrawRasterLayerLow(): Unable to access file. Corrupt, empty or missing file \
            '/mesonet/ARCHIVE/data/2027/01/02/GIS/uscomp/n0q_202701021435.png' for layer \
            'composite-archive-uscomp'.</ServiceException></ServiceExceptionReport>
            """
        #expect(iem.isMissingFrame(Data(missing.utf8)))
        #expect(!iem.isMissingFrame(Data("<ServiceException>Invalid layer(s)</ServiceException>".utf8)))
        #expect(!iem.isMissingFrame(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(missing.utf8)))
    }

    @Test func framesFollowTheSourcesOwnSteps() {
        // Every 10 minutes, 5 minutes late: 18:47:30 has 18:40, and the loop is the hour before it, 10 minutes apart.
        let tens = Self.source.times
        #expect(RadarRequest.timeText(tens.newest(now: Self.now)) == "2026-11-24T18:40:00Z")
        #expect(
            tens.loop(now: Self.now).map(RadarRequest.timeText) == [
                "2026-11-24T17:40:00Z", "2026-11-24T17:50:00Z", "2026-11-24T18:00:00Z", "2026-11-24T18:10:00Z",
                "2026-11-24T18:20:00Z", "2026-11-24T18:30:00Z", "2026-11-24T18:40:00Z",
            ])
        // Every 6 minutes (GeoMet's radar): the loop steps 12 minutes, every time one the source has.
        let sixes = RadarFrameTimes(cadence: 360, latency: 120)
        #expect(sixes.loopStep == 720)
        let loop = sixes.loop(now: Self.now)
        #expect(RadarRequest.timeText(loop.last!) == "2026-11-24T18:42:00Z")
        #expect(loop.allSatisfy { $0.timeIntervalSince1970.truncatingRemainder(dividingBy: 360) == 0 })
        #expect(zip(loop, loop.dropFirst()).dropLast().allSatisfy { $1.timeIntervalSince($0) == 720 })
    }

    @Test func aWMSTimeSourceIsAskedWithTIME() throws {
        let request = RadarRequest(
            area: GeoBox(minLongitude: 10, minLatitude: 48, maxLongitude: 12, maxLatitude: 49), width: 80, height: 40,
            time: Self.source.times.newest(now: Self.now))
        let part = try #require(request.parts(in: Self.source).first)
        #expect(request.parts(in: Self.source).count == 1 && part.composite.name == "Süd")
        let url = part.url(base: URL(string: "http://127.0.0.1:9/x")!, time: request.time, source: Self.source)
        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        #expect(components.path == "/x/geoserver/wms")
        let query = Dictionary(uniqueKeysWithValues: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        #expect(
            query == [
                "SERVICE": "WMS", "VERSION": "1.1.1", "REQUEST": "GetMap", "LAYERS": "sued:reflectivity", "STYLES": "",
                "TIME": "2026-11-24T18:40:00Z", "SRS": "EPSG:4326", "BBOX": "10.0000,48.0000,12.0000,49.0000",
                "WIDTH": "80", "HEIGHT": "40", "FORMAT": "image/png", "TRANSPARENT": "true",
            ])
        // Outside its box (New York) the source has nothing to ask.
        #expect(!Self.source.covers(GeoBox(minLongitude: -76, minLatitude: 38, maxLongitude: -72, maxLatitude: 42)))
    }

    /// The frame for Munich's box at the newest time, with `missing` times answered "no frame", and the times asked.
    func frame(missing: [Date]) async throws -> (Result<RadarFrame, WeatherError>, [String]) {
        let server = FixtureServer(now: { Self.now })
        await server.addRadarLayer(
            FixtureRadarLayer(
                path: "/geoserver/wms", layer: "sued:reflectivity", box: [7, 47, 14, 50.5], palette: Self.palette,
                stepMinutes: 10))
        await server.setRadarMissing(missing)
        return try await NetFixture.serving(server) { server, http, base in
            let client = RadarClient.live(source: Self.source, baseURL: base, httpClient: http)
            let request = RadarRequest(
                area: GeoBox(minLongitude: 10.5, minLatitude: 47.5, maxLongitude: 12.5, maxLatitude: 48.7), width: 80,
                height: 48, time: Self.source.times.newest(now: Self.now))
            let result: Result<RadarFrame, WeatherError>
            do throws(WeatherError) {
                result = .success(try await client.frame(request))
            } catch {
                result = .failure(error)
            }
            return (result, await server.radarRequests())
        }
    }

    @Test func aMissingFrameStepsBackOneOfTheSourcesSteps() async throws {
        let newest = Self.source.times.newest(now: Self.now)
        let (result, asked) = try await frame(missing: [newest])
        let stepped = try result.get()
        #expect(asked == ["2026-11-24T18:40:00Z", "2026-11-24T18:30:00Z"])
        #expect(stepped.time == newest && stepped.validTime == newest.addingTimeInterval(-600))
        // In the source's colours: the fixture's band, floored to its two bands.
        #expect(Set(stepped.image.pixels) == [RadarImage.noEcho, 20, 40])
        let (twice, _) = try await frame(missing: [newest, newest.addingTimeInterval(-600)])
        #expect(twice == .failure(.malformedResponse(detail: "no Süd mosaic for 18:40 UTC or 10 min before")))
    }
}
