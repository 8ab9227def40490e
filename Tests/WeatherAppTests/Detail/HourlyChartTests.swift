import CustomDump
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The 48-hour chart alone: a yellow curve, dim gutter labels left of it, blue rain bars, the hour axis, and the hour
/// cursor: its columns reversed on the curve, its bar bold yellow, and its readout on the last row.
@MainActor
struct HourlyChartTests {
    let chart = sections(DetailStates.data).body.hourly

    @Test func wideWithTheCursorOnTheCurrentHour() {
        #expect(chart.hours.count == 48 && chart.offset == 0 && chart.cursor == 0)
        // 24 of the 48 hours at 3 columns each: an arrow says there are more to the right.
        expectNoDifference(
            renderSection(chart, width: 78, height: 8).styleDump(),
            """
            Next 48 hours ───────────────────────────────────────── Sun 10 AM – Mon 9 AM →
              60°          ⣀⣀⡠⠤⠒⠒⠉⠉⠉⠒⠒⠢⠤⣀⣀
                   ⠠⠤⠒⠒⠒⠉⠉⠉               ⠉⠉⠉⠒⠒⠒⠤⠤⢄⣀
                                                    ⠉⠉⠒⠒⠒⠤⠤⠤⣀⣀⡀                ⣀⣀⠤⠤⠤⠒⠒⠒⠉⠉
              48°                                             ⠈⠉⠒⠒⠤⠤⠤⣀⣀⣀⠤⠤⠤⠒⠒⠊⠉
            rain%       ▁▁ ▂▂ ▃▃ ▅▅ ▆▆ ▅▅ ▃▃ ▂▂ ▁▁          ▁▁ ▂▂ ▃▃ ▅▅ ▆▆ ▅▅ ▃▃ ▂▂ ▁▁
                        12 PM    3 PM     6 PM     9 PM     Mon      3 AM     6 AM
            Sun 10 AM  ☁ Partly cloudy  55°F feels 52°F  precip 0% 0.00 in  wind 8 mph NW
            row 0: 0..<13 bold "Next 48 hours"
            row 0: 14..<78 dim "───────────────────────────────────────── Sun 10 AM – Mon 9 AM →"
            row 1: 0..<5 dim "  60°"
            row 1: 6..<8 reverse "  "
            row 1: 15..<30 fg:yellow "⣀⣀⡠⠤⠒⠒⠉⠉⠉⠒⠒⠢⠤⣀⣀"
            row 2: 6..<7 reverse " "
            row 2: 7..<8 reverse fg:yellow "⠠"
            row 2: 8..<15 fg:yellow "⠤⠒⠒⠒⠉⠉⠉"
            row 2: 30..<40 fg:yellow "⠉⠉⠉⠒⠒⠒⠤⠤⢄⣀"
            row 3: 6..<8 reverse "  "
            row 3: 40..<51 fg:yellow "⠉⠉⠒⠒⠒⠤⠤⠤⣀⣀⡀"
            row 3: 67..<77 fg:yellow "⣀⣀⠤⠤⠤⠒⠒⠒⠉⠉"
            row 4: 0..<5 dim "  48°"
            row 4: 6..<8 reverse "  "
            row 4: 50..<67 fg:yellow "⠈⠉⠒⠒⠤⠤⠤⣀⣀⣀⠤⠤⠤⠒⠒⠊⠉"
            row 5: 0..<5 dim "rain%"
            row 5: 12..<14 fg:blue "▁▁"
            row 5: 15..<17 fg:blue "▂▂"
            row 5: 18..<20 fg:blue "▃▃"
            row 5: 21..<23 fg:blue "▅▅"
            row 5: 24..<26 fg:blue "▆▆"
            row 5: 27..<29 fg:blue "▅▅"
            row 5: 30..<32 fg:blue "▃▃"
            row 5: 33..<35 fg:blue "▂▂"
            row 5: 36..<38 fg:blue "▁▁"
            row 5: 48..<50 fg:blue "▁▁"
            row 5: 51..<53 fg:blue "▂▂"
            row 5: 54..<56 fg:blue "▃▃"
            row 5: 57..<59 fg:blue "▅▅"
            row 5: 60..<62 fg:blue "▆▆"
            row 5: 63..<65 fg:blue "▅▅"
            row 5: 66..<68 fg:blue "▃▃"
            row 5: 69..<71 fg:blue "▂▂"
            row 5: 72..<74 fg:blue "▁▁"
            row 6: 12..<17 dim "12 PM"
            row 6: 21..<25 dim "3 PM"
            row 6: 30..<34 dim "6 PM"
            row 6: 39..<43 dim "9 PM"
            row 6: 48..<51 bold "Mon"
            row 6: 57..<61 dim "3 AM"
            row 6: 66..<70 dim "6 AM"
            row 7: 0..<9 bold "Sun 10 AM"
            row 7: 28..<32 bold "55°F"
            row 7: 33..<39 dim "feels "
            row 7: 45..<52 dim "precip "
            row 7: 64..<69 dim "wind "
            """)
    }

