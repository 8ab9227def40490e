import Foundation
import Testing

/// `make demo`'s script points every service of the endpoint table at its fixture server (which prints their
/// variables, so the script names none): the alerts and the air quality on Detail come from it, with no network.
@Suite(.serialized, .leavesNothingBehind)
struct DemoScriptEndToEndTests {
    let folder = TemporaryFolder("lw-demo")

    @Test func theDemoAsksEveryServiceOfItsServer() async throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let binaries = URL(fileURLWithPath: Products.path("lasso-weather")).deletingLastPathComponent().path
        let home = folder.url.path
        let app = try await TmuxSession(
            "/bin/bash", arguments: [repository.appendingPathComponent("scripts/demo.sh").path, binaries, "10001"],
            environment: [
                "XDG_DATA_HOME": home + "/data", "XDG_CONFIG_HOME": home + "/config", "XDG_CACHE_HOME": home + "/cache",
                "XDG_STATE_HOME": home + "/state",
            ],
            width: 100, height: 34)
        // The NWS's alerts and the air quality: only the server's variables lead there.
        try await app.waitFor("⚠ Extreme Heat Warning until")
        try await app.waitFor("AQI 42")
        try await app.send("q", literal: true)
        let exit = try await app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }
}
