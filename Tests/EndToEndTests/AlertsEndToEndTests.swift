import Foundation
import Testing

/// Alerts in a real terminal against the local server: the banner, the Alerts screen and one alert in full, the
/// Map's legend, and faults on the alerts route alone, which leave the forecast on screen and the terminal sane.
@Suite(.serialized)
struct AlertsEndToEndTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lw-alerts-\(UUID().uuidString)")

    func launch(_ server: FixtureProcess, arguments: [String] = []) throws -> TmuxSession {
        try TmuxSession.app(
            home: root, arguments: ["--api-url", server.url, "--alerts-url", server.url] + arguments)
    }

    @Test func bannerAlertsScreenFullTextAndMap() throws {
        let server = try FixtureProcess()
        let app = try launch(server, arguments: ["10001"])
        let detail = try app.waitFor("⚠ Extreme Heat Warning until")
        #expect(detail.contains("+1 more"))
        #expect(detail.contains("a alerts"))

        try app.send("a")
        let list = try app.waitFor("Weather › New York, NY › Alerts")
        #expect(list.contains("2 active alerts for New York, NY"))
        #expect(list.contains("Special Weather Statement"))
        try app.send("Enter")
        try app.waitFor("Esc list")
        try app.send("Escape")
        try app.waitFor("▶ Extreme Heat Warning")
        try app.send("Escape")
        try app.waitFor("back on Detail") { !$0.contains("› Alerts") && $0.contains("Open-Meteo.com") }

        try app.send("m")
        let map = try app.waitFor("Weather › New York, NY › Map")
        #expect(map.contains("Extreme Heat Warning"))
        try app.send("q")
        let exit = try app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }

    @Test(arguments: ["hang", "server-error", "malformed", "oversized", "escapes"])
    func aFaultOnTheAlertsRouteAloneLeavesTheForecast(mode: String) throws {
        let server = try FixtureProcess()
        try server.setAlertsFault(mode)
        let app = try launch(server, arguments: ["10001"])
        // The credit line shows while the forecast loads too: the data's age says it arrived.
        let detail = try app.waitFor("updated just now")
        #expect(detail.contains("Weather data by Open-Meteo.com"))
        if mode == "escapes" {
            // The escape sequences are stripped: the banner reads as words and the screen is not cleared or recoloured.
            let banner = try app.waitFor("⚠ Extreme Heat Warning")
            #expect(!banner.contains("\u{1B}"))
        } else if mode != "hang" {
            try app.waitFor("alerts unavailable")
        }
        try app.send("q")
        let exit = try app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }
}
