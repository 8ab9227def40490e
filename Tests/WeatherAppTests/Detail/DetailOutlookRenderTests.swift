import CustomDump
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The row under Detail's current conditions: the next two hours (a sentence and a sparkline) and the air quality
/// (index, category in its colour and in words, dominant pollutant), at 80×24 and 40×12 and alone at any width.
@MainActor
struct DetailOutlookRenderTests {
    typealias O = OutlookFixtures

    @Test func rainAndAirShareARowAt80x22() {
        let buffer = renderDetail(O.state(O.loaded(O.air(42))), width: 80, height: 22)
        // The outlook's row under the current conditions, the rest moved down.
        expectNoDifference(
            buffer.lines()[0...7].joined(separator: "\n"),
            [
                DetailFixtures.screen80x22.lines(0...5),
                " Rain starting in about 20 min ··▁▂▄▆█                      AQI 42 Good · PM2.5",
                DetailFixtures.screen80x22.lines(6...6),
            ].joined(separator: "\n"))
        // The rain in blue, dry steps as dim dots; "AQI" dim, the index and category green, the pollutant plain.
        expectNoDifference(
            buffer.styleDump(rows: 6...6),
            """
             Rain starting in about 20 min ··▁▂▄▆█                      AQI 42 Good · PM2.5
            row 6: 1..<30 fg:blue "Rain starting in about 20 min"
            row 6: 31..<33 dim "··"
            row 6: 33..<38 fg:blue "▁▂▄▆█"
            row 6: 60..<64 dim "AQI "
            row 6: 64..<71 fg:green "42 Good"
            row 6: 71..<74 dim " · "
            """)
        // The 48-hour chart gives up a row of its curve and the hour readout takes one: the 7-day table scrolls,
        // and says so.
        #expect(buffer.text.contains(" Fri   ❄ Slight snowfall"))
        #expect(buffer.text.contains("↓ 1 more"))
    }

    @Test func rainAndAirTakeARowEachAt40x10() {
        let buffer = renderDetail(O.state(O.loaded(O.air(42))), width: 40, height: 10)
        expectNoDifference(
            buffer.text,
            // The blank row goes and the outlook's two rows take the readout's place.
            DetailFixtures.screen40x10.replacingLines(
                2...8,
                with: [
                    DetailFixtures.screen40x10.lines(3...7),
                    " Rain starting in about 20 min ··▁▂▄▆█",
                    " AQI 42 Good · PM2.5",
                ].joined(separator: "\n")))
    }

    @Test func withAnAlertAt40x10TheOutlookKeepsItsRowsBeforeTheLastDetails() {
        var state = O.state(.unavailable(.http(status: 500, reason: nil), since: DetailFixtures.now))
        state.alerts = .unavailable(.failed(.timedOut(seconds: 10)), since: DetailFixtures.now)
        expectNoDifference(
            renderDetail(state, width: 40, height: 10).text,
            // The alert's line in the blank row; the outlook's rows before the pressure and the readout, which go.
            DetailFixtures.screen40x10.replacingLines(
                2...8,
                with: [
                    " alerts unavailable: timed out",
                    DetailFixtures.screen40x10.lines(3...6),
                    " Rain starting in about 20 min ··▁▂▄▆█",
                    " air quality unavailable: HTTP 500",
                ].joined(separator: "\n")))
    }

    @Test func theUnavailableLineIsDimAndDropsItsReasonWhenNarrow() {
        let buffer = renderDetail(
            O.state(.unavailable(.timedOut(seconds: 10), since: DetailFixtures.now)), width: 80, height: 22)
        expectNoDifference(
            buffer.styleDump(rows: 6...6),
            """
             Rain starting in about 20 min ··▁▂▄▆█       air quality unavailable: timed out
            row 6: 1..<30 fg:blue "Rain starting in about 20 min"
            row 6: 31..<33 dim "··"
            row 6: 33..<38 fg:blue "▁▂▄▆█"
            row 6: 45..<79 dim "air quality unavailable: timed out"
            """)
        let narrow = OutlookLines(
            nextTwoHours: nil, air: .unavailable(reason: "unreadable response", since: "just now"), iconSet: .unicode)
        #expect(narrow?.airLine(width: 30) == Line("air quality unavailable", style: .dim))
        // With room, since when the failure lasts (the Loadable's time).
        let wide = OutlookLines(
            nextTwoHours: nil, air: .unavailable(reason: "HTTP 500", since: "4 min ago"), iconSet: .unicode)
        #expect(wide?.airLine(width: 80) == Line("air quality unavailable: HTTP 500, 4 min ago", style: .dim))
        #expect(wide?.airLine(width: 40) == Line("air quality unavailable: HTTP 500", style: .dim))
        #expect(narrow?.airLine(width: 12)?.plainText == "air quality…")
        #expect(narrow?.airLine(width: 12)?.spans.allSatisfy { $0.style == .dim } == true)
    }

    @Test func pendingKeepsThePlaceAndOfflineGivesTheAge() {
        let pending = renderSection(
            OutlookLines(nextTwoHours: nil, air: .pending, iconSet: .unicode)!, width: 40, height: 1)
        expectNoDifference(
            pending.styleDump(rows: 0...0),
            """
            AQI …
            row 0: 0..<5 dim "AQI …"
            """)
        let offline = OutlookLines.Air(O.loaded(O.air(42), age: 7200, offline: true), now: DetailFixtures.now)
        #expect(offline == .loaded(O.air(42), age: "2 h ago"))
        let line = OutlookLines(nextTwoHours: nil, air: offline, iconSet: .unicode)!.airLine(width: 80)
        #expect(line?.plainText == "AQI 42 Good · PM2.5 (2 h ago)")
        #expect(line?.spans.last == Span(" (2 h ago)", style: .dim))
        let noIndex = OutlookLines(nextTwoHours: nil, air: .loaded(AirQuality(), age: nil), iconSet: .unicode)
        #expect(noIndex?.airLine(width: 80) == Line("AQI —", style: .dim))
        #expect(OutlookLines.Air(.off, now: DetailFixtures.now) == nil)
    }

