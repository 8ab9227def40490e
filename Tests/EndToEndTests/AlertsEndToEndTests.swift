import Foundation
import Testing

/// Alerts in a real terminal against the local server: the banner, the Alerts screen and one alert in full, the
/// Map's legend, and faults on the alerts route alone, which leave the forecast on screen and the terminal sane.
@Suite(.serialized, .leavesNothingBehind)
struct AlertsEndToEndTests {
    let folder = TemporaryFolder("lw-alerts")
    var root: URL { folder.url }

    func launch(_ server: FixtureProcess, arguments: [String] = []) async throws -> TmuxSession {
        try await TmuxSession.app(
            home: root, arguments: ["--api-url", server.url, "--alerts-url", server.url] + arguments)
    }

    @Test func bannerAlertsScreenFullTextAndMap() async throws {
        let server = try await FixtureProcess()
        let app = try await launch(server, arguments: ["10001"])
        let detail = try await app.waitFor("⚠ Extreme Heat Warning until")
        #expect(detail.contains("+1 more"))
        #expect(detail.contains("a alerts"))

        try await app.send("a")
        let list = try await app.waitFor("Weather › New York, NY › Alerts")
        #expect(list.contains("2 active alerts for New York, NY"))
        #expect(list.contains("Special Weather Statement"))
        try await app.send("Enter")
        try await app.waitFor("Esc list")
        try await app.send("Escape")
        try await app.waitFor("▶ Extreme Heat Warning")
        try await app.send("Escape")
        try await app.waitFor("back on Detail") { !$0.contains("› Alerts") && $0.contains("Open-Meteo.com") }

        try await app.send("m")
        let map = try await app.waitFor("Weather › New York, NY › Map")
        #expect(map.contains("Extreme Heat Warning"))
        try await app.send("q")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }

    /// `r` on the Alerts screen asks the alerts service at once, past its 5-minute cache (issue 25), and a second
    /// press at once is the same ask. That the first press 10 seconds after the ask asks again is proved under the
    /// test clock: WeatherAlertsStoreTests.rAsksPastTheCacheOncePerTenSeconds.
    @Test func rAsksTheAlertsServiceAgainAtOnceAndASecondPressAtOnceIsTheSameAsk() async throws {
        let server = try await FixtureProcess()
        let app = try await launch(server, arguments: ["10001"])
        try await app.waitFor("⚠ Extreme Heat Warning until")
        try await app.send("a")
        let list = try await app.waitFor("the Alerts screen") {
            $0.contains("Weather › New York, NY › Alerts") && $0.contains("▶ Extreme Heat Warning")
        }
        #expect(!list.contains("updated just now") && !list.contains("refreshing"))
        // Detail's ask, answered (its banner is up); the Alerts screen opened on those alerts without one.
        let before = try await server.alertsRequestCount()
        #expect(before >= 1)

        try await app.send("r")
        try await server.waitForAlertsRequests(before + 1)
        try await app.waitFor("updated just now")

        // A second press at once: the server would hang, so an ask would leave "refreshing…" up.
        try await server.setFault("hang", on: .alerts)
        try await app.send("r")
        try await app.send("Down")  // handled after the `r`: once the selection has moved, so has the `r`
        let second = try await app.waitFor("▶ Special Weather Statement")
        #expect(second.contains("updated just now") && !second.contains("refreshing"))
        #expect(try await server.alertsRequestCount() == before + 1)
        try await app.send("q")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }

    @Test(arguments: ["hang", "server-error", "malformed", "oversized", "escapes"])
    func aFaultOnTheAlertsRouteAloneLeavesTheForecast(mode: String) async throws {
        let server = try await FixtureProcess()
        try await server.setFault(mode, on: .alerts)
        let app = try await launch(server, arguments: ["10001"])
        // The forecast arrives whatever the alerts route does (the footer is drawn while loading too).
        let detail = try await app.waitFor("updated just now")
        #expect(detail.contains("Weather data by Open-Meteo.com"))
        if mode == "escapes" {
            // The escape sequences are stripped: the banner reads as words and the screen is not cleared or recoloured.
            let banner = try await app.waitFor("⚠ Extreme Heat Warning")
            #expect(!banner.contains("\u{1B}"))
        } else if mode != "hang" {
            try await app.waitFor("alerts unavailable")
        }
        try await app.send("q")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }
}

extension FixtureProcess {
    /// How many alerts requests the server has had (`GET /admin/requests`), answered or not.
    func alertsRequestCount() async throws -> Int {
        let data = try await FixtureHTTP.request("\(url)/admin/requests")
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return (object?["alerts"] as? Double).map { Int($0) } ?? -1
    }

    /// Polls until the server has had at least `count` alerts requests; records an issue if it never does.
    func waitForAlertsRequests(
        _ count: Int, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let deadline = ContinuousClock.now + .seconds(timeout)
        var last = try await alertsRequestCount()
        while last < count, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
            last = try await alertsRequestCount()
        }
        #expect(last >= count, "alerts requests", sourceLocation: sourceLocation)
    }
}
