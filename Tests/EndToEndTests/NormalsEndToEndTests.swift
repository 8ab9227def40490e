import Foundation
import Testing

/// The normals in a real terminal against the local server: "… than normal for …" under the current conditions and
/// marks in the daily table; faults on the archive route alone leave the forecast on screen, say so in one dim line
/// (or nothing while the request hangs), and leave the terminal sane.
@Suite(.serialized, .leavesNothingBehind)
struct NormalsEndToEndTests {
    let folder = TemporaryFolder("lw-normals")
    var root: URL { folder.url }

    /// The app against `server` for everything, the archive included (see `TmuxSession.app`).
    func launch(_ server: FixtureProcess, arguments: [String]) async throws -> TmuxSession {
        try await TmuxSession.app(
            home: root, arguments: ["--api-url", server.url, "--alerts-url", server.url] + arguments, width: 100,
            height: 34)
    }

    @Test func theNormalsLineAppearsUnderTheConditions() async throws {
        let server = try await FixtureProcess()
        let app = try await launch(server, arguments: ["10001"])
        let detail = try await app.waitFor("today against its normals") {
            $0.contains(/(warmer|cooler) than normal for \d+ [A-Z][a-z]{2}|About normal for/)
        }
        #expect(detail.contains("Next 48 hours") && detail.contains("Next 7 days"))
        try await app.send("q")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }

    @Test(arguments: ["server-error", "hang", "malformed"])
    func aFaultOnTheArchiveRouteAloneLeavesTheForecast(mode: String) async throws {
        let server = try await FixtureProcess()
        _ = try await FixtureHTTP.request("\(server.url)/admin/fault?mode=\(mode)&route=archive", method: "POST")
        let app = try await launch(server, arguments: ["10001"])
        let detail = try await app.waitFor("the forecast drawn whole") {
            $0.contains("updated just now") && $0.contains("Next 48 hours") && $0.contains("Weather data by")
        }
        #expect(!detail.contains("than normal for"))
        if mode != "hang" {
            let failed = try await app.waitFor("normals unavailable")
            #expect(!failed.contains("than normal for"))
        }
        try await app.send("q")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }
}
