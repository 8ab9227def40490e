import Foundation
import Testing

/// The real binary in a real terminal (tmux): Home, the prompt's filter, help, a tiny window, and a clean exit.
@Suite(.serialized, .leavesNothingBehind)
struct HomeEndToEndTests {
    let folder = TemporaryFolder("lw-e2e")
    var data: URL { folder.url }

    func launch(width: Int = 80, height: Int = 24) throws -> TmuxSession {
        try TmuxSession.app(home: data, width: width, height: height)
    }

    @Test func aPasteIsTextForThePromptAndNeverKeys() throws {
        let server = try FixtureProcess()
        let app = try TmuxSession.app(home: data, arguments: ["--api-url", server.url, "--alerts-url", server.url])
        try app.waitFor("No recent searches yet")
        try app.type("10001")
        try app.send("Enter")
        try app.waitFor("Weather data by Open-Meteo.com")
        try app.send("Escape")
        try app.waitFor("New York, NY 10001")  // a recent place, the prompt empty: where the list's keys act
        // tmux sends the buffer as a bracketed paste (-p) because the app asked for that mode: its Esc is not the
        // key that clears the prompt, and its letters are text.
        _ = try app.tmux(["set-buffer", "-b", "lw", "\u{1B}[32mdone"])
        _ = try app.tmux(["paste-buffer", "-p", "-b", "lw", "-t", "e2e"])
        let pasted = try app.waitFor("│ done")
        #expect(!pasted.contains("[32m"))
        try app.send("Escape")  // clears the prompt: the suggestions close
        let screen = try app.waitFor("the list again") { $0.contains("New York, NY 10001") && !$0.contains("│ done") }
        #expect(!screen.contains("removed"))  // nothing was removed
        try app.send("C-c")
        let exit = try app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }

    @Test func promptHelpResizeAndQuit() throws {
        let app = try launch()
        try app.waitFor("Recent Searches")
        try app.waitFor("No recent searches yet")

        // Type-ahead: suggestions follow every key; ZIP+4 and city names are both accepted.
        try app.type("1000")
        try app.waitFor("Suggestions")
        try app.type("1")
        let typed = try app.waitFor("│ 10001 ")
        #expect(typed.contains("New York, NY  10001"))

        // `q` in the prompt is text, not quit; so is `?` inside a name.
        try app.type("q")
        try app.waitFor("│ 10001q")
        try app.send("BSpace")
        try app.waitFor("q deleted") { !$0.contains("10001q") }
        try app.type("?")
        let question = try app.waitFor("│ 10001?")
        #expect(!question.contains("Keys · Weather"))
        try app.send("BSpace")
        try app.waitFor("? deleted") { $0.contains("│ 10001 ") && !$0.contains("10001?") }

        try app.resize(width: 30, height: 10)
        try app.waitFor("Terminal too small")
        try app.resize(width: 80, height: 24)
        let back = try app.waitFor("Search: ZIP code")
        #expect(back.contains("│ 10001 "))

        // Esc clears the prompt; then `?` opens the help, and Esc closes it.
        try app.send("Escape")
        try app.waitFor("the prompt cleared") { !$0.contains("│ 10001") && !$0.contains("Suggestions") }
        try app.send("?")
        try app.waitFor("Keys · Weather")
        try app.send("Escape")
        try app.waitFor("help closed") { !$0.contains("Keys · Weather") }

        // On Home `q` is text even with the prompt empty; Ctrl-C quits with status 0 and a sane tty.
        try app.type("q")
        try app.waitFor("│ q")
        try app.send("C-c")
        let exit = try app.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.ttySane)
    }

    @Test func ctrlCQuitsFromThePromptAndRestoresTheTerminal() throws {
        let app = try launch(width: 40, height: 12)
        try app.waitFor("Recent Searches")
        try app.type("123")
        try app.waitFor("│ 123")
        try app.send("C-c")
        let exit = try app.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.ttySane)
    }

    @Test func notATerminalExplainsInOneLine() throws {
        let result = try Subprocess.run([Products.path("lasso-weather")])
        #expect(result.status == 70)
        #expect(result.output.contains("not a terminal"))
        #expect(result.output.split(separator: "\n").count == 1)
    }
}
