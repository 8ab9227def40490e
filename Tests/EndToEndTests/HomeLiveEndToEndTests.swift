import Foundation
import Testing
import WeatherCore

/// Home as a live dashboard in a real terminal against the local server: three recent places all get their
/// temperatures from ONE request (the server's request log shows it), and a failing forecast route leaves the rows
/// with their data and dimmed ages while the app stays usable.
@Suite(.serialized, .leavesNothingBehind)
struct HomeLiveEndToEndTests {
    let folder = TemporaryFolder("lw-live")
    var root: URL { folder.url }
    let zips = ["10001", "97201", "60601"]

    /// Writes the recent list the app will find, newest first as given; each place last seen `minutesAgo` minutes
    /// ago, or never.
    func seedRecents(seenMinutesAgo minutesAgo: Double?) throws {
        let paths = try #require(
            AppPaths(environment: [
                "XDG_DATA_HOME": root.path + "/data", "XDG_CONFIG_HOME": root.path + "/config",
                "XDG_CACHE_HOME": root.path + "/cache", "XDG_STATE_HOME": root.path + "/state",
            ]))
        let client = RecentSearchesClient.live(paths: paths, warnings: PersistenceWarnings())
        for zip in zips.reversed() {
            let place = try #require(ZipDirectory.shared.place(zip: zip))
            let seen = Date().addingTimeInterval(-(minutesAgo ?? 0) * 60)
            _ = client.record(place, seen)
            if minutesAgo != nil {
                _ = client.updateConditions([
                    (zip, LatestConditions(temperature: -40, weatherCode: 3, units: .imperial, fetchedAt: seen))
                ])
            }
        }
    }

    func launch(_ server: FixtureProcess, width: Int = 80, height: Int = 24) async throws -> TmuxSession {
        try await TmuxSession.app(
            home: root, arguments: ["--api-url", server.url, "--alerts-url", server.url], width: width, height: height)
    }

    /// The recent row of `zip` on the screen ("New York, NY 10001 …"; the prompt's placeholder names 10001 too).
    func row(_ screen: String, _ zip: String) -> String {
        let name = ZipDirectory.shared.place(zip: zip).map { "\($0.displayName) \(zip)" } ?? zip
        return screen.split(separator: "\n").first { $0.contains(name) }.map(String.init) ?? ""
    }

    @Test func threeRecentsAllShowTemperaturesFromOneRequest() async throws {
        try seedRecents(seenMinutesAgo: nil)
        let server = try await FixtureProcess()
        let app = try await launch(server)
        let screen = try await app.waitFor("three temperatures") { screen in
            zips.allSatisfy { row(screen, $0).contains("°F") }
        }
        // One request, for the three places in the list's order.
        let log = try await server.forecastLog()
        let places = zips.compactMap { ZipDirectory.shared.place(zip: $0) }
        #expect(log.count == 1)
        #expect(log.first?["places"] as? Double == 3)
        #expect(
            log.first?["latitude"] as? String
                == places.map { String(format: "%.4f", $0.latitude).trimmingZeros }.joined(separator: ","))
        // Each row shows what the server has for that place now, with its high and low, and no age (fresh).
        for place in places {
            let served = try await server.current(latitude: place.latitude, longitude: place.longitude)
            let temperature = try #require(served["temperature_2m"] as? Double)
            let text = row(screen, place.zip)
            #expect(text.contains("\(Int(temperature.rounded()))°F"), "\(place.zip): \(text)")
            #expect(text.contains("H ") && text.contains(" L "), "\(place.zip): \(text)")
            #expect(!text.contains(" ago"))
        }
        #expect(!screen.contains("updating") && !screen.contains("not updated"))
        try await app.send("C-c")
        #expect(try await app.waitForExit().status == 0)
    }

    @Test func aFailingForecastRouteLeavesTheRowsWithTheirAgesAndTheAppUsable() async throws {
        try seedRecents(seenMinutesAgo: 120)
        let server = try await FixtureProcess()
        try await server.setFault("hang")
        let app = try await launch(server)
        // The request hangs: the rows keep their data and ages, the border says it is updating, and the prompt
        // takes typing meanwhile.
        try await app.waitFor("updating…")
        var screen = try await app.screen()
        for zip in zips { #expect(row(screen, zip).contains("-40°F") && row(screen, zip).contains("2 h ago")) }
        try await app.type("1000")
        try await app.waitFor("Suggestions")
        try await app.send("Escape")
        try await app.waitFor("the prompt cleared") { !$0.contains("Suggestions") }

        // Ctrl-R replaces the hung request; this time the server fails at once.
        try await server.setFault("server-error")
        try await app.send("C-r")
        screen = try await app.waitFor("not updated: HTTP 500")
        for zip in zips { #expect(row(screen, zip).contains("-40°F") && row(screen, zip).contains("2 h ago")) }

        // The list still moves, and once the server is back F5 brings every row up to date.
        try await app.send("Down")
        try await app.waitFor("the selection moved") { row($0, "97201").contains("› 2") }
        try await server.setFault("none")
        try await app.send("F5")
        screen = try await app.waitFor("rows up to date", timeout: 20) { screen in
            zips.allSatisfy { !row(screen, $0).contains(" ago") } && !screen.contains("not updated")
        }
        #expect(!screen.contains("-40°F"))
        #expect(try await server.forecastLog().map { $0["places"] as? Double } == [3, 3, 3])
        try await app.send("C-c")
        #expect(try await app.waitForExit().status == 0)
    }
}

extension FixtureProcess {
    /// The server's log of forecast requests (`GET /admin/log`): each one's coordinates and place count.
    func forecastLog() async throws -> [[String: Any]] {
        let data = try await FixtureHTTP.request("\(url)/admin/log")
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return object?["forecast"] as? [[String: Any]] ?? []
    }

    /// How many radar frames the server has been asked for (`GET /admin/requests`).
    func radarRequestCount() async throws -> Int {
        let data = try await FixtureHTTP.request("\(url)/admin/requests")
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return (object?["radar"] as? Double).map { Int($0) } ?? -1
    }
}

extension String {
    /// "40.7500" → "40.75", as the app writes coordinates.
    fileprivate var trimmingZeros: String {
        var text = self
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