    @Test(arguments: [
        (42.0, "AQI 42 Good · PM2.5", Style(foreground: .green)),
        (87, "AQI 87 Moderate · PM2.5", Style(foreground: .yellow)),
        (132, "AQI 132 Unhealthy for Sensitive Groups · PM2.5", Style(foreground: .orange, attributes: .bold)),
        (168, "AQI 168 Unhealthy · PM2.5", Style(foreground: .red, attributes: .bold)),
        (236, "AQI 236 Very Unhealthy · PM2.5", Style(foreground: .purple, attributes: .bold)),
        (348, "AQI 348 Hazardous · PM2.5", Style(foreground: .maroon, attributes: .bold)),
    ])
    func eachCategoryInItsColourAndInWords(index: Double, text: String, style: Style) throws {
        let outlook = try #require(
            OutlookLines(nextTwoHours: nil, air: .loaded(O.air(index), age: nil), iconSet: .unicode))
        let line = try #require(outlook.airLine(width: 80))
        #expect(line.plainText == text)
        let category = try #require(AirQuality(usAQI: index).category)
        #expect(line.spans[1] == Span("\(Int(index)) \(category.name)", style: style))
        #expect(AirQualityText.style(category) == style)
    }

    @Test func narrowWidthsDropTheSparklineThenThePollutantBeforeCutting() throws {
        let sensitive = O.air(132, dominant: .ozone)
        let freezing = O.snapshot(
            [(0, 3)] + Array(repeating: (0, 3), count: 4) + Array(repeating: (0.02, 66), count: 3))
        let state = O.state(
            .loaded(AirQualitySnapshot(airQuality: sensitive, fetchedAt: DetailFixtures.now)), snapshot: freezing)
        let outlook = try #require(DetailSections(state).body?.outlook)
        #expect(outlook.rainLine(width: 80)?.plainText == "Freezing rain starting in about 50 min ····▂▂▂")
        #expect(outlook.rainLine(width: 38)?.plainText == "Freezing rain starting in about 50 min")
        #expect(outlook.rainLine(width: 20)?.plainText == "Freezing rain start…")
        #expect(outlook.airLine(width: 80)?.plainText == "AQI 132 Unhealthy for Sensitive Groups · O3")
        #expect(outlook.airLine(width: 38)?.plainText == "AQI 132 Unhealthy for Sensitive Groups")
        #expect(outlook.airLine(width: 20)?.plainText == "AQI 132 Unhealthy f…")
        // Too long for one row at 80: one row each, when there are two.
        #expect(outlook.height(width: 78, available: 5) == 2)
        #expect(outlook.height(width: 78, available: 1) == 1)
        #expect(outlook.height(width: 100, available: 5) == 1)
        expectNoDifference(
            renderSection(outlook, width: 40, height: 2).text,
            """
            Freezing rain starting in about 50 min
            AQI 132 Unhealthy for Sensitive Groups
            """)
    }

    @Test(
        arguments: [
            (
                [(0.0, 3)] + Array(repeating: (0.0, 1), count: 9), "No precipitation in the next 2 hours ·········",
                Style.plain
            ),
            (
                [(0.0, 3)] + Array(repeating: (0.03, 73), count: 9), "Snow for the next 2 hours ▃▃▃▃▃▃▃▃▃",
                Style(foreground: .cyan)
            ),
            (
                [(0.0, 3)] + Array(repeating: (0.02, 67), count: 2) + Array(repeating: (0.0, 3), count: 7),
                "Freezing rain stopping in about 20 min ▂▂·······", Style(foreground: .magenta)
            ),
            // The 8 steps the service used to be asked for reach 95 minutes at 10:10: not the whole 2 hours.
            (
                [(0.0, 3)] + Array(repeating: (0.0, 1), count: 7), "No precipitation in the next 1 h 35 min ·······",
                Style.plain
            ),
        ] as [([(Double, Int)], String, Style)])
    func eachOutlookInItsColour(steps: [(Double, Int)], text: String, style: Style) throws {
        let state = O.state(.off, snapshot: O.snapshot(steps.map { ($0.0, $0.1) }))
        let outlook = try #require(DetailSections(state).body?.outlook)
        let line = try #require(outlook.rainLine(width: 80))
        #expect(line.plainText == text)
        #expect(line.spans[0].style == style)
        #expect(outlook.air == nil)
    }

    @Test func asciiIconsDrawASCIISparklines() throws {
        var state = O.state(.off)
        state.iconSet = .ascii
        let outlook = try #require(DetailSections(state).body?.outlook)
        #expect(outlook.rainLine(width: 80)?.plainText == "Rain starting in about 20 min ..__-=#")
    }

    @Test func noFifteenMinuteDataLeavesOnlyTheAirQuality() {
        let state = O.state(O.loaded(O.air(42)), snapshot: DetailFixtures.snapshot())
        let buffer = renderDetail(state, width: 40, height: 10)
        #expect(buffer.lines().contains(" AQI 42 Good · PM2.5"))
        #expect(!buffer.text.contains("Rain"))
        // Neither: no row at all, as before.
        #expect(DetailSections(DetailFixtures.state(snapshot: DetailFixtures.snapshot())).body?.outlook == nil)
    }
}
