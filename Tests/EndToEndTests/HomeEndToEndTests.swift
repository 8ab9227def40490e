import Foundation
import Testing

/// The real binary in a real terminal (tmux): Home, the prompt's filter, help, a tiny window, and a clean exit.
@Suite(.serialized, .leavesNothingBehind)
struct HomeEndToEndTests {
    let folder = TemporaryFolder("lw-e2e")
    var data: URL { folder.url }

    func launch(width: Int = 80, height: Int = 24) async throws -> TmuxSession {
        try await TmuxSession.app(home: data, width: width, height: height)
    }

    @Test func aPasteIsTextForThePromptAndNeverKeys() async throws {
        let server = try await FixtureProcess()
        let app = try await TmuxSession.app(
            home: data, arguments: ["--api-url", server.url, "--alerts-url", server.url])
        try await app.waitFor("No recent searches yet")
        try await app.type("10001")
        try await app.send("Enter")
        try await app.waitFor("Weather data by Open-Meteo.com")
        try await app.send("Escape")
        try await app.waitFor("New York, NY 10001")  // a recent place, the prompt empty: where the list's keys act
        // tmux sends the buffer as a bracketed paste (-p) because the app asked for that mode: its Esc is not the
        // key that clears the prompt, and its letters are text.
        _ = try await app.tmux(["set-buffer", "-b", "lw", "\u{1B}[32mdone"])
        _ = try await app.tmux(["paste-buffer", "-p", "-b", "lw", "-t", "e2e"])
        let pasted = try await app.waitFor("│ done")
        #expect(!pasted.contains("[32m"))
        try await app.send("Escape")  // clears the prompt: the suggestions close
        let screen = try await app.waitFor("the list again") {
            $0.contains("New York, NY 10001") && !$0.contains("│ done")
        }
        #expect(!screen.contains("removed"))  // nothing was removed
        try await app.send("C-c")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }

    @Test func promptHelpResizeAndQuit() async throws {
        let app = try await launch()
        try await app.waitFor("Recent Searches")
        try await app.waitFor("No recent searches yet")

        // Type-ahead: suggestions follow every key; ZIP+4 and city names are both accepted.
        try await app.type("1000")
        try await app.waitFor("Suggestions")
        try await app.type("1")
        let typed = try await app.waitFor("│ 10001 ")
        #expect(typed.contains("New York, NY  10001"))

        // `q` in the prompt is text, not quit; so is `?` inside a name.
        try await app.type("q")
        try await app.waitFor("│ 10001q")
        try await app.send("BSpace")
        try await app.waitFor("q deleted") { !$0.contains("10001q") }
        try await app.type("?")
        let question = try await app.waitFor("│ 10001?")
        #expect(!question.contains("Keys · Weather"))
        try await app.send("BSpace")
        try await app.waitFor("? deleted") { $0.contains("│ 10001 ") && !$0.contains("10001?") }

        try await app.resize(width: 30, height: 10)
        try await app.waitFor("Terminal too small")
        try await app.resize(width: 80, height: 24)
        let back = try await app.waitFor("Search: ZIP code")
        #expect(back.contains("│ 10001 "))

        // Esc clears the prompt; then `?` opens the help, and Esc closes it.
        try await app.send("Escape")
        try await app.waitFor("the prompt cleared") { !$0.contains("│ 10001") && !$0.contains("Suggestions") }
        try await app.send("?")
        try await app.waitFor("Keys · Weather")
        try await app.send("Escape")
        try await app.waitFor("help closed") { !$0.contains("Keys · Weather") }

        // On Home `q` is text even with the prompt empty; Ctrl-C quits with status 0 and a sane tty.
        try await app.type("q")
        try await app.waitFor("│ q")
        try await app.send("C-c")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.ttySane)
    }

    @Test func ctrlCQuitsFromThePromptAndRestoresTheTerminal() async throws {
        let app = try await launch(width: 40, height: 12)
        try await app.waitFor("Recent Searches")
        try await app.type("123")
        try await app.waitFor("│ 123")
        try await app.send("C-c")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.ttySane)
    }

    /// `ESC [ 2 J` typed unbracketed and Alt-x were Esc (clearing the prompt) and then text; now each is one key,
    /// ignored, and the readline word keys edit the prompt.
    @Test func anUnknownSequenceAndOtherAltKeysDoNothingAndTheWordKeysEdit() async throws {
        let app = try await launch()
        try await app.waitFor("Recent Searches")
        try await app.type("Portland, OR")
        try await app.waitFor("│ Portland, OR")
        try await app.type("\u{1B}[2J")
        try await app.send("M-x")
        try await app.send("M-BSpace")  // Portland, ␣
        try await app.send("M-b")  // to the start
        try await app.send("M-d")  // , ␣
        try await app.type("Salem")
        let screen = try await app.waitFor("│ Salem, ")
        let prompt = screen.split(separator: "\n").first { $0.contains("│ Salem, ") }.map(String.init) ?? ""
        #expect(prompt.contains(/│ Salem, +│/), "\(prompt)")  // nothing else typed
        try await app.send("C-c")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }

    @Test func notATerminalExplainsInOneLine() async throws {
        let result = try await Subprocess.run([Products.path("lasso-weather")])
        #expect(result.status == 70)
        #expect(result.output.contains("not a terminal"))
        #expect(result.output.split(separator: "\n").count == 1)
    }
}
