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

    @Test func theLoopPlaysPausesStepsAndAFailureLeavesTheMapUsable() async throws {
        let server = try await FixtureProcess()
        let app = try await TmuxSession.app(
            home: root,
            arguments: ["--api-url", server.url, "--alerts-url", server.url, "--radar-url", server.url, "10001"],
            width: 100,
            height: 30, environment: ["NO_COLOR": ""])  // colours on, whatever the test runner's environment says
        try await app.waitFor("Weather data by Open-Meteo.com")
        // Detail looks at the radar around the place: the fixture's band crosses it.
        try await app.waitFor("Detail's radar line") { $0.contains("Radar: ") && $0.contains("here") }
        let before = try await server.radarRequestCount()
        #expect(before == 1)
        // With rain on the radar, m opens the Map on the radar layer.
        try await app.send("m")
        try await app.waitFor("the map on the radar") { $0.contains("› Map") && !legend($0).isEmpty }
        // All seven frames arrive (no hollow dot left), and the loop moves: the filled dot changes place.
        let first = try await app.waitFor("the radar's frames") {
            legend($0).contains("●") && !legend($0).contains("○")
        }
        #expect(try await server.radarRequestCount() - before == 7)
        let shownAt = { (screen: String) in legend(screen).firstIndex(of: "●") }
        let start = shownAt(first)
        try await app.waitFor("the loop to move") { shownAt($0) != start && shownAt($0) != nil }
        // The band of rain is drawn in colour: green, yellow or red backgrounds (8 colours in tmux's default
        // terminal, 256 where it has them).
        let coloured = try await app.screenWithEscapes()
        let backgrounds = ["48;5;", "[42m", "[43m", "[41m", ";42m", ";43m", ";41m"]
        let plain = try await app.screen()
        #expect(backgrounds.contains { coloured.contains($0) }, "no echo drawn in colour: \(plain)")

        // Paused, the frame stays while the clock moves (proved under the test clock:
        // RadarStoreTests.theLastHourIsAskedAtOnceAndPlaysWithAHoldOnTheNewest); `]` steps it.
        try await app.send("Space")
        let paused = try await app.waitFor("paused") { legend($0).contains("paused") }
        let pausedAt = shownAt(paused)
        try await app.send("]", literal: true)
        try await app.waitFor("a step") { shownAt($0) != pausedAt && legend($0).contains("paused") }
        #expect(try await server.radarRequestCount() - before == 7)  // a playing or stepped loop asks nothing

        // The radar fails for a new view: the legend says so, the map still pans and zooms.
        try await server.setFault("server-error", on: .radar)
        for _ in 0..<3 { try await app.send("Right") }
        try await app.waitFor("the failure") { legend($0).contains("radar unavailable: HTTP 500") }
        // `r` says the failure too. That `r` asks again 10 s after its last ask, once the radar answers, is proved
        // under the test clock: MapRefreshTests.afterRadarUnavailableRRetriesAndFramesHeldAreNeverAskedAgain.
        try await app.send("r", literal: true)
        try await app.waitFor("r's failure") { $0.contains("km · not updated: radar (HTTP 500)") }
        // Back west, the radar answering again: the view's frames are shown, and the failure is no longer said.
        try await server.setFault("none", on: .radar)
        for _ in 0..<3 { try await app.send("Left") }
        try await app.waitFor("the frames again") {
            legend($0).contains("●") && !legend($0).contains("○") && !legend($0).contains("unavailable")
        }
        let scale = try await app.screen().split(separator: "\n").last { $0.contains("km") }.map(String.init) ?? ""
        try await app.send("+", literal: true)
        try await app.waitFor("zoomed in", timeout: 20) { screen in
            (screen.split(separator: "\n").last { $0.contains("km") }.map(String.init) ?? "") != scale
        }
        // The layer cycles round back to the radar with l, each choice saved.
        try await app.send("l", literal: true)
        try await app.waitFor("temperature") { $0.contains("Temperature °F") }
        try await app.send("l", literal: true)
        try await app.waitFor("precipitation") { $0.contains("Precipitation in") }
        try await app.send("l", literal: true)
        try await app.waitFor("no layer") { !$0.contains("Precipitation in") }
        try await app.send("l", literal: true)
        try await app.waitFor("the radar again") { !legend($0).isEmpty }
        // The choice is written by an effect just after the frame: wait for the file, not a fixed time.
        try await app.waitFor("the radar saved") { _ in
            (try? TmuxSession.savedSettings(home: root))?.contains("radar") == true
        }
        try await app.send("q", literal: true)
        #expect(try await app.waitForExit().status == 0)
        let settings = try TmuxSession.savedSettings(home: root)
        #expect(settings.contains("\"mapLayer\"") && settings.contains("radar"))
    }
}