    @Test func narrowShowsTheHoursFromItsOffsetWithTheCursorOnARainyHour() {
        var scrolled = chart
        scrolled.offset = 12
        scrolled.cursor = 20  // Monday 6 AM, 40%: its bar is drawn bold yellow
        expectNoDifference(
            renderSection(scrolled, width: 40, height: 7).styleDump(),
            """
            Next 48 hours ──────────────────────────
              60°               ⣀⠤⠒⠉⠒⠤⣀
                  ⠠⣀       ⣀⠤⠤⠒⠉       ⠉⠒⠤⠤⣀       ⣀
              48°   ⠉⠒⠤⣀⠤⠒⠉                 ⠉⠒⠤⣀⠤⠒⠉
            rain%   ▁▂▃▅▆▅▃▂▁   ▁▂▃▅▆▅▃▂▁   ▁▂▃▅▆▅▃▂
                    Mon         12 PM       Tue
            Mon 6 AM  ☁  51°F feels 48°F  precip 40%
            row 0: 0..<13 bold "Next 48 hours"
            row 0: 14..<40 dim "──────────────────────────"
            row 1: 0..<5 dim "  60°"
            row 1: 14..<15 reverse " "
            row 1: 20..<27 fg:yellow "⣀⠤⠒⠉⠒⠤⣀"
            row 2: 6..<8 fg:yellow "⠠⣀"
            row 2: 14..<15 reverse " "
            row 2: 15..<20 fg:yellow "⣀⠤⠤⠒⠉"
            row 2: 27..<32 fg:yellow "⠉⠒⠤⠤⣀"
            row 2: 39..<40 fg:yellow "⣀"
            row 3: 0..<5 dim "  48°"
            row 3: 8..<14 fg:yellow "⠉⠒⠤⣀⠤⠒"
            row 3: 14..<15 reverse fg:yellow "⠉"
            row 3: 32..<39 fg:yellow "⠉⠒⠤⣀⠤⠒⠉"
            row 4: 0..<5 dim "rain%"
            row 4: 8..<14 fg:blue "▁▂▃▅▆▅"
            row 4: 14..<15 bold fg:yellow "▃"
            row 4: 15..<17 fg:blue "▂▁"
            row 4: 20..<29 fg:blue "▁▂▃▅▆▅▃▂▁"
            row 4: 32..<40 fg:blue "▁▂▃▅▆▅▃▂"
            row 5: 8..<11 bold "Mon"
            row 5: 20..<25 dim "12 PM"
            row 5: 32..<35 bold "Tue"
            row 6: 0..<8 bold "Mon 6 AM"
            row 6: 13..<17 bold "51°F"
            row 6: 18..<24 dim "feels "
            row 6: 30..<37 dim "precip "
            """)
    }

