import CustomDump
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The forecast's spread on Detail: a dim band behind the 48-hour curve (none in ASCII, none past the horizon), "±"
/// in the hour readout, a confidence mark per day with its legend, and a quiet note when the spread failed.
@MainActor
struct DetailSpreadRenderTests {
    func state(_ spread: DetailScreen.SpreadStatus, iconSet: IconSet = .unicode) -> DetailScreen.State {
        var state = DetailStates.data
        state.spread = spread
        state.iconSet = iconSet
        return state
    }

    @Test func theBandIsDimBehindTheCurveAndStopsAtTheHorizon() {
        let plain = renderSection(sections(DetailStates.data).body.hourly, width: 78, height: 8)
        let spread = DetailSpreadFixtures.spread(hours: 24)
        let chart = sections(state(.loaded(DetailSpreadFixtures.snapshot(spread)))).body.hourly
        #expect(chart.spread != nil)
        let banded = renderSection(chart, width: 78, height: 8)
        let curveRows = 1...4
        // Dim braille behind the curve where there was none; the curve's own cells keep their colour.
        var dimCells = 0
        for y in curveRows {
            for x in 6..<78 {
                let (before, after) = (plain[x, y], banded[x, y])
                if before.style.foreground == .yellow { #expect(after.style.foreground == .yellow) }
                if before.symbol == " ", after.symbol != " " {
                    #expect(after.style.attributes.contains(.dim))
                    dimCells += 1
                }
            }
        }
        #expect(dimCells > 20)
        // The spread ends with Sunday: nothing past it. Hours are 3 columns each from column 6, the first at
        // Sun 10 AM, so Monday starts 14 hours in.
        for y in curveRows {
            for x in (6 + 14 * 3)..<78 where plain[x, y].symbol == " " { #expect(banded[x, y].symbol == " ") }
        }
        // The bars and the axis are untouched.
        for y in 5..<7 { #expect((0..<78).map { banded[$0, y] } == (0..<78).map { plain[$0, y] }) }
    }

    @Test func asciiDrawsNoBandOnlyTheReadoutsSpread() {
        let ascii = state(.loaded(DetailSpreadFixtures.snapshot()), iconSet: .ascii)
        var without = DetailStates.data
        without.iconSet = .ascii
        let banded = renderSection(sections(ascii).body.hourly, width: 78, height: 8)
        let plain = renderSection(sections(without).body.hourly, width: 78, height: 8)
        for y in 0..<7 { #expect((0..<78).map { banded[$0, y] } == (0..<78).map { plain[$0, y] }) }
        #expect(banded.lines()[7].contains("55°F +/-2° feels"))
    }

    @Test func theReadoutSaysTheSpreadAtTheCursorHour() {
        let chart = sections(state(.loaded(DetailSpreadFixtures.snapshot()))).body.hourly
        let buffer = renderSection(chart, width: 100, height: 8)
        // Sun 10 AM is hour 10 of the spread: 1 + 10 × 0.1 = 2°F.
        #expect(buffer.lines()[7].hasPrefix("Sun 10 AM  ☁ Partly cloudy  55°F ±2° feels 52°F  precip 0%"))
        let readout = HourReadout(
            hour: chart.hours[0], units: .imperial, iconSet: .unicode, spread: 2.4
        ).line(width: 200)
        #expect(readout.spans.contains { $0.text == "±2°" && $0.style == .dim })
        // Narrow, the spread goes with the chance of rain.
        let narrow = HourReadout(hour: chart.hours[0], units: .imperial, iconSet: .unicode, spread: 2.4)
        #expect(narrow.line(width: 25).plainText == "Sun 10 AM  ☁  55°F")
    }

    @Test func theDailyTableMarksEachDayAndSaysTheLegend() {
        // Two days covered: the first sure (about 1°F at its high), the second fair (3.4 to 4.7°F).
        let spread = DetailSpreadFixtures.spread(hours: 48, growth: 0.1)
        let table = sections(state(.loaded(DetailSpreadFixtures.snapshot(spread)))).body.daily
        let buffer = renderSection(table, width: 100, height: 9)
        expectNoDifference(buffer.lines()[0].hasSuffix(" ● sure ◐ fair ○ unsure"), true)
        let marks = (1...7).map { row in
            (0..<100).map { buffer[$0, row] }.first { ["●", "◐", "○"].contains($0.symbol) }
        }
        #expect(marks[0]?.symbol == "◐" || marks[0]?.symbol == "●")
        #expect(marks[0]?.style.foreground != nil)
        #expect(marks.dropFirst(2).allSatisfy { $0 == nil })  // past the horizon: no mark
        // Without a spread the table is as it always was.
        let plain = renderSection(sections(DetailStates.data).body.daily, width: 100, height: 9)
        #expect(!plain.lines()[0].contains("sure"))
    }

    @Test func aFailedSpreadIsOneQuietNote() {
        let table = sections(state(.unavailable(.http(status: 500, reason: nil), since: DetailFixtures.now))).body.daily
        let buffer = renderSection(table, width: 100, height: 9)
        #expect(buffer.lines()[0].hasSuffix(" spread unavailable: HTTP 500, just now"))
        let note = (71..<100).map { buffer[$0, 0] }
        #expect(note.allSatisfy { $0.style.attributes.contains(.dim) })
        // The rows are those without a spread.
        let plain = renderSection(sections(DetailStates.data).body.daily, width: 100, height: 9)
        for y in 1..<9 { #expect((0..<100).map { buffer[$0, y] } == (0..<100).map { plain[$0, y] }) }
    }

    @Test func pendingAndOffRenderAsToday() {
        for status in [DetailScreen.SpreadStatus.off, .pending] {
            let shown = renderDetail(state(status), width: 100, height: 34)
            let today = renderDetail(DetailStates.data, width: 100, height: 34)
            #expect(shown.styleDump() == today.styleDump())
        }
    }
}
