import Foundation
import Testing

/// Detail's hour cursor and 16 days in a real terminal against the local fixture server: the readout follows →,
/// and `d` shows 16 days, the last of them two weeks ahead once the table is scrolled; the choice survives a restart.
@Suite(.serialized, .leavesNothingBehind)
struct DetailCursorEndToEndTests {
    let folder = TemporaryFolder("lw-cursor")

    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// The readout line: "Sun 10 AM  …", right under the chart's axis, without the spread.
    static func readout(_ screen: String) -> (weekday: Int, hour: Int, line: String)? {
        for line in screen.split(separator: "\n") {
            guard let match = line.firstMatch(of: /^ (Sun|Mon|Tue|Wed|Thu|Fri|Sat) (\d{1,2}) (AM|PM)\s\s/),
                let weekday = weekdays.firstIndex(of: String(match.1)), let clock = Int(match.2)
            else { continue }
            // The spread ("±2°") comes in its own request, maybe after the first frame: left out of the comparison.
            let line = line.replacing(/\s±\d+°/, with: "")
            return (weekday, clock % 12 + (match.3 == "PM" ? 12 : 0), String(line))
        }
        return nil
    }

    /// "Wed 2": how the 16-day table names the day `days` after today in New York.
    static func dayLabel(daysAhead days: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/New_York")!
        let date = calendar.date(byAdding: .day, value: days, to: Date())!
        let parts = calendar.dateComponents([.weekday, .day], from: date)
        return "\(weekdays[parts.weekday! - 1]) \(parts.day!)"
    }

    /// Whether the daily table has a row for `label` ("Wed 2"), not the readout's "Wed 2 AM".
    static func hasRow(_ label: String, _ screen: String) -> Bool {
        screen.split(separator: "\n").contains { line in
            line.hasPrefix(" \(label) ") && !line.hasPrefix(" \(label) AM") && !line.hasPrefix(" \(label) PM")
        }
    }

    /// The chart's title row.
    static func chartTitle(_ screen: String) -> String {
        screen.split(separator: "\n").first { $0.contains("Next 48 hours") }.map(String.init) ?? ""
    }

    func openNewYork(_ server: FixtureProcess) async throws -> TmuxSession {
        let app = try await TmuxSession.app(
            home: folder.url, arguments: ["--api-url", server.url, "--alerts-url", server.url])
        try await app.waitFor("Recent Searches")
        try await app.type("10001")
        try await app.send("Enter")
        try await app.waitFor("Weather data by Open-Meteo.com")
        return app
    }

    @Test func theReadoutFollowsTheCursor() async throws {
        let server = try await FixtureProcess()
        let app = try await openNewYork(server)
        let first = try #require(Self.readout(try await app.waitFor("the readout") { Self.readout($0) != nil }))
        #expect(first.line.contains("°F") && first.line.contains("precip"))

        try await app.send("Right")
        try await app.send("Right")
        try await app.send("Right")
        let expected = (first.weekday + (first.hour + 3) / 24) % 7 * 100 + (first.hour + 3) % 24
        let moved = try #require(
            Self.readout(
                try await app.waitFor("the readout three hours on") {
                    Self.readout($0).map { $0.weekday * 100 + $0.hour } == expected
                }))
        #expect(moved.line != first.line)

        // Home brings it back to the current hour; End goes to the last, scrolling the chart.
        try await app.send("Home")
        // By its hour: the line itself may have changed meanwhile (the spread's "±", which at 80 columns also
        // decides how much of the readout's tail fits).
        try await app.waitFor("the readout back on the current hour") {
            Self.readout($0).map { $0.weekday * 100 + $0.hour } == first.weekday * 100 + first.hour
        }
        try await app.send("End")
        let end = try await app.waitFor("the chart scrolled to its end") {
            Self.chartTitle($0).contains("← ") && !Self.chartTitle($0).hasSuffix("→")
        }
        #expect(Self.readout(end).map { $0.weekday * 100 + $0.hour } != first.weekday * 100 + first.hour)
        try await app.send("q")
        #expect(try await app.waitForExit().status == 0)
    }

    @Test func dShowsSixteenDaysAndTheChoiceIsKept() async throws {
        let server = try await FixtureProcess()
        var app = try await openNewYork(server)
        try await app.waitFor("Next 7 days")
        // The normals' line comes in its own request and takes a row from the table: counted only once it is there.
        try await app.waitFor("the normals' line") { $0.contains(/(than|About) normal for/) }
        let last = Self.dayLabel(daysAhead: 15)
        #expect(try await !Self.hasRow(last, app.screen()))

        // The table's rows depend on the banner the fixture's alerts add: read how many are below from its title.
        try await app.send("d")
        // While the 16 days load the 7 in hand stay, so wait for the count of 16 less the rows (at most 7).
        func below(_ screen: String) -> Int? { screen.firstMatch(of: /↓ (\d+) more/).flatMap { Int($0.1) } }
        let long = try await app.waitFor("16 days loaded") { $0.contains("Next 16 days") && (below($0) ?? 0) >= 9 }
        let below = try #require(below(long))
        #expect(!Self.hasRow(last, long))
        try await app.send("PPage")  // already at the top: nothing moves
        for _ in 0..<3 { try await app.send("NPage") }
        // The title and the rows under it: a frame can reach the pane in more than one read.
        let scrolled = try await app.waitFor("scrolled to the end") {
            $0.contains("↑ \(below) more") && Self.hasRow(last, $0)
        }
        #expect(scrolled.split(separator: "\n").first { $0.contains("Next 16 days") }?.contains("↓") == false)
        #expect(Self.hasRow(last, scrolled))
        #expect(Self.hasRow(Self.dayLabel(daysAhead: 14), scrolled))
        #expect(!Self.hasRow("Today", scrolled))
        try await app.send("Up")
        try await app.waitFor("↑ \(below - 1) · ↓ 1 more")
        try await app.send("q")
        #expect(try await app.waitForExit().status == 0)

        // The choice is saved: the next run opens with 16 days.
        app = try await TmuxSession.app(
            home: folder.url, arguments: ["--api-url", server.url, "--alerts-url", server.url])
        try await app.waitFor("New York, NY 10001")
        try await app.send("Enter")
        try await app.waitFor("Next 16 days")
        try await app.send("d")
        try await app.waitFor("Next 7 days")
        try await app.send("q")
        #expect(try await app.waitForExit().status == 0)
    }
}
