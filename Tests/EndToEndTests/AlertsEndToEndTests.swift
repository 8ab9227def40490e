import Foundation
import Testing

/// Alerts in a real terminal against the local server: the banner, the Alerts screen and one alert in full, the
/// Map's legend, and faults on the alerts route alone, which leave the forecast on screen and the terminal sane.
@Suite(.serialized, .leavesNothingBehind)
struct AlertsEndToEndTests {
    let folder = TemporaryFolder("lw-alerts")
    var root: URL { folder.url }

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

    /// `r` on the Alerts screen asks the alerts service at once, past its 5-minute cache (issue 25); presses within
    /// 10 seconds of that ask are the same ask, and the first press after them asks again.
    @Test func rAsksTheAlertsServiceAgainAtOnceAndPressesWithinTenSecondsAreOneAsk() throws {
        let server = try FixtureProcess()
        let app = try launch(server, arguments: ["10001"])
        try app.waitFor("⚠ Extreme Heat Warning until")
        try app.send("a")
        let list = try app.waitFor("the Alerts screen") {
            $0.contains("Weather › New York, NY › Alerts") && $0.contains("▶ Extreme Heat Warning")
        }
        #expect(!list.contains("updated just now") && !list.contains("refreshing"))
        // Detail's ask, answered (its banner is up); the Alerts screen opened on those alerts without one.
        let before = try server.alertsRequestCount()
        #expect(before >= 1)

        let asked = Date()
        try app.send("r")
        try server.waitForAlertsRequests(before + 1)
        try app.waitFor("updated just now")

        // A second press at once: the server would hang, so an ask would leave "refreshing…" up.
        try server.setAlertsFault("hang")
        try app.send("r")
        try app.send("Down")  // handled after the `r`: once the selection has moved, so has the `r`
        let second = try app.waitFor("▶ Special Weather Statement")
        #expect(second.contains("updated just now") && !second.contains("refreshing"))
        #expect(try server.alertsRequestCount() == before + 1)

        // Presses keep asking nothing until 10 seconds after the ask; the first press after that asks once.
        try server.setAlertsFault("none")
        var count = before + 1
        while count == before + 1, Date().timeIntervalSince(asked) < 30 {
            try app.send("r")
            usleep(500_000)
            count = try server.alertsRequestCount()
        }
        #expect(count == before + 2)
        #expect(Date().timeIntervalSince(asked) >= 10)
        try app.send("Up")
        let third = try app.waitFor("▶ Extreme Heat Warning")
        #expect(third.contains("updated just now"))
        #expect(try server.alertsRequestCount() == before + 2)
        try app.send("q")
        let exit = try app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }

    @Test(arguments: ["hang", "server-error", "malformed", "oversized", "escapes"])
    func aFaultOnTheAlertsRouteAloneLeavesTheForecast(mode: String) throws {
        let server = try FixtureProcess()
        try server.setAlertsFault(mode)
        let app = try launch(server, arguments: ["10001"])
        // The forecast arrives whatever the alerts route does (the footer is drawn while loading too).
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

extension FixtureProcess {
    /// How many alerts requests the server has had (`GET /admin/requests`), answered or not.
    func alertsRequestCount() throws -> Int {
        let data = try SyncHTTP.request("\(url)/admin/requests")
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return (object?["alerts"] as? Double).map { Int($0) } ?? -1
    }

    /// Polls until the server has had at least `count` alerts requests; records an issue if it never does.
    func waitForAlertsRequests(
        _ count: Int, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var last = try alertsRequestCount()
        while last < count, Date() < deadline {
            usleep(50_000)
            last = try alertsRequestCount()
        }
        #expect(last >= count, "alerts requests", sourceLocation: sourceLocation)
    }
}