    @Test func noHoursSaySo() {
        var empty = chart
        empty.hours = []
        expectNoDifference(
            renderSection(empty, width: 40, height: 7).styleDump(),
            """
            Next 48 hours ──────────────────────────

                  No hourly forecast.




            row 0: 0..<13 bold "Next 48 hours"
            row 0: 14..<40 dim "──────────────────────────"
            row 2: 6..<25 dim "No hourly forecast."
            """)
    }

    /// The reversed columns of the cursor's hour on the curve's top row: the bar's columns (and the gap too at 2
    /// columns an hour, where the curve's point falls), at every width the chart takes.
    @Test func theMarkerCoversTheCursorsColumns() {
        func marked(width: Int, cursor: Int, offset: Int = 0) -> [Int] {
            var moved = chart
            moved.cursor = cursor
            moved.offset = offset
            let buffer = renderSection(moved, width: width, height: 8)
            return (0..<width).filter { buffer[$0, 1].style.attributes.contains(.reverse) }
        }
        #expect(marked(width: 40, cursor: 20, offset: 12) == [14])  // 1 column an hour, from x 6
        #expect(marked(width: 110, cursor: 5) == [16, 17])  // 2 columns
        #expect(marked(width: 78, cursor: 5) == [21, 22])  // 3 columns, the bar's 2
        #expect(marked(width: 200, cursor: 5) == [26, 27, 28])  // 4 columns, the bar's 3
        #expect(marked(width: 78, cursor: 30).isEmpty)  // out of the window: no marker (the store prevents it)
        var none = chart
        none.cursor = nil
        let plain = renderSection(none, width: 78, height: 8)
        #expect(!plain.styleDump().contains("reverse"))
        #expect(plain.lines()[7].isEmpty)
    }

    @Test func theRangeHasAnArrowOnEachSideWithMore() {
        func title(offset: Int, iconSet: IconSet = .unicode) -> String {
            var moved = chart
            moved.offset = offset
            moved.iconSet = iconSet
            return renderSection(moved, width: 78, height: 8).lines()[0]
        }
        #expect(title(offset: 0).hasSuffix(" Sun 10 AM – Mon 9 AM →"))
        #expect(title(offset: 10).hasSuffix(" ← Sun 8 PM – Mon 7 PM →"))
        #expect(title(offset: 24).hasSuffix(" ← Mon 10 AM – Tue 9 AM"))
        #expect(title(offset: 10, iconSet: .ascii).hasSuffix(" < Sun 8 PM - Mon 7 PM >"))
        #expect(renderSection(chart, width: 200, height: 8).lines()[0].hasSuffix(" Sun 10 AM – Tue 9 AM"))
    }

    @Test func theReadoutAloneFillsOneRow() {
        var buffer = Buffer(width: 38, height: 1)
        chart.renderReadout(into: &buffer, row: buffer.area)
        expectNoDifference(
            buffer.styleDump(),
            """
            Sun 10 AM  ☁  55°F  precip 0%
            row 0: 0..<9 bold "Sun 10 AM"
            row 0: 14..<18 bold "55°F"
            row 0: 20..<27 dim "precip "
            """)
    }

    @Test func inASCIIModeTheCurveAndRuleArePlottedWithoutBrailleOrBoxDrawing() {
        var ascii = chart
        ascii.iconSet = .ascii
        let lines = renderSection(ascii, width: 78, height: 12).lines()
        // The curve and the bars: ASCII only (the gutter's "60°" is the shell's to turn into ASCII).
        for line in lines {
            let drawn = line.unicodeScalars.filter { $0 != "°" }
            #expect(drawn.allSatisfy { $0.isASCII }, "\(line)")
        }
        #expect(lines[0].hasPrefix("Next 48 hours ---"))
        #expect(lines[1...5].joined().contains { "'-.|/\\".contains($0) })
        var unicode = chart
        unicode.iconSet = .unicode
        let braille = renderSection(unicode, width: 78, height: 12).text.unicodeScalars
        #expect(braille.contains { (0x2801...0x28FF).contains($0.value) })
    }
}
