import Foundation
import ServiceEndpoints
import Testing

/// The terminal's modes around the app's life in a real terminal (tmux): a crash (SIGSEGV, SIGABRT sent to the real
/// binary) leaves a sane tty with no mode on, and Ctrl-Z then `fg` gives back exactly the modes the app had.
@Suite(.serialized, .leavesNothingBehind)
struct TerminalModesEndToEndTests {
    let folder = TemporaryFolder("lw-e2e")
    var data: URL { folder.url }

    var environment: [String: String] {
        [
            "XDG_DATA_HOME": data.path + "/data", "XDG_CONFIG_HOME": data.path + "/config",
            "XDG_CACHE_HOME": data.path + "/cache", "XDG_STATE_HOME": data.path + "/state",
            ServiceEndpoint.airQuality.environmentVariable: "http://127.0.0.1:1",
            ServiceEndpoint.radar.environmentVariable: "http://127.0.0.1:1",
        ]
    }

    /// The pane's modes as tmux tracks them: mouse (any, SGR 1006, button-event 1002), the alternate screen, the
    /// cursor shown.
    private func paneModes(_ app: TmuxSession) async throws -> String {
        try await app.tmux([
            "display-message", "-p", "-t", "e2e",
            "mouse=#{mouse_any_flag}#{mouse_sgr_flag}#{mouse_button_flag} alternate=#{alternate_on} cursor=#{cursor_flag}",
        ]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The pane's program: the only child of the pane's shell.
    private func programID(_ app: TmuxSession) async throws -> Int32 {
        let children = try await Subprocess.run(["ps", "-o", "pid=", "--ppid", "\(app.panePID)"]).output
        return try #require(children.split(whereSeparator: \.isWhitespace).compactMap { Int32($0) }.first)
    }

    /// Whether Home has bracketed paste on (tmux has no format for it): tmux brackets a `-p` paste only then, and a
    /// bracketed `?` is text for the prompt, where unbracketed, typed on the empty prompt, it opens the help
    /// overlay (inside a name `?` is text either way, so the probe is the `?` alone). Either way the screen is put
    /// back as it was.
    private func homeTakesBracketedPaste(_ app: TmuxSession) async throws -> Bool {
        try await app.tmux(["set-buffer", "-b", "probe", "?"])
        try await app.tmux(["paste-buffer", "-p", "-b", "probe", "-t", "e2e"])
        let screen = try await app.waitFor("the paste's effect") { $0.contains("│ ?") || $0.contains("Keys · ") }
        let bracketed = screen.contains("│ ?")
        try await app.send(bracketed ? "C-u" : "Escape")
        try await app.waitFor("Home as it was") {
            $0.contains("No recent searches yet") && !$0.contains("│ ?") && !$0.contains("Keys · ")
        }
        return bracketed
    }

    @Test(arguments: [SIGSEGV, SIGABRT])
    func aCrashLeavesASaneTerminalWithNoModeOn(signal: Int32) async throws {
        // The backtracer off: on a tty it would wait at its prompt after the rescue.
        let app = try await TmuxSession(
            Products.path("lasso-weather"), environment: environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 })
        try await app.waitFor("No recent searches yet")
        #expect(try await paneModes(app).hasPrefix("mouse=111 alternate=1"))
        kill(try await programID(app), signal)
        let exit = try await app.waitForExit()
        #expect(exit.status == 128 + signal && exit.ttySane)
        #expect(try await paneModes(app) == "mouse=000 alternate=0 cursor=1")
        // Bracketed paste: the pane's shell now sleeps and the tty echoes what is pasted, the brackets (`^[[200~`)
        // too when the mode is still on.
        try await app.tmux(["set-buffer", "-b", "probe", "PASTED"])
        try await app.tmux(["paste-buffer", "-p", "-b", "probe", "-t", "e2e"])
        let screen = try await app.waitFor("PASTED")
        #expect(!screen.contains("200~"))
    }

    /// Ctrl-Z needs a job-control shell to stop and continue the app: an interactive bash in the pane.
    @Test func ctrlZGivesTheShellPlainModesAndFgGivesTheAppItsModesBack() async throws {
        let app = try await TmuxSession(
            "bash", arguments: ["--norc", "--noprofile", "-i"], environment: environment.merging(["PS1": "lw$ "]) { $1 }
        )
        try await app.waitFor("lw$")
        try await app.type(TmuxSession.quote(Products.path("lasso-weather")))
        try await app.send("Enter")
        try await app.waitFor("No recent searches yet")
        let modes = try await paneModes(app)
        #expect(modes.hasPrefix("mouse=111 alternate=1"))
        #expect(try await homeTakesBracketedPaste(app))
        try await app.send("C-z")
        try await app.waitFor("Stopped")
        #expect(try await paneModes(app) == "mouse=000 alternate=0 cursor=1")
        try await app.type("fg")
        try await app.send("Enter")
        // The modes are written before the redraw, so once it shows they are on.
        try await app.waitFor("redrawn") { $0.contains("No recent searches yet") && !$0.contains("Stopped") }
        #expect(try await paneModes(app) == modes)
        #expect(try await homeTakesBracketedPaste(app))
        try await app.send("C-c")
        try await app.waitFor("the prompt again") { $0.contains("lw$") && !$0.contains("Recent Searches") }
        #expect(try await paneModes(app).hasPrefix("mouse=000 alternate=0"))
    }
}
