import Foundation
import ServiceEndpoints
import Testing

/// The arrows in a real terminal (tmux) whichever cursor-key form arrives: the app puts the terminal in
/// keypad-transmit mode (smkx) as the screen opens and after `fg`, and also reads the cursor form (ESC [ C) that a
/// key typed before then comes in. Before, the first → after the launch or after `fg` read as Esc (Detail went back
/// to Home) and then `[C`; and the text cursor stayed visible after `fg`.
@Suite(.serialized, .leavesNothingBehind)
struct KeypadEndToEndTests {
    let folder = TemporaryFolder("lw-keypad")

    /// Right in the cursor form, as a terminal not in keypad-transmit mode sends it (tmux's `Right` would follow
    /// the pane's mode).
    static let cursorRight = ["1b", "5b", "43"]
    /// Right in the keypad-transmit form (xterm's kcuf1).
    static let keypadRight = ["1b", "4f", "43"]

    private func sendBytes(_ app: TmuxSession, _ hex: [String]) async throws {
        try await app.tmux(["send-keys", "-t", "e2e", "-H"] + hex)
    }

    /// The pane's keypad modes as tmux tracks them (DECCKM, DECKPAM: xterm's smkx sets both) and the cursor shown.
    private func paneModes(_ app: TmuxSession) async throws -> String {
        try await app.tmux([
            "display-message", "-p", "-t", "e2e", "keypad=#{keypad_cursor_flag}#{keypad_flag} cursor=#{cursor_flag}",
        ])
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func hourIndex(_ screen: String) -> Int? {
        DetailCursorEndToEndTests.readout(screen).map { $0.weekday * 24 + $0.hour }
    }

    /// The readout `hours` after `start` (weekday × 24 + hour), wrapping at the week's end.
    private static func hours(_ hours: Int, after start: Int) -> Int { (start + hours) % (7 * 24) }

    @Test func theFirstArrowOnDetailMovesTheHourCursor() async throws {
        let server = try await FixtureProcess()
        let app = try await TmuxSession.app(
            home: folder.url, arguments: ["--api-url", server.url, "--alerts-url", server.url, "10001"])
        let start = try #require(Self.hourIndex(try await app.waitFor("the readout") { Self.hourIndex($0) != nil }))
        // On before any key has been read.
        #expect(try await paneModes(app) == "keypad=11 cursor=0")

        try await sendBytes(app, Self.cursorRight)
        let moved = try await app.waitFor("the readout an hour on") {
            Self.hourIndex($0) == Self.hours(1, after: start)
        }
        #expect(!moved.contains("Recent Searches") && !moved.contains("[C"))
        try await sendBytes(app, Self.keypadRight)
        try await app.waitFor("the readout two hours on") { Self.hourIndex($0) == Self.hours(2, after: start) }

        try await app.send("q")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
        #expect(try await paneModes(app) == "keypad=00 cursor=1")
    }

    /// Ctrl-Z needs a job-control shell to stop and continue the app: an interactive bash in the pane.
    @Test func afterFgTheArrowIsStillAnArrowAndTheCursorHidden() async throws {
        let server = try await FixtureProcess()
        let home = folder.url.path
        let app = try await TmuxSession(
            "bash", arguments: ["--norc", "--noprofile", "-i"],
            environment: [
                "PS1": "lw$ ", "XDG_DATA_HOME": home + "/data", "XDG_CONFIG_HOME": home + "/config",
                "XDG_CACHE_HOME": home + "/cache", "XDG_STATE_HOME": home + "/state",
                ServiceEndpoint.airQuality.environmentVariable: "http://127.0.0.1:1",
                ServiceEndpoint.radar.environmentVariable: "http://127.0.0.1:1",
            ])
        try await app.waitFor("lw$")
        let command = [Products.path("lasso-weather"), "--api-url", server.url, "--alerts-url", server.url, "10001"]
        try await app.type(command.map(TmuxSession.quote).joined(separator: " "))
        try await app.send("Enter")
        let start = try #require(Self.hourIndex(try await app.waitFor("the readout") { Self.hourIndex($0) != nil }))
        #expect(try await paneModes(app) == "keypad=11 cursor=0")

        try await app.send("C-z")
        try await app.waitFor("Stopped")
        #expect(try await paneModes(app) == "keypad=00 cursor=1")
        try await app.type("fg")
        try await app.send("Enter")
        // The modes are written before the redraw, so once it shows they are on.
        try await app.waitFor("redrawn") { Self.hourIndex($0) == start && !$0.contains("Stopped") }
        #expect(try await paneModes(app) == "keypad=11 cursor=0")

        try await sendBytes(app, Self.cursorRight)
        let moved = try await app.waitFor("the readout an hour on") {
            Self.hourIndex($0) == Self.hours(1, after: start)
        }
        #expect(!moved.contains("Recent Searches") && !moved.contains("[C"))
        try await sendBytes(app, Self.keypadRight)
        try await app.waitFor("the readout two hours on") { Self.hourIndex($0) == Self.hours(2, after: start) }

        try await app.send("q")
        try await app.waitFor("the prompt again") { $0.contains("lw$") && Self.hourIndex($0) == nil }
        #expect(try await paneModes(app).hasPrefix("keypad=00"))
    }

    @Test func theFirstArrowOnHomeTypesNothingIntoThePrompt() async throws {
        let server = try await FixtureProcess()
        var app = try await TmuxSession.app(
            home: folder.url, arguments: ["--api-url", server.url, "--alerts-url", server.url])
        try await app.waitFor("No recent searches yet")
        try await app.type("10001")
        try await app.send("Enter")
        try await app.waitFor("Weather data by Open-Meteo.com")
        try await app.send("q")
        #expect(try await app.waitForExit().status == 0)

        // Home with a recent place: the first key is → in the cursor form.
        app = try await TmuxSession.app(
            home: folder.url, arguments: ["--api-url", server.url, "--alerts-url", server.url])
        try await app.waitFor("New York, NY 10001")
        #expect(try await paneModes(app).hasPrefix("keypad=11"))
        try await sendBytes(app, Self.cursorRight)
        try await app.type("9")
        let screen = try await app.waitFor("the 9 typed") { $0.contains("│ 9") }
        #expect(!screen.contains("[C"))
        try await app.send("C-c")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }

    @Test func aCrashLeavesKeypadTransmitOff() async throws {
        let app = try await TmuxSession.app(home: folder.url, environment: ["SWIFT_BACKTRACE": "enable=no"])
        try await app.waitFor("No recent searches yet")
        #expect(try await paneModes(app).hasPrefix("keypad=11"))
        let children = try await Subprocess.run(["ps", "-o", "pid=", "--ppid", "\(app.panePID)"]).output
        let program = try #require(children.split(whereSeparator: \.isWhitespace).compactMap { Int32($0) }.first)
        kill(program, SIGSEGV)
        let exit = try await app.waitForExit()
        #expect(exit.status == 128 + SIGSEGV && exit.ttySane)
        #expect(try await paneModes(app) == "keypad=00 cursor=1")
    }
}
