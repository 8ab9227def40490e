import Foundation
import Testing
import WeatherCore

/// `lasso-weather Testville` in a real terminal against the fixture server, whose geocoder alone knows Testville:
/// the deep start asks it once and opens Testville's Detail; with the geocoder down, Home says so with the name; a
/// ZIP code asks it nothing.
@Suite(.serialized, .leavesNothingBehind)
struct DeepStartOnlineEndToEndTests {
    let folder = TemporaryFolder("lw-deep-online")
    var root: URL { folder.url }

    func launch(_ server: FixtureProcess, _ place: String) async throws -> TmuxSession {
        try await TmuxSession.app(home: root, arguments: ["--api-url", server.url, place])
    }

    @Test func aPlaceOnlyTheGeocoderKnowsOpensItsDetail() async throws {
        let server = try await FixtureProcess()
        let app = try await launch(server, "Testville")
        try await app.waitFor("Weather › Testville")
        #expect(try await server.geocodingRequests() == 1)
        try await app.send("Escape")
        try await app.waitFor("Recent Searches")
        try await app.send("C-c")
        #expect(try await app.waitForExit().status == 0)
    }

    @Test func withTheGeocoderDownHomeNamesThePlaceAndSaysWhy() async throws {
        let server = try await FixtureProcess()
        _ = try await FixtureHTTP.request("\(server.url)/admin/fault?mode=server-error&route=geocoding", method: "POST")
        let app = try await launch(server, "Testville")
        try await app.waitFor("online search unavailable")
        let screen = try await app.waitFor("No place matches “Testville” offline")
        #expect(!screen.contains("Weather › Testville"))
        try await app.send("C-c")
        #expect(try await app.waitForExit().status == 0)
    }

    /// `lasso-weather Suva` opens Suva, FJ, as `now Suva` and Home's Enter do (issue 34).
    @Test func suvaOpensSuvaFijisDetail() async throws {
        let server = try await FixtureProcess()
        let app = try await launch(server, "Suva")
        try await app.waitFor("Weather › Suva, Central, FJ")
        #expect(try await server.geocodingRequests() == 0)
        try await app.send("C-c")
        #expect(try await app.waitForExit().status == 0)
    }

    /// A place the geocoder found, kept in the recent list, opens by its own name with the geocoder down.
    @Test func aRecentPlaceTheGeocoderFoundOpensByItsNameWithTheGeocoderDown() async throws {
        let paths = try #require(
            AppPaths(environment: [
                "XDG_DATA_HOME": root.path + "/data", "XDG_CONFIG_HOME": root.path + "/config",
                "XDG_CACHE_HOME": root.path + "/cache", "XDG_STATE_HOME": root.path + "/state",
            ]))
        let testville = Place(
            zip: "", city: "Testville", state: "", timeZone: "Europe/Berlin", latitude: 52.4011, longitude: 13.5702,
            country: "DE", geonameID: 99_000_001, region: "Brandenburg", population: 420)
        _ = RecentSearchesClient.live(paths: paths, warnings: PersistenceWarnings()).record(testville, Date())
        let server = try await FixtureProcess()
        _ = try await FixtureHTTP.request("\(server.url)/admin/fault?mode=server-error&route=geocoding", method: "POST")
        let app = try await launch(server, "Testville")
        try await app.waitFor("Weather › Testville")
        #expect(try await server.geocodingRequests() == 0)
        try await app.send("C-c")
        #expect(try await app.waitForExit().status == 0)
    }

    @Test func aZipCodeAsksTheGeocoderNothing() async throws {
        let server = try await FixtureProcess()
        let app = try await launch(server, "10001")
        try await app.waitFor("Weather › New York, NY")
        #expect(try await server.geocodingRequests() == 0)
        try await app.send("C-c")
        #expect(try await app.waitForExit().status == 0)
    }
}

extension FixtureProcess {
    /// How many geocoder searches the server has had (`GET /admin/requests`), answered or not.
    func geocodingRequests() async throws -> Int {
        let data = try await FixtureHTTP.request("\(url)/admin/requests")
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return (object?["geocoding"] as? NSNumber)?.intValue ?? -1
    }
}
