import Foundation
import Testing

/// The screens in the user's language from the real binary in tmux (issue 37's acceptance): `LANG=fr_FR.UTF-8
/// lasso-weather 10001` draws French screens, hints, help and day names, in place at 80×24 and 40×12, on a machine
/// that has only C.UTF-8 (the app reads its names from its tables; ncurses falls back to C.UTF-8).
@Suite(.serialized, .leavesNothingBehind)
struct LanguageScreensEndToEndTests {
    let folder = TemporaryFolder("lw-language")

    @Test(arguments: [(80, 24), (40, 12)])
    func frenchScreensFromTheEnvironment(width: Int, height: Int) async throws {
        let server = try await FixtureProcess()
        let app = try await TmuxSession.app(
            home: folder.url, arguments: ["10001", "--api-url", server.url, "--alerts-url", server.url],
            width: width, height: height, environment: ["LC_ALL": "", "LANG": "fr_FR.UTF-8"])
        let detail = try await app.waitFor("Detail in French") { $0.contains("quitter") && $0.contains("°") }
        #expect(detail.contains("? aide") && detail.contains("q quitter"), "\(detail)")
        for word in ["Feels like", "Next 7 days", "Today", "updated"] {
            #expect(!detail.contains(word), "\(word) in:\n\(detail)")
        }
        if width == 80 {
            #expect(detail.contains("Ressenti") && detail.contains("Auj."), "\(detail)")
            #expect(detail.contains(/(lun|mar|mer|jeu|ven|sam|dim)\./), "\(detail)")
        }
        // The help overlay in French; the keys as they are.
        try await app.send("?")
        let help = try await app.waitFor("the help in French") { $0.contains("Esc") && $0.contains("quitter") }
        #expect(!help.contains("this help") && !help.contains("Keys ·"), "\(help)")
        try await app.send("Escape")
        // Apart from the q, or the two read as Alt-q.
        try await Task.sleep(for: .milliseconds(300))
        try await app.send("q")
        try await app.waitFor("EXITED=0")
    }
}
