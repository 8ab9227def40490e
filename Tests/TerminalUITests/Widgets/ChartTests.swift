import CustomDump
import Testing

@testable import TerminalUI

@Suite struct ChartTests {
    @Test func barChartScalesToEighths() {
        let chart = BarChart(values: [0, 25, 50, 100, nil], range: 0...100)
        expectNoDifference(render(chart, width: 5, height: 1).text, " ▂▄█")
        expectNoDifference(
            render(chart, width: 5, height: 2).text,
            """
               █
             ▄██
            """)
    }

    @Test func anyValueAboveZeroShowsTheLowestMark() {
        #expect(Sparkline(values: [nil, 0, 5, 100], range: 0...100).text == "  ▁█")
        #expect(Sparkline(values: [0, 25, 50, 100], range: 0...100, ascii: true).text == " _-#")
    }

    @Test func barWidthAndGapAndClipping() {
        let chart = BarChart(values: [50, 100, 100], range: 0...100, barWidth: 2, gap: 1)
        // The third bar starts at column 6, past the 5-column area.
        var buffer = dotted(width: 7, height: 2)
        chart.render(into: &buffer, area: Rect(x: 0, y: 1, width: 5, height: 1))
        expectNoDifference(
            buffer.text,
            """
            ·······
            ▄▄ ██··
            """)
    }

    @Test func defaultRangeIsZeroToMax() {
        #expect(Sparkline(values: [1, 2, 4]).text == "▂▄█")
        #expect(Sparkline(values: [0, 0]).text == "  ")
    }

    @Test func sparklineDrawsOnTheBottomRow() {
        let line = Sparkline(values: [100, 50], range: 0...100, style: Style(foreground: .blue))
        let buffer = render(line, width: 3, height: 2)
        expectNoDifference(buffer.lines(), ["", "█▄"])
        #expect(buffer[0, 1].style == Style(foreground: .blue))
    }

    @Test func rangeBarPlacesEndsToHalfACell() {
        expectNoDifference(render(RangeBar(low: 20, high: 70, scale: 0...100), width: 10, height: 1).text, "──━━━━━───")
        expectNoDifference(render(RangeBar(low: 25, high: 65, scale: 0...100), width: 10, height: 1).text, "──╺━━━╸───")
        expectNoDifference(
            render(RangeBar(low: 25, high: 65, scale: 0...100, ascii: true), width: 10, height: 1).text, "--=====---")
        // A zero-width range still shows one half cell; out-of-scale values are pinned to the ends.
        expectNoDifference(render(RangeBar(low: 100, high: 100, scale: 0...100), width: 4, height: 1).text, "───╺")
        expectNoDifference(render(RangeBar(low: -50, high: 500, scale: 0...100), width: 4, height: 1).text, "━━━━")
    }

    @Test func rangeBarStyles() {
        let buffer = render(
            RangeBar(low: 0, high: 50, scale: 0...100, style: Style(foreground: .red)), width: 4, height: 1)
        #expect(buffer[0, 0].style == Style(foreground: .red))
        #expect(buffer[3, 0].style == .dim)
    }
}
