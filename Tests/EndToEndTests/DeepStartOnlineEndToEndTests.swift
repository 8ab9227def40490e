import Foundation
import Testing

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
