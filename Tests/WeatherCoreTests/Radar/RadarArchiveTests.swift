import Foundation
import Testing
import WeatherFixtures

@testable import WeatherCore

/// The live radar client against the fixture server's archive layer (`ridge.cgi`): one GetMap per composite the
/// box overlaps, Hawaii's and Puerto Rico's composites, a minute not written yet stepping back 5 minutes once per
/// composite, and the stale time-enabled WMS the app no longer asks.
@Suite struct RadarArchiveTests {
    static let time = RadarFrameTimes.iem.newest(now: NetFixture.now)

    /// The frame for `area` and the layers and times the server was asked, with `missing` minutes answered with
    /// the service's missing-file exception.
    func frame(_ area: GeoBox, missing: [Date] = [], stale: FixtureRadarStale = .none) async throws -> (
        Result<RadarFrame, WeatherError>, [String]
    ) {
        let server = FixtureServer(now: { NetFixture.now })
        await server.setRadarMissing(missing)
        await server.setRadarStale(stale)
        return try await NetFixture.serving(server) { server, http, base in
            let client = RadarClient.live(source: .iem, baseURL: base, httpClient: http, timeouts: .radar)
            let request = RadarRequest(area: area, width: 120, height: 90, time: Self.time)
            let result: Result<RadarFrame, WeatherError>
            do throws(WeatherError) {
                result = .success(try await client.frame(request))
            } catch {
                result = .failure(error)
            }
            let asked = await server.radarRequestRecords().map { "\($0.layer) \($0.time)" }
            return (result, asked.sorted())
        }
    }

    static let newYork = GeoBox(minLongitude: -76, minLatitude: 38, maxLongitude: -72, maxLatitude: 42)
    static let honolulu = GeoBox(minLongitude: -159.4, minLatitude: 19.8, maxLongitude: -156.2, maxLatitude: 22.8)
    static let sanJuan = GeoBox(minLongitude: -67.5, minLatitude: 17, maxLongitude: -64.7, maxLatitude: 19.9)
    static let anchorage = GeoBox(minLongitude: -152, minLatitude: 60, maxLongitude: -147.8, maxLatitude: 62.4)

    @Test(arguments: [
        (newYork, "composite-archive-uscomp"), (honolulu, "composite-archive-hicomp"),
        (sanJuan, "composite-archive-prcomp"), (anchorage, "composite-archive-akcomp"),
    ])
    func eachPlaceIsAskedOfItsCompositeAlone(area: GeoBox, layer: String) async throws {
        let (result, asked) = try await frame(area)
        let frame = try result.get()
        #expect(asked == ["\(layer) \(RadarRequest.timeText(Self.time))"])
        #expect(frame.validTime == Self.time && frame.missing.isEmpty)
        #expect(frame.image.pixels.contains { $0 != RadarImage.noEcho })  // the fixture's band, in that composite
    }

    @Test func aMinuteNotWrittenYetStepsBackFiveMinutesOnce() async throws {
        let earlier = Self.time.addingTimeInterval(-300)
        let (result, asked) = try await frame(Self.newYork, missing: [Self.time])
        let stepped = try result.get()
        #expect(stepped.time == Self.time && stepped.validTime == earlier)
        #expect(
            asked == [
                "composite-archive-uscomp \(RadarRequest.timeText(earlier))",
                "composite-archive-uscomp \(RadarRequest.timeText(Self.time))",
            ])
        // Missing too 5 minutes before: the frame fails, saying which mosaic, after two requests, not more.
        let (twice, askedTwice) = try await frame(Self.newYork, missing: [Self.time, earlier])
        #expect(twice == .failure(.malformedResponse(detail: "no US mosaic for 15:25 UTC or 5 min before")))
        #expect(askedTwice.count == 2)
    }

    @Test func aBoxOverTwoCompositesIsTwoRequestsPastedIntoOneFrame() async throws {
        let caribbean = GeoBox(minLongitude: -82, minLatitude: 15, maxLongitude: -62, maxLatitude: 27)
        let (result, asked) = try await frame(caribbean)
        let frame = try result.get()
        #expect(asked.map { $0.split(separator: " ")[0] } == ["composite-archive-prcomp", "composite-archive-uscomp"])
        // Echoes north of 21°N (the US's) and around Puerto Rico, none over the open sea between them.
        #expect(frame.dbz(latitude: 14.5 + 0.5, longitude: -75) == nil)
        let echoes = frame.image.pixels.indices.filter { frame.image.pixels[$0] != RadarImage.noEcho }
        let rows = Set(echoes.map { $0 / frame.image.width })
        #expect(rows.contains { $0 < 45 } && rows.contains { $0 > 45 })  // 45 = 21.0°N at 90 rows over 12°
    }

    @Test func theStaleTimeLayerRepeatsOnePictureButTheArchiveMoves() async throws {
        // The archive answers each minute with its own picture even while n0q-t.cgi is stale.
        let (now, _) = try await frame(Self.newYork, stale: .timeLayer)
        let server = FixtureServer(now: { NetFixture.now })
        await server.setRadarStale(.timeLayer)
        let (later, capabilities, timeLayer) = try await NetFixture.serving(server) { _, http, base in
            let client = RadarClient.live(source: .iem, baseURL: base, httpClient: http, timeouts: .radar)
            let later = try await client.frame(
                RadarRequest(area: Self.newYork, width: 120, height: 90, time: Self.time.addingTimeInterval(-1800)))
            let fetch = { (query: String) in
                try await LiveFetch(httpClient: http, timeouts: .radar, accept: "*/*").get(
                    URL(string: "\(base)/cgi-bin/wms/nexrad/n0q-t.cgi?\(query)")!)
            }
            let capabilities = String(decoding: try await fetch("SERVICE=WMS&REQUEST=GetCapabilities"), as: UTF8.self)
            let map =
                "SERVICE=WMS&REQUEST=GetMap&VERSION=1.1.1&LAYERS=nexrad-n0q-wmst&STYLES=&SRS=EPSG:4326"
                + "&BBOX=-76,38,-72,42&WIDTH=120&HEIGHT=90&FORMAT=image/png&TRANSPARENT=true&TIME="
            let pictures = try await [
                fetch(map + "2026-11-22T15:20:00Z"), fetch(map + "2026-11-22T14:50:00Z"),
                fetch(map + "2030-01-01T00:00:00Z"),
            ]
            return (later, capabilities, pictures)
        }
        #expect(try now.get().image != later.image)
        #expect(Set(timeLayer).count == 1 && timeLayer[0].starts(with: RadarImage.signature))
        // Its extent ended yesterday, written as MapServer writes it (the real n0r-t.cgi answer's shape).
        #expect(capabilities.contains(">2011-02-16/2026-11-21/PT5M</Extent>"))
        let real = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/real/iem-n0r-t-GetCapabilities-1.1.1-2013.xml"), encoding: .isoLatin1)
        for shape in [#"<Extent name="time" default=""#, #"" nearestValue="0">"#, "/PT5M</Extent>"] {
            #expect(real.contains(shape) && capabilities.contains(shape), "\(shape)")
        }
    }
}
