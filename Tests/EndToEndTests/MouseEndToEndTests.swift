import Foundation
import Testing

/// The mouse in a real terminal (tmux): raw SGR reports typed into the pane open a recent place and pan the map,
/// and however the app ends (quit, SIGTERM) tmux sees no mouse mode left on; `--no-mouse` never turns it on.
@Suite(.serialized, .leavesNothingBehind)
struct MouseEndToEndTests {
    let folder = TemporaryFolder("lw-e2e")
    var data: URL { folder.url }

    /// The pane's mouse modes as tmux tracks them: any mode on, SGR (1006), button-event (1002).
    private func mouseFlags(_ app: TmuxSession) async throws -> String {
        try await app.tmux([
            "display-message", "-p", "-t", "e2e", "#{mouse_any_flag}#{mouse_sgr_flag}#{mouse_button_flag}",
        ])
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Types an SGR mouse report into the pane as raw bytes, as a terminal would send it (1-based cells).
    private func report(_ app: TmuxSession, button: Int, x: Int, y: Int, final: Character = "M") async throws {
        let bytes = Array("\u{1B}[<\(button);\(x + 1);\(y + 1)\(final)".utf8)
        try await app.tmux(["send-keys", "-t", "e2e", "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    private func click(_ app: TmuxSession, x: Int, y: Int) async throws {
        try await report(app, button: 0, x: x, y: y)
        try await report(app, button: 0, x: x, y: y, final: "m")
    }

    /// Where `text` is on the screen (column, row), the lowest row that has it.
    private func find(_ text: String, in screen: String) -> (x: Int, y: Int)? {
        for (y, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated().reversed() {
            if let range = line.range(of: text) { return (line[..<range.lowerBound].count, y) }
        }
        return nil
    }

    /// The map's legend: the row with the centre's coordinates ("40.75°N").
    private func legend(_ screen: String) -> String? {
        screen.split(separator: "\n").last { $0.contains("°N") || $0.contains("°S") }.map(String.init)
    }

    @Test func clicksOpenARecentPlaceAndADragPansTheMap() async throws {
        let server = try await FixtureProcess()
        let app = try await TmuxSession.app(
            home: data, arguments: ["--api-url", server.url, "--alerts-url", server.url])
        try await app.waitFor("No recent searches yet")
        #expect(try await mouseFlags(app) == "111")
        try await app.type("10001")
        try await app.send("Enter")
        try await app.waitFor("Weather data by Open-Meteo.com")
        try await app.send("Escape")
        let home = try await app.waitFor("New York, NY 10001")
        // A click on the recent row opens it.
        let row = try #require(find("New York, NY 10001", in: home))
        try await click(app, x: row.x + 2, y: row.y)
        try await app.waitFor("Weather data by Open-Meteo.com")

        try await app.send("m")
        let map = try await app.waitFor("map legend") { legend($0) != nil && $0.contains("› Map") }
        let before = try #require(legend(map))
        // Drag from the middle 10 cells left: the map follows, the centre goes east.
        try await report(app, button: 0, x: 40, y: 10)
        try await report(app, button: 32, x: 35, y: 10)
        try await report(app, button: 32, x: 30, y: 10)
        try await report(app, button: 0, x: 30, y: 10, final: "m")
        let panned = try await app.waitFor("the legend to change") { legend($0).map { $0 != before } ?? false }
        #expect(legend(panned)?.contains("°W") == true)

        // A click on the breadcrumb's first segment goes back Home.
        try await click(app, x: 2, y: 0)
        try await app.waitFor("Recent Searches")
        try await app.send("C-c")  // on Home `q` is text for the prompt
        let exit = try await app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
        #expect(try await mouseFlags(app) == "000")
    }

    @Test func sigtermTurnsTheMouseOff() async throws {
        let app = try await TmuxSession.app(home: data)
        try await app.waitFor("No recent searches yet")
        #expect(try await mouseFlags(app) == "111")
        let children = try await Subprocess.run(["ps", "-o", "pid=", "--ppid", "\(app.panePID)"]).output
        let pid = try #require(children.split(whereSeparator: \.isWhitespace).compactMap { Int32($0) }.first)
        kill(pid, SIGTERM)
        let exit = try await app.waitForExit()
        #expect(exit.status == 128 + SIGTERM && exit.ttySane)
        #expect(try await mouseFlags(app) == "000")
    }

    /// Ctrl-\ (SIGQUIT) ends the app by its default action, a core dump: the terminal is restored first.
    /// (Swift's backtracer is off here: on a tty it would wait at its interactive prompt after the restore.)
    @Test func sigquitTurnsTheMouseOff() async throws {
        let app = try await TmuxSession(
            Products.path("lasso-weather"), arguments: ["--air-quality-url", "http://127.0.0.1:1"],
            environment: [
                "XDG_DATA_HOME": data.path + "/data", "XDG_CONFIG_HOME": data.path + "/config",
                "XDG_CACHE_HOME": data.path + "/cache", "XDG_STATE_HOME": data.path + "/state",
                "SWIFT_BACKTRACE": "enable=no",
            ])
        try await app.waitFor("No recent searches yet")
        #expect(try await mouseFlags(app) == "111")
        let children = try await Subprocess.run(["ps", "-o", "pid=", "--ppid", "\(app.panePID)"]).output
        let pid = try #require(children.split(whereSeparator: \.isWhitespace).compactMap { Int32($0) }.first)
        kill(pid, SIGQUIT)
        let exit = try await app.waitForExit()
        #expect(exit.status == 128 + SIGQUIT && exit.ttySane)
        #expect(try await mouseFlags(app) == "000")
    }

    @Test func withNoMouseTheModesAreNeverOn() async throws {
        let app = try await TmuxSession.app(home: data, arguments: ["--no-mouse"])
        try await app.waitFor("No recent searches yet")
        #expect(try await mouseFlags(app) == "000")
        try await report(app, button: 0, x: 5, y: 20)  // not asked for: whatever tmux makes of it, nothing breaks
        try await app.send("C-c")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
        #expect(try await mouseFlags(app) == "000")
    }
}
