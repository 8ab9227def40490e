import Foundation
import Testing
import WeatherCore

/// The radar loop in a real terminal against the local server's WMS: seven frames asked at once, the loop playing,
/// Space pausing it and `]` stepping, the band of rain drawn in colour, a failing radar route said in the legend
/// while the Map keeps working (and `r` asking again once it answers), and the choice saved.
@Suite(.serialized, .leavesNothingBehind)
struct RadarEndToEndTests {
    let folder = TemporaryFolder("lw-radar")
    var root: URL { folder.url }

    /// The legend row of the radar (the one starting "Radar · ").
    func legend(_ screen: String) -> String {
        screen.split(separator: "\n").map(String.init).first { $0.hasPrefix("Radar · ") } ?? ""
    }

    @Test func theLoopPlaysPausesStepsAndAFailureLeavesTheMapUsable() throws {
        let server = try FixtureProcess()
        let app = try TmuxSession.app(
            home: root,
            arguments: ["--api-url", server.url, "--alerts-url", server.url, "--radar-url", server.url, "10001"],
            width: 100,
            height: 30, environment: ["NO_COLOR": ""])  // colours on, whatever the test runner's environment says
        try app.waitFor("Weather data by Open-Meteo.com")
        // Detail looks at the radar around the place: the fixture's band crosses it.
        try app.waitFor("Detail's radar line") { $0.contains("Radar: ") && $0.contains("here") }
        let before = try server.radarRequestCount()
        #expect(before == 1)
        // With rain on the radar, m opens the Map on the radar layer.
        try app.send("m")
        try app.waitFor("the map on the radar") { $0.contains("› Map") && !legend($0).isEmpty }
        // All seven frames arrive (no hollow dot left), and the loop moves: the filled dot changes place.
        let first = try app.waitFor("the radar's frames") { legend($0).contains("●") && !legend($0).contains("○") }
        #expect(try server.radarRequestCount() - before == 7)
        let shownAt = { (screen: String) in legend(screen).firstIndex(of: "●") }
        let start = shownAt(first)
        try app.waitFor("the loop to move") { shownAt($0) != start && shownAt($0) != nil }
        // The band of rain is drawn in colour: green, yellow or red backgrounds (8 colours in tmux's default
        // terminal, 256 where it has them).
        let coloured = try app.screenWithEscapes()
        let backgrounds = ["48;5;", "[42m", "[43m", "[41m", ";42m", ";43m", ";41m"]
        let plain = try app.screen()
        #expect(backgrounds.contains { coloured.contains($0) }, "no echo drawn in colour: \(plain)")

        try app.send("Space")
        let paused = try app.waitFor("paused") { legend($0).contains("paused") }
        let pausedAt = shownAt(paused)
        Thread.sleep(forTimeInterval: 1.2)
        #expect(shownAt(try app.screen()) == pausedAt)
        try app.send("]", literal: true)
        try app.waitFor("a step") { shownAt($0) != pausedAt && legend($0).contains("paused") }
        #expect(try server.radarRequestCount() - before == 7)  // a playing or stepped loop asks nothing

        // The radar fails for a new view: the legend says so, the map still pans and zooms.
        try server.setRadarFault("server-error")
        for _ in 0..<3 { try app.send("Right") }
        try app.waitFor("the failure") { legend($0).contains("radar unavailable: HTTP 500") }
        // `r` says the failure too, and once the radar answers again it asks again: the frames come.
        try app.send("r", literal: true)
        try app.waitFor("r's failure") { $0.contains("km · radar unavailable: HTTP 500") }
        try server.setRadarFault("none")
        Thread.sleep(forTimeInterval: 10)  // presses within 10 s of the last ask ask once
        let beforeRetry = try server.radarRequestCount()
        try app.send("r", literal: true)
        try app.waitFor("the retry") { $0.contains("km · updated just now") && !legend($0).contains("unavailable") }
        #expect(try server.radarRequestCount() - beforeRetry == 7)
        let scale = try app.screen().split(separator: "\n").last { $0.contains("km") }.map(String.init) ?? ""
        try app.send("+", literal: true)
        try app.waitFor("zoomed in", timeout: 20) { screen in
            (screen.split(separator: "\n").last { $0.contains("km") }.map(String.init) ?? "") != scale
        }
        // The layer cycles round back to the radar with l, each choice saved.
        try app.send("l", literal: true)
        try app.waitFor("temperature") { $0.contains("Temperature °F") }
        try app.send("l", literal: true)
        try app.waitFor("precipitation") { $0.contains("Precipitation in") }
        try app.send("l", literal: true)
        try app.waitFor("no layer") { !$0.contains("Precipitation in") }
        try app.send("l", literal: true)
        try app.waitFor("the radar again") { !legend($0).isEmpty }
        // The choice is written by an effect just after the frame: wait for the file, not a fixed time.
        try app.waitFor("the radar saved") { _ in
            (try? TmuxSession.savedSettings(home: root))?.contains("radar") == true
        }
        try app.send("q", literal: true)
        #expect(try app.waitForExit().status == 0)
        let settings = try TmuxSession.savedSettings(home: root)
        #expect(settings.contains("\"mapLayer\"") && settings.contains("radar"))
    }
}
