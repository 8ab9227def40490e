import Foundation
import Testing

/// The wind unit and the clock in a real terminal against the local fixture server: `--clock 24` and `w` on Detail
/// change what is drawn at once, and both choices are saved and come back after a restart.
@Suite(.serialized, .leavesNothingBehind)
struct WindUnitEndToEndTests {
    let folder = TemporaryFolder("lw-wind")

    /// The current conditions' wind value: "12 mph NW ↘" → "mph".
    static func windUnit(_ screen: String) -> String? {
        for line in screen.split(separator: "\n") {
            if let match = line.firstMatch(of: /Wind\s+\d+ (mph|km\/h|m\/s|kn)\b/) { return String(match.1) }
        }
        return nil
    }

    func openNewYork(_ server: FixtureProcess, _ extra: [String] = []) async throws -> TmuxSession {
        let app = try await TmuxSession.app(
            home: folder.url, arguments: ["--api-url", server.url, "--alerts-url", server.url] + extra)
        try await app.waitFor("Recent Searches")
        try await app.type("10001")
        try await app.send("Enter")
        try await app.waitFor("Weather data by Open-Meteo.com")
        return app
    }

    @Test func wCyclesTheUnitAndTheChoicesAreSaved() async throws {
        let server = try await FixtureProcess()
        var app = try await openNewYork(server, ["--clock", "24"])
        let first = try await app.waitFor("the wind in mph") { Self.windUnit($0) == "mph" }
        // The 24-hour clock: the readout's hour is "HH:00", sunrise and sunset have no AM/PM.
        #expect(first.contains(/Rise\/set \d\d:\d\d \/ \d\d:\d\d/))
        #expect(first.firstMatch(of: /\d (AM|PM)/) == nil)
        for unit in ["km/h", "m/s", "kn"] {
            try await app.send("w")
            try await app.waitFor("the wind in \(unit)") { Self.windUnit($0) == unit }
        }
        try await app.send("q")
        #expect(try await app.waitForExit().status == 0)
        let saved = try TmuxSession.savedSettings(home: folder.url)
        #expect(saved.contains("\"windUnit\"") && saved.contains("\"kn\"") && saved.contains("\"24\""))

        // A restart without the flag: knots and the 24-hour clock again.
        app = try await openNewYork(server)
        let again = try await app.waitFor("the wind in knots") { Self.windUnit($0) == "kn" }
        #expect(again.firstMatch(of: /\d (AM|PM)/) == nil)
        try await app.send("q")
        #expect(try await app.waitForExit().status == 0)
    }
}
