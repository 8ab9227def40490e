import Foundation
import Testing
import WeatherCore

/// Issue 26 in a real terminal against the local server: Honolulu, Anchorage and San Juan get radar from their own
/// composites of the IEM's archive layer while the time-enabled WMS repeats one 2011 picture at every TIME (the app
/// does not ask it: the loop moves, over the last hour), and a source that answers every minute with one picture
/// is said to be stale rather than played.
@Suite(.serialized, .leavesNothingBehind)
struct RadarCompositesEndToEndTests {
    let folder = TemporaryFolder("lw-radar-composites")
    var root: URL { folder.url }

    func legend(_ screen: String) -> String {
        screen.split(separator: "\n").map(String.init).first { $0.hasPrefix("Radar · ") } ?? ""
    }

    /// The server's radar GetMaps so far, "layer time" each (`GET /admin/radar`).
    func asked(_ server: FixtureProcess) async throws -> [String] {
        let data = try await FixtureHTTP.request("\(server.url)/admin/radar")
        return (try JSONSerialization.jsonObject(with: data) as? [String]) ?? []
    }

    /// The app on `zip` with the radar at the server, Detail's radar line awaited, then `m` to the Map's radar.
    func openRadar(_ server: FixtureProcess, zip: String) async throws -> TmuxSession {
        let app = try await TmuxSession.app(
            home: root,
            arguments: ["--api-url", server.url, "--alerts-url", server.url, "--radar-url", server.url, zip],
            width: 100, height: 30, environment: ["NO_COLOR": ""])
        try await app.waitFor("Weather data by Open-Meteo.com")
        try await app.waitFor("Detail's radar line") { $0.contains("Radar: ") && $0.contains("here") }
        try await app.send("m")
        try await app.waitFor("the map on the radar") { $0.contains("› Map") && !legend($0).isEmpty }
        return app
    }

    @Test(arguments: [("96813", "hicomp"), ("99501", "akcomp"), ("00901", "prcomp")])
    func eachPlaceGetsItsCompositeAndTheLoopMovesPastAStaleTimeLayer(zip: String, composite: String) async throws {
        let server = try await FixtureProcess()
        _ = try await FixtureHTTP.request("\(server.url)/admin/radar?stale=time-layer", method: "POST")
        let app = try await openRadar(server, zip: zip)
        let first = try await app.waitFor("the radar's frames") {
            legend($0).contains("●") && !legend($0).contains("○")
        }
        #expect(!legend(first).contains("no radar here") && !legend(first).contains("stale"))
        let shownAt = { (screen: String) in legend(screen).firstIndex(of: "●") }
        try await app.waitFor("the loop to move") { shownAt($0) != shownAt(first) && shownAt($0) != nil }
        // That composite's archive layer was asked, one GetMap a frame: Detail's one and the loop's seven, the
        // loop's over the last hour (San Juan's view also reaches the US composite north of 21°N: its layer is asked
        // for those frames too, never the group).
        let requests = try await asked(server).filter { $0.hasPrefix("composite-archive-\(composite) ") }
        #expect(requests.count == 8)
        #expect(
            try await asked(server).allSatisfy {
                $0.hasPrefix("composite-archive-") && !$0.hasPrefix("composite-archive ")
            })
        let times = requests.compactMap { $0.split(separator: " ").last }.compactMap { text -> Date? in
            try? Date(String(text), strategy: .iso8601)
        }
        #expect(times.count == 8 && times.allSatisfy { abs($0.timeIntervalSinceNow) < 75 * 60 })
        try await app.send("q", literal: true)
        #expect(try await app.waitForExit().status == 0)
    }

    @Test func aSourceRepeatingOnePictureIsSaidStaleAndNotPlayed() async throws {
        let server = try await FixtureProcess()
        _ = try await FixtureHTTP.request("\(server.url)/admin/radar?stale=all", method: "POST")
        let app = try await openRadar(server, zip: "10001")
        let stale = try await app.waitFor("radar stale, every frame") {
            legend($0).contains("radar stale: every frame the same") && !legend($0).contains("○")
        }
        #expect(legend(stale).contains("××××××●"))  // every frame the same picture: none is played
        // The loop plays only the forecast's steps after them (not stale): once it shows one (◆), the radar's dots
        // are all stale, none played. (That it never plays one is proved under the test clock:
        // RadarStaleTests.everyFrameTheSamePictureStopsTheLoop.)
        let playing = try await app.waitFor("a forecast step shown") { legend($0).contains("◆") }
        let timeline = legend(playing).split(separator: "every frame the same").last ?? ""
        let radarDots = timeline.split(separator: "┊").first.map(String.init) ?? ""
        #expect(radarDots.contains("×××××××") && !radarDots.contains("·") && !radarDots.contains("●"))
        try await app.send("q", literal: true)
        #expect(try await app.waitForExit().status == 0)
    }
}
