import Foundation
import Testing
import WeatherCore

/// The whole journey in a real terminal against the local Open-Meteo-compatible server: search, Detail with the
/// server's numbers, the Map, back, recents that survive a restart, remove and restore, a city with a choice, failed
/// fetches with and without a cache, and resizes on every screen.
@Suite(.serialized, .leavesNothingBehind)
struct JourneyEndToEndTests {
    let folder = TemporaryFolder("lw-journey")
    var root: URL { folder.url }

    func launch(_ server: FixtureProcess, arguments: [String] = []) async throws -> TmuxSession {
        try await TmuxSession.app(home: root, arguments: ["--api-url", server.url] + arguments)
    }

    @Test func searchDetailMapBackAndRestart() async throws {
        let server = try await FixtureProcess()
        let newYork = try #require(ZipDirectory.shared.place(zip: "10001"))
        let served = try await server.current(latitude: newYork.latitude, longitude: newYork.longitude)
        let feelsLike = try #require(served["apparent_temperature"] as? Double)
        let humidity = try #require(served["relative_humidity_2m"] as? Double)

        var app = try await launch(server)
        try await app.waitFor("No recent searches yet")
        try await app.type("10001")
        try await app.send("Enter")
        let detail = try await app.waitFor("Weather data by Open-Meteo.com")
        #expect(detail.contains("Weather › New York, NY"))
        #expect(detail.contains("updated just now"))
        #expect(detail.contains("Feels like \(Int(feelsLike.rounded()))°F"))
        #expect(detail.contains("\(Int(humidity.rounded()))%"))
        try await resizeAndBack(app, expecting: "New York, NY")

        try await app.send("m")
        // The legend's coordinates are the frame's last row: wait for them, not just the title.
        let map = try await app.waitFor("map with its legend") { $0.contains("› Map") && $0.contains("40.75°N") }
        #expect(map.contains("Weather › New York, NY › Map"))
        #expect(map.contains("New York"))
        try await resizeAndBack(app, expecting: "Map")

        try await app.send("Escape")
        try await app.waitFor("back on Detail") { !$0.contains("› Map") && $0.contains("Open-Meteo.com") }
        try await app.send("Escape")
        let home = try await app.waitFor("Recent Searches")
        #expect(home.contains("New York, NY 10001"))
        #expect(home.contains("°F"))
        try await resizeAndBack(app, expecting: "Recent Searches")
        try await app.send("C-c")  // on Home `q` is text for the prompt
        #expect(try await app.waitForExit().status == 0)

        // The recent search survives a restart; Delete marks it removed, Delete again restores it.
        app = try await launch(server)
        try await app.waitFor("New York, NY 10001")
        try await app.send("DC")
        try await app.waitFor("marked removed") { $0.contains("New York, NY 10001") && $0.contains("removed") }
        try await app.send("DC")
        try await app.waitFor("Restored New York, NY")
        try await app.waitFor("restored") { $0.contains("New York, NY 10001") && !$0.contains("removed") }
        try await app.send("C-c")
        #expect(try await app.waitForExit().status == 0)
    }

    @Test func cityChoiceAndFailedFetchesWithAndWithoutCache() async throws {
        let server = try await FixtureProcess()
        let app = try await launch(server)
        try await app.waitFor("No recent searches yet")

        // An ambiguous city offers its choices as suggestions (Enter alone would open the first, the best match);
        // the second is picked with ↓ and opened.
        try await app.type("springfield")
        try await app.waitFor("Springfield, MA")
        try await app.send("Down")
        try await app.send("Down")
        try await app.waitFor("Springfield, MA picked") {
            $0.split(separator: "\n").contains { $0.contains("› Springfield, MA") }
        }
        try await app.send("Enter")
        try await app.waitFor("Weather › Springfield, MA")

        // With a cached forecast, a failed refresh keeps the data, and names the failing service: a server error is
        // not "offline".
        try await server.setFault("server-error")
        try await app.send("r")
        try await app.waitFor("forecast service: HTTP 500 — data from")
        try await app.send("Escape")
        try await app.waitFor("Recent Searches")

        // Without one, an alert gives the reason with Retry and Cancel; Retry after the server recovers works.
        // `/` on an empty prompt is less's and vim's search key: not typed.
        try await app.send("/")
        try await app.type("94103")
        try await app.waitFor("│ 94103")
        try await app.send("Enter")
        let alert = try await app.waitFor("Couldn't load San Francisco, CA")
        #expect(alert.contains("Retry"))
        #expect(alert.contains("Cancel"))
        try await server.setFault("none")
        try await app.send("Enter")
        try await app.waitFor("Weather › San Francisco, CA")
        try await app.send("q")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.ttySane)
    }

    @Test func deepStartOpensDetailOverHome() async throws {
        let server = try await FixtureProcess()
        let app = try await launch(server, arguments: ["Portland, OR"])
        try await app.waitFor("Weather › Portland, OR")
        try await app.send("Escape")
        try await app.waitFor("Recent Searches")
        try await app.send("C-c")
        #expect(try await app.waitForExit().status == 0)
    }

    /// Shrinks below the minimum (the size needed is shown), to 40×12 (the screen still draws), and back; each
    /// step waits for a frame drawn at the new width, not just for text left over from the last one.
    func resizeAndBack(_ app: TmuxSession, expecting text: String) async throws {
        try await app.resize(width: 30, height: 10)
        try await app.waitFor("Terminal too small")
        try await app.resize(width: 40, height: 12)
        try await app.waitFor("\(text) at 40×12") {
            $0.contains(text) && !$0.contains("too small") && Self.widest($0) <= 40
        }
        try await app.resize(width: 80, height: 24)
        try await app.waitFor("\(text) at 80×24") { $0.contains(text) && Self.widest($0) > 60 }
    }

    static func widest(_ screen: String) -> Int {
        screen.split(separator: "\n").map { $0.replacing(/\s+$/, with: "").count }.max() ?? 0
    }
}
