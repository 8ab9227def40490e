import Foundation
import Testing
import WeatherCore

/// Home's keys in a real terminal against the local server (issue 25): every printable key types into the prompt,
/// so no place name (`Redding` has a d, `Albuquerque` a q and a u, `33101` the digits of recent rows) can remove,
/// open or quit; and Delete marks places removed and restores them, with the file and the screen checked.
@Suite(.serialized, .leavesNothingBehind)
struct HomeKeysEndToEndTests {
    let folder = TemporaryFolder("lw-home-keys")
    var root: URL { folder.url }
    /// The recent list, newest first.
    let zips = ["10001", "97201", "60601"]

    var paths: AppPaths {
        get throws {
            try #require(
                AppPaths(environment: [
                    "XDG_DATA_HOME": root.path + "/data", "XDG_CONFIG_HOME": root.path + "/config",
                    "XDG_CACHE_HOME": root.path + "/cache", "XDG_STATE_HOME": root.path + "/state",
                ]))
        }
    }

    /// Writes `zips` as the recent list the app will find, newest first.
    func seedRecents() throws {
        let client = RecentSearchesClient.live(paths: try paths, warnings: PersistenceWarnings())
        let now = Date()
        for (age, zip) in zips.enumerated().reversed() {
            let place = try #require(ZipDirectory.shared.place(zip: zip))
            _ = client.record(place, now.addingTimeInterval(-Double(age) * 60))
        }
        #expect(try zipsOnDisk() == zips)
    }

    /// The ZIPs in `recent.json` now, in the file's order (a fresh client: nothing remembered between reads).
    func zipsOnDisk() throws -> [String] {
        RecentSearchesClient.live(paths: try paths, warnings: PersistenceWarnings()).all().map(\.place.zip)
    }

    /// Polls `recent.json` until it lists `expected`; records an issue with what it has if it never does.
    func waitForFile(
        _ expected: [String], timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let deadline = ContinuousClock.now + .seconds(timeout)
        var last = try zipsOnDisk()
        while last != expected, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
            last = try zipsOnDisk()
        }
        #expect(last == expected, "recent.json", sourceLocation: sourceLocation)
    }

    func launch(_ server: FixtureProcess) async throws -> TmuxSession {
        try await TmuxSession.app(home: root, arguments: ["--api-url", server.url, "--alerts-url", server.url])
    }

    /// The recent row of `zip` on the screen ("New York, NY 10001 …"; the prompt's placeholder names 10001 too).
    func row(_ screen: String, _ zip: String) -> String? {
        let name = ZipDirectory.shared.place(zip: zip).map { "\($0.displayName) \(zip)" } ?? zip
        return screen.split(separator: "\n").first { $0.contains(name) }.map(String.init)
    }

    /// Home with an empty prompt and every one of `shown` listed, marked removed or not as `marked` says, and
    /// nothing else of the seeded places.
    func isHome(_ screen: String, showing shown: [String], marked: Set<String> = []) -> Bool {
        guard screen.contains("Recent Searches"), !screen.contains("Weather ›") else { return false }
        for zip in zips {
            let line = row(screen, zip)
            guard shown.contains(zip) else {
                if line != nil { return false }
                continue
            }
            guard let line, line.contains("removed") == marked.contains(zip) else { return false }
        }
        return true
    }

    @Test func placeNamesAreTextNeverListKeys() async throws {
        try seedRecents()
        let server = try await FixtureProcess()
        let app = try await launch(server)
        try await app.waitFor("the three places with their temperatures") { screen in
            isHome(screen, showing: zips) && zips.allSatisfy { row(screen, $0)?.contains("°F") == true }
        }

        // Before issue 25 the list had focus: d deleted, u undid, q quit and a digit opened that recent row.
        for word in ["Redding", "Albuquerque", "33101"] {
            try await app.type(word)
            // All of it reached the prompt: nothing quit (the pane would say EXITED) or opened a place, whose
            // screen would have taken the letters after it.
            let typed = try await app.waitFor("\(word) in the prompt") { $0.contains("│ \(word)") }
            #expect(!typed.contains("Weather ›") && !typed.contains("EXITED="), "\(word)")
            #expect(!typed.contains("removed"), "\(word)")
            try await app.send("Escape")
            try await app.waitFor("the prompt cleared after \(word), the three places listed") {
                !$0.contains("│ \(word)") && isHome($0, showing: zips)
            }
            #expect(try zipsOnDisk() == zips, "\(word)")
        }

        // Enter on 33101 opens Miami, not a recent row.
        try await app.type("33101")
        try await app.waitFor("│ 33101")
        try await app.send("Enter")
        let detail = try await app.waitFor("Miami's Detail") {
            $0.contains("Weather › Miami, FL") && $0.contains("Open-Meteo.com")
        }
        #expect(!detail.contains("New York") && !detail.contains("Portland") && !detail.contains("Chicago"))
        try await waitForFile(["33101"] + zips)  // opened, so newest; the three still there
        try await app.send("q")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
        #expect(try zipsOnDisk() == ["33101"] + zips)
    }

    @Test func deleteMarksAndRestoresAndLeavingHomeDropsWhatIsStillMarked() async throws {
        try seedRecents()
        let server = try await FixtureProcess()
        let app = try await launch(server)
        try await app.waitFor("the three places, the first selected") {
            isHome($0, showing: zips) && row($0, "10001")?.contains("› 1") == true
        }

        // Delete marks the first place: dimmed, "removed", still in its row; the file loses it at once.
        try await app.send("DC")
        try await app.waitFor("New York marked") { isHome($0, showing: zips, marked: ["10001"]) }
        try await waitForFile(["97201", "60601"])
        // Its name is dim (SGR 2): the row with its escapes, those before the name among them.
        let dimmed = try await app.screenWithEscapes().split(separator: "\n").first {
            $0.replacing(/\x1B\[[0-9;]*m/, with: "").contains("New York, NY 10001")
        }
        let line = dimmed.map(String.init) ?? ""
        let beforeName = line.range(of: "New York").map { line[..<$0.lowerBound] } ?? ""
        #expect(beforeName.contains(/\x1B\[([0-9;]*;)?2(;[0-9;]*)?m/), "the row is dim: \(line.debugDescription)")

        // A second place marked too.
        try await app.send("Down")
        try await app.waitFor("Portland selected") { row($0, "97201")?.contains("›") == true }
        try await app.send("DC")
        try await app.waitFor("both marked") { isHome($0, showing: zips, marked: ["10001", "97201"]) }
        try await waitForFile(["60601"])

        // Delete again restores each, in its place.
        try await app.send("DC")
        try await app.waitFor("Portland restored") { isHome($0, showing: zips, marked: ["10001"]) }
        try await waitForFile(["97201", "60601"])
        try await app.send("Up")
        try await app.waitFor("New York selected") { row($0, "10001")?.contains("›") == true }
        try await app.send("DC")
        try await app.waitFor("New York restored") { isHome($0, showing: zips) }
        try await waitForFile(zips)

        // Mark two again and restore one: only Portland is still marked when Home is left.
        try await app.send("Down")
        try await app.send("DC")
        try await app.waitFor("Portland marked") { isHome($0, showing: zips, marked: ["97201"]) }
        try await app.send("Down")
        try await app.waitFor("Chicago selected") { row($0, "60601")?.contains("›") == true }
        try await app.send("DC")
        try await app.waitFor("Chicago marked") { isHome($0, showing: zips, marked: ["97201", "60601"]) }
        try await waitForFile(["10001"])
        try await app.send("DC")
        try await app.waitFor("Chicago restored") { isHome($0, showing: zips, marked: ["97201"]) }
        try await waitForFile(["10001", "60601"])

        // Open New York and come back: Portland's row is gone, the others stay, restored in their order.
        try await app.send("Home")
        try await app.waitFor("New York selected") { row($0, "10001")?.contains("›") == true }
        try await app.send("Enter")
        try await app.waitFor("New York's Detail") {
            $0.contains("Weather › New York, NY") && $0.contains("Open-Meteo.com")
        }
        try await app.send("Escape")
        let home = try await app.waitFor("Home without Portland") { isHome($0, showing: ["10001", "60601"]) }
        #expect(!home.contains("removed"))
        try await waitForFile(["10001", "60601"])
        try await app.send("C-c")
        let exit = try await app.waitForExit()
        #expect(exit.status == 0 && exit.ttySane)
        #expect(try zipsOnDisk() == ["10001", "60601"])
    }
}
