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
    func asked(_ server: FixtureProcess) throws -> [String] {
        let data = try SyncHTTP.request("\(server.url)/admin/radar")
        return (try JSONSerialization.jsonObject(with: data) as? [String]) ?? []
    }

    /// The app on `zip` with the radar at the server, Detail's radar line awaited, then `m` to the Map's radar.
    func openRadar(_ server: FixtureProcess, zip: String) throws -> TmuxSession {
        let app = try TmuxSession.app(
            home: root,
            arguments: ["--api-url", server.url, "--alerts-url", server.url, "--radar-url", server.url, zip],
            width: 100, height: 30, environment: ["NO_COLOR": ""])
        try app.waitFor("Weather data by Open-Meteo.com")
        try app.waitFor("Detail's radar line") { $0.contains("Radar: ") && $0.contains("here") }
        try app.send("m")
        try app.waitFor("the map on the radar") { $0.contains("› Map") && !legend($0).isEmpty }
        return app
    }

    @Test(arguments: [("96813", "hicomp"), ("99501", "akcomp"), ("00901", "prcomp")])
    func eachPlaceGetsItsCompositeAndTheLoopMovesPastAStaleTimeLayer(zip: String, composite: String) throws {
        let server = try FixtureProcess()
        _ = try SyncHTTP.request("\(server.url)/admin/radar?stale=time-layer", method: "POST")
        let app = try openRadar(server, zip: zip)
        let first = try app.waitFor("the radar's frames") { legend($0).contains("●") && !legend($0).contains("○") }
        #expect(!legend(first).contains("no radar here") && !legend(first).contains("stale"))
        let shownAt = { (screen: String) in legend(screen).firstIndex(of: "●") }
        try app.waitFor("the loop to move") { shownAt($0) != shownAt(first) && shownAt($0) != nil }
        // That composite's archive layer was asked, one GetMap a frame: Detail's one and the loop's seven, the
        // loop's over the last hour (San Juan's view also reaches the US composite north of 21°N: its layer is asked
        // for those frames too, never the group).
        let requests = try asked(server).filter { $0.hasPrefix("composite-archive-\(composite) ") }
        #expect(requests.count == 8)
        #expect(
            try asked(server).allSatisfy { $0.hasPrefix("composite-archive-") && !$0.hasPrefix("composite-archive ") })
        let times = requests.compactMap { $0.split(separator: " ").last }.compactMap { text -> Date? in
            try? Date(String(text), strategy: .iso8601)
        }
        #expect(times.count == 8 && times.allSatisfy { abs($0.timeIntervalSinceNow) < 75 * 60 })
        try app.send("q", literal: true)
        #expect(try app.waitForExit().status == 0)
    }

    @Test func aSourceRepeatingOnePictureIsSaidStaleAndNotPlayed() throws {
        let server = try FixtureProcess()
        _ = try SyncHTTP.request("\(server.url)/admin/radar?stale=all", method: "POST")
        let app = try openRadar(server, zip: "10001")
        let stale = try app.waitFor("radar stale, every frame") {
            legend($0).contains("radar stale: every frame the same") && !legend($0).contains("○")
        }
        #expect(legend(stale).contains("××××××●"))  // every frame the same picture: none is played
        // The loop plays only the forecast's steps after them (not stale): no radar frame is ever the shown one.
        Thread.sleep(forTimeInterval: 2)
        let timeline = legend(try app.screen()).split(separator: "every frame the same").last ?? ""
        let radarDots = timeline.split(separator: "┊").first.map(String.init) ?? ""
        #expect(radarDots.contains("××××××") && !radarDots.contains("·"))
        try app.send("q", literal: true)
        #expect(try app.waitForExit().status == 0)
    }
}
