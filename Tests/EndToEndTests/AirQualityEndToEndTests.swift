import Foundation
import Testing

/// Air quality and the next two hours in a real terminal against the local server: the row under the current
/// conditions, and faults on the air-quality route alone, which leave the forecast on screen, say so in one dim
/// line, and leave the terminal sane.
@Suite(.serialized, .leavesNothingBehind)
struct AirQualityEndToEndTests {
    let folder = TemporaryFolder("lw-air")
    var root: URL { folder.url }

    /// The app against `server` for forecast, alerts and (through `--api-url`, see `TmuxSession.app`) air quality.
    func launch(_ server: FixtureProcess, arguments: [String] = [], width: Int = 80, height: Int = 24) async throws
        -> TmuxSession
    {
        try await TmuxSession.app(
            home: root, arguments: ["--api-url", server.url, "--alerts-url", server.url] + arguments, width: width,
            height: height)
    }

    @Test func theAirQualityAndTheRainSentenceAppearUnderTheConditions() async throws {
        let server = try await FixtureProcess()
        let app = try await launch(server, arguments: ["10001"])
        let detail = try await app.waitFor("AQI 42 Good · PM2.5")
        let row = try #require(detail.split(separator: "\n").first { $0.contains("AQI 42 Good") })
        #expect(row.contains(/Rain starting in about (15|20|25|30) min [·▁▂▃▄▅▆▇█]+ +AQI 42 Good · PM2\.5/))
        #expect(detail.contains("⚠ Extreme Heat Warning"))  // the alerts too, from their own request
        try await app.send("r")
        try await app.waitFor("updated just now")
        try await app.resize(width: 40, height: 12)
        let narrow = try await app.waitFor("the two on rows of their own") {
            $0.contains("\n AQI 42 Good · PM2.5") && $0.contains("\n Rain starting in about")
        }
        #expect(!narrow.contains("Too small"))
        try await app.send("q")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }

    @Test func elsewhereTheOtherSentencesAndCategories() async throws {
        let server = try await FixtureProcess()
        let app = try await launch(server, arguments: ["60601"])
        try await app.waitFor("Snow stopping in about")
        try await app.send("Escape")
        try await app.waitFor("Recent Searches")
        try await app.type("93721")  // every printable key on Home is the prompt's: no digit opens a recent place
        try await app.send("Enter")
        let fresno = try await app.waitFor("AQI 168 Unhealthy · PM2.5")
        #expect(fresno.contains("Fresno, CA"))
        try await app.send("Escape")
        try await app.waitFor("Recent Searches")
        try await app.type("94103")
        try await app.send("Enter")
        try await app.waitFor("No precipitation in the next 2 hours")
        try await app.send("q")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }

    @Test(arguments: ["server-error", "hang", "malformed"])
    func aFaultOnTheAirQualityRouteAloneLeavesTheForecast(mode: String) async throws {
        let server = try await FixtureProcess()
        try await server.setFault(mode, on: .airQuality)
        let app = try await launch(server, arguments: ["10001"])
        // The whole frame, not just its first rows: a frame reaches the pane in more than one read.
        let detail = try await app.waitFor("the forecast drawn whole") {
            $0.contains("updated just now") && $0.contains("Next 48 hours") && $0.contains("Weather data by")
        }
        #expect(detail.contains("Rain starting in about"))
        switch mode {
        case "server-error": try await app.waitFor("air quality unavailable: HTTP 500")
        case "malformed": try await app.waitFor("air quality unavailable: unreadable response")
        default:
            #expect(detail.contains("AQI …"))  // still asking; the forecast did not wait for it
            try await app.waitFor("air quality unavailable: timed out", timeout: 20)  // the request's own 10 s limit
        }
        try await app.send("q")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }
}
