import Foundation
import Testing

/// Alert notifications through the real binary: the app's sequence in the pane's raw output (once per new alert,
/// cleaned, wrapped for tmux, with the bell), and `watch` with a stub notify-send recording its argv.
@Suite(.serialized, .leavesNothingBehind)
struct NotificationsEndToEndTests {
    let folder = TemporaryFolder("lw-notify")
    var root: URL { folder.url }
    var notifiedList: URL { root.appendingPathComponent("state/lasso-weather/notified-alerts.json") }

    func read(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

    /// Polls `condition` every 50 ms until it holds, or fails the test after `timeout` seconds.
    func eventually(_ what: String, timeout: Double = 15, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(timeout)
        while !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("Timed out waiting for \(what)")
                throw TmuxError.timeout(what)
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    @Test func aNewAlertIsOneCleanSequenceInThePaneAndRingsTheBell() async throws {
        let server = try await FixtureProcess()
        let app = try await TmuxSession.app(
            home: root, arguments: ["--api-url", server.url, "--alerts-url", server.url, "10001"],
            environment: ["LASSO_WEATHER_ALERT_CHECK_SECONDS": "1"])
        let raw = root.appendingPathComponent("raw")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try await app.tmux(["pipe-pane", "-O", "-t", "e2e", "cat > " + TmuxSession.quote(raw.path)])
        try await app.waitFor("⚠ Extreme Heat Warning until")
        // The first answer records New York's two alerts, in force at the start, without telling.
        try await eventually("the alerts in force recorded") {
            read(notifiedList).components(separatedBy: "urn:oid").count == 3
        }
        try await server.setFault("arrival", on: .alerts)
        try await eventually("the notification") { read(raw).contains("\u{1B}Ptmux;") }
        // Another check after it (the list is written at each) must not tell it again.
        let afterTelling = read(notifiedList)
        try await eventually("another check") { read(notifiedList) != afterTelling }
        let output = read(raw)
        #expect(output.components(separatedBy: "\u{1B}Ptmux;").count == 2)
        let start = try #require(output.range(of: "\u{1B}Ptmux;\u{1B}\u{1B}]777;notify;"))
        let end = try #require(output.range(of: "\u{1B}\u{1B}\\\u{1B}\\", range: start.upperBound..<output.endIndex))
        let payload = output[start.upperBound..<end.lowerBound]
        #expect(payload.hasPrefix("⚠ Tornado Warning · New York, NY;Tornado Warning issued "))
        #expect(payload.hasSuffix(" by NWS Test"))
        #expect(!payload.contains("\u{1B}") && !payload.contains("\u{07}") && !payload.contains("pwned"))
        #expect(output[end.upperBound...].hasPrefix("\u{07}"))
        #expect(try await app.tmux(["display-message", "-p", "-t", "e2e", "#{window_bell_flag}"]).trimmed == "1")
        try await app.send("q")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
    }

    @Test func watchNotifiesEachNewAlertOnceAcrossRunsAndEndsWithStatus0OnSIGTERM() async throws {
        let server = try await FixtureProcess()
        let stubs = root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
        let calls = root.appendingPathComponent("calls")
        let stub = stubs.appendingPathComponent("notify-send")
        try
            "#!/bin/sh\nprintf '%s|' \"$@\" >> \(TmuxSession.quote(calls.path))\necho >> \(TmuxSession.quote(calls.path))\n"
            .write(to: stub, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
        let path = stubs.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")

        func watch(_ places: [String]) async throws -> TmuxSession {
            try await TmuxSession.app(
                home: root,
                arguments: ["watch"] + places + [
                    "--every", "1m", "--notify-min", "moderate", "--api-url", server.url,
                    "--alerts-url", server.url,
                ],
                environment: ["PATH": path])
        }
        func stop(_ session: TmuxSession) async throws -> Int32 {
            // The pane's shell runs `env`, which became lasso-weather: its one child.
            let child = try await Subprocess.run(["pgrep", "-P", "\(session.panePID)"]).output.trimmed
            let pid = try #require(Int32(child.split(separator: "\n").first ?? ""))
            kill(pid, SIGTERM)
            return try await session.waitForExit(timeout: 2).status
        }

        let first = try await watch(["10001"])
        try await eventually("New York's alerts notified") { read(calls).split(separator: "\n").count == 2 }
        let lines = read(calls).split(separator: "\n")
        #expect(lines[0].hasPrefix("-a|lasso-weather|-u|critical|⚠ Extreme Heat Warning · New York, NY|"))
        #expect(lines[1].hasPrefix("-a|lasso-weather|-u|normal|⚠ Special Weather Statement · New York, NY|"))
        #expect(try await stop(first) == 0)

        // Again, with a second place: once its alert is told, New York's were decided in the same check.
        let second = try await watch(["10001", "73160"])
        try await eventually("Moore's alert notified") { read(calls).split(separator: "\n").count >= 3 }
        #expect(try await stop(second) == 0)
        let all = read(calls).split(separator: "\n")
        #expect(all.count == 3)
        #expect(all.last?.hasPrefix("-a|lasso-weather|-u|critical|⚠ Tornado Warning · Oklahoma City, OK|") == true)
    }

    @Test func withoutNotifySendWatchPrintsEachAlertOnStdoutAndSaysSoOnceOnStderr() async throws {
        let server = try await FixtureProcess()
        let empty = root.appendingPathComponent("empty-bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let app = try await TmuxSession.app(
            home: root,
            arguments: [
                "watch", "10001", "--notify-min", "moderate", "--api-url", server.url, "--alerts-url", server.url,
            ],
            width: 200, environment: ["PATH": empty.path])
        let screen = try await app.waitFor("both alerts printed") {
            $0.contains("⚠ Extreme Heat Warning · New York, NY — Extreme Heat Warning issued")
                && $0.contains("⚠ Special Weather Statement · New York, NY — Special Weather Statement issued")
        }
        #expect(screen.components(separatedBy: "notify-send is not available").count == 2)
        try await app.send("C-c")
        #expect(try await app.waitForExit(timeout: 2).status == 0)
    }
}
