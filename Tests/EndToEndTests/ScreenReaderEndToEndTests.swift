import Foundation
import Testing

/// Issue 36, for a screen reader, in a real terminal against the local server: the terminal's cursor on the focus
/// on every screen (`#{cursor_x} #{cursor_y}`), and `--screen-reader`'s screens in words, with no braille or block
/// art and a Map that does not change by itself.
@Suite(.serialized, .leavesNothingBehind)
struct ScreenReaderEndToEndTests {
    let folder = TemporaryFolder("lw-reader")

    func launch(_ server: FixtureProcess, arguments: [String] = []) async throws -> TmuxSession {
        try await TmuxSession.app(
            home: folder.url, arguments: ["--api-url", server.url, "--alerts-url", server.url] + arguments)
    }

    /// The first row whose line matches `pattern`, from row `from` on.
    static func row(_ screen: String, from: Int = 0, where matches: (Substring) -> Bool) -> Int? {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.dropFirst(from).first { matches(lines[$0]) }
    }

    /// The column where `text` starts on `row` (characters before it, each one column here).
    static func column(of text: String, row: Int, in screen: String) -> Int? {
        let line = screen.split(separator: "\n", omittingEmptySubsequences: false)[row]
        return line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
    }

    /// Braille (U+2800–U+28FF) and block elements (U+2580–U+259F): pictures a screen reader reads as noise.
    static func pictures(_ screen: String) -> String {
        String(
            screen.unicodeScalars.filter {
                (0x2800...0x28FF).contains($0.value) || (0x2580...0x259F).contains($0.value)
            }
            .map(Character.init))
    }

    static func opens(_ zip: String, _ app: TmuxSession) async throws {
        try await app.type(zip)
        try await app.send("Enter")
        try await app.waitFor("Weather data by Open-Meteo.com")
    }

    @Test func theCursorIsOnTheFocusOnHomeDetailAndAlerts() async throws {
        let server = try await FixtureProcess()
        let app = try await launch(server)
        try await app.waitFor("Recent Searches")
        try await app.waitForCursor(row: 2, column: 3)  // the prompt
        try await Self.opens("90210", app)
        try await app.send("Escape")
        try await app.waitFor("back on Home") { $0.contains("Recent Searches") && $0.contains("Beverly Hills") }
        try await Self.opens("10001", app)

        // Detail: the readout (the cursor's hour, under the chart's axis), at its first column. Read once the normals'
        // line and the alerts' banner are in: each comes after the forecast and moves every row below it down one
        // (under load the banner came last, and the readout was looked for a row too high).
        let detail = try await app.waitFor("the readout, the normals and the alerts in") {
            DetailCursorEndToEndTests.readout($0) != nil && $0.contains("normal") && $0.contains("⚠")
        }
        let readout = try #require(Self.row(detail) { $0.firstMatch(of: /^ (Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d/) != nil })
        try await app.waitForCursor(row: readout, column: 1)
        // ↓ scrolls the daily table: the first day row shown ("Today", under the table's title).
        try await app.send("Down")
        let table = try #require(Self.row(try await app.screen()) { $0.contains("Next 7 days") })
        try await app.waitForCursor(row: table + 1, column: 1)
        try await app.send("Right")
        try await app.waitForCursor(row: readout, column: 1)

        // Alerts: the selected alert's title, after "▶ "; ↓ the next one's.
        try await app.send("a")
        let list = try await app.waitFor("▶ Extreme Heat Warning")
        let first = try #require(Self.row(list) { $0.contains("▶ Extreme Heat Warning") })
        try await app.waitForCursor(row: first, column: Self.column(of: "Extreme", row: first, in: list))
        try await app.send("Down")
        let moved = try await app.waitFor("▶ Special Weather Statement")
        let second = try #require(Self.row(moved) { $0.contains("▶ Special Weather Statement") })
        try await app.waitForCursor(row: second, column: Self.column(of: "Special", row: second, in: moved))

        // Home with two recent places: each ↓ puts the cursor on the selected row; typing takes it back.
        try await app.send("Escape")
        try await app.waitFor("back on Detail") { !$0.contains("› Alerts") && $0.contains("Open-Meteo.com") }
        try await app.send("Escape")
        let home = try await app.waitFor("Home with both places") {
            $0.contains("Recent Searches") && $0.contains("Beverly Hills") && $0.contains("New York")
        }
        let newYork = try #require(Self.row(home, from: 5) { $0.contains("New York") })
        let beverly = try #require(Self.row(home, from: 5) { $0.contains("Beverly Hills") })
        try await app.send("Down")
        try await app.waitForCursor(row: max(newYork, beverly))
        try await app.send("Up")
        try await app.waitForCursor(row: min(newYork, beverly))
        try await app.type("1")
        try await app.waitForCursor(row: 2, column: 4)
        try await app.send("C-c")
        #expect(try await app.waitForExit().status == 0)
    }

    @Test func screenReaderModeHasNoPicturesAndAStillMap() async throws {
        let server = try await FixtureProcess()
        let app = try await launch(server, arguments: ["--screen-reader", "10001"])
        let detail = try await app.waitFor("Detail in words") {
            $0.contains("Next 48 hours") && $0.contains("Next 7 days") && $0.contains("updated ")
        }
        #expect(Self.pictures(detail).isEmpty, "\(detail)")
        #expect(!detail.contains("updated just now"))  // a clock time, which does not tick

        try await app.send("m")
        let map = try await app.waitFor("Places near New York, NY, nearest first")
        #expect(Self.pictures(map).isEmpty, "\(map)")
        #expect(map.contains("> New York, NY, here"))
        let row = try #require(Self.row(map) { $0.contains("> New York, NY, here") })
        try await app.waitForCursor(row: row)
        try await Task.sleep(for: .seconds(3))
        #expect(try await app.screen() == map)
        try await app.send("q")
        #expect(try await app.waitForExit().status == 0)
    }

    /// The variable turns it on as the flag does.
    @Test func theVariableTurnsItOn() async throws {
        let server = try await FixtureProcess()
        let app = try await TmuxSession.app(
            home: folder.url, arguments: ["--api-url", server.url, "10001"],
            environment: ["LASSO_WEATHER_SCREEN_READER": "1"])
        try await app.waitFor("Weather data by Open-Meteo.com")
        try await app.send("m")
        try await app.waitFor("Places near New York, NY, nearest first")
        try await app.send("q")
        #expect(try await app.waitForExit().status == 0)
    }
}
