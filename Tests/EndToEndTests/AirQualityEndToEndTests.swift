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
    func launch(_ server: FixtureProcess, arguments: [String] = [], width: Int = 80, height: Int = 24) throws
        -> TmuxSession
    {
        try TmuxSession.app(
            home: root, arguments: ["--api-url", server.url, "--alerts-url", server.url] + arguments, width: width,
            height: height)
    }

    @Test func theAirQualityAndTheRainSentenceAppearUnderTheConditions() throws {
        let server = try FixtureProcess()
        let app = try launch(server, arguments: ["10001"])
        let detail = try app.waitFor("AQI 42 Good · PM2.5")
        let row = try #require(detail.split(separator: "\n").first { $0.contains("AQI 42 Good") })
        #expect(row.contains(/Rain starting in about (15|20|25|30) min [·▁▂▃▄▅▆▇█]+ +AQI 42 Good · PM2\.5/))
        #expect(detail.contains("⚠ Extreme Heat Warning"))  // the alerts too, from their own request
        try app.send("r")
        try app.waitFor("updated just now")
        try app.resize(width: 40, height: 12)
        let narrow = try app.waitFor("the two on rows of their own") {
            $0.contains("\n AQI 42 Good · PM2.5") && $0.contains("\n Rain starting in about")
        }
        #expect(!narrow.contains("Too small"))
        try app.send("q")
        let exit = try app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }

    @Test func elsewhereTheOtherSentencesAndCategories() throws {
        let server = try FixtureProcess()
        let app = try launch(server, arguments: ["60601"])
        try app.waitFor("Snow stopping in about")
        try app.send("Escape")
        try app.waitFor("Recent Searches")
        try app.type("93721")  // every printable key on Home is the prompt's: no digit opens a recent place
        try app.send("Enter")
        let fresno = try app.waitFor("AQI 168 Unhealthy · PM2.5")
        #expect(fresno.contains("Fresno, CA"))
        try app.send("Escape")
        try app.waitFor("Recent Searches")
        try app.type("94103")
        try app.send("Enter")
        try app.waitFor("No precipitation in the next 2 hours")
        try app.send("q")
        let exit = try app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }

    @Test(arguments: ["server-error", "hang", "malformed"])
    func aFaultOnTheAirQualityRouteAloneLeavesTheForecast(mode: String) throws {
        let server = try FixtureProcess()
        try server.setAirQualityFault(mode)
        let app = try launch(server, arguments: ["10001"])
        // The whole frame, not just its first rows: a frame reaches the pane in more than one read.
        let detail = try app.waitFor("the forecast drawn whole") {
            $0.contains("updated just now") && $0.contains("Next 48 hours") && $0.contains("Weather data by")
        }
        #expect(detail.contains("Rain starting in about"))
        switch mode {
        case "server-error": try app.waitFor("air quality unavailable: HTTP 500")
        case "malformed": try app.waitFor("air quality unavailable: unreadable response")
        default:
            #expect(detail.contains("AQI …"))  // still asking; the forecast did not wait for it
            try app.waitFor("air quality unavailable: timed out", timeout: 20)  // the request's own 10 s limit
        }
        try app.send("q")
        let exit = try app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }
}
