import Foundation
import Testing

/// The forecast's spread in a real terminal against the local server, at 100×34: "±" in the hour readout and a mark
/// per day with the legend; faults on the ensemble route alone leave the forecast on screen, say so in one dim note
/// on the daily table's title, and leave the terminal sane.
@Suite(.serialized, .leavesNothingBehind)
struct SpreadEndToEndTests {
    let folder = TemporaryFolder("lw-spread")
    var root: URL { folder.url }

    /// The app against `server` for everything, the ensemble included (see `TmuxSession.app`).
    func launch(_ server: FixtureProcess, arguments: [String]) async throws -> TmuxSession {
        try await TmuxSession.app(
            home: root, arguments: ["--api-url", server.url, "--alerts-url", server.url] + arguments, width: 100,
            height: 34)
    }

    @Test func theReadoutSaysTheSpreadAndTheDaysAreMarked() async throws {
        let server = try await FixtureProcess()
        let app = try await launch(server, arguments: ["10001"])
        // The days marked, counted on the screen: tmux may be captured while a frame is still being written, so the
        // wait is for the whole of it (a legend with fewer than five marked days never passes).
        func markedDays(_ screen: String) -> Int {
            screen.split(separator: "\n").filter {
                $0.contains(/^\s(Today|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\s/) && $0.contains(/[●◐○]/)
            }.count
        }
        try await app.waitFor("the spread drawn, five days marked") {
            $0.contains(/°F ±\d+°/) && $0.contains("● sure ◐ fair ○ unsure") && markedDays($0) >= 5
        }
        try await app.send("q")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }

    @Test(arguments: ["server-error", "hang", "malformed"])
    func aFaultOnTheEnsembleRouteAloneLeavesTheForecast(mode: String) async throws {
        let server = try await FixtureProcess()
        _ = try await FixtureHTTP.request("\(server.url)/admin/fault?mode=\(mode)&route=ensemble", method: "POST")
        let app = try await launch(server, arguments: ["10001"])
        let detail = try await app.waitFor("the forecast drawn whole") {
            $0.contains("updated just now") && $0.contains("Next 48 hours") && $0.contains("Weather data by")
        }
        #expect(!detail.contains("±"))
        switch mode {
        case "server-error": try await app.waitFor("spread unavailable: HTTP 500")
        case "malformed": try await app.waitFor("spread unavailable: unreadable response")
        default: try await app.waitFor("spread unavailable: timed out", timeout: 20)  // the request's own 10 s limit
        }
        try await app.send("q")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }
}
