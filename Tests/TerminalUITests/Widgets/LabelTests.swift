import CustomDump
import Testing

@testable import TerminalUI

@Suite struct LabelTests {
    @Test func alignsLeftCentreRight() {
        var buffer = Buffer(width: 10, height: 3)
        Label("left").render(into: &buffer, area: buffer.area.row(0))
        Label("mid", alignment: .center).render(into: &buffer, area: buffer.area.row(1))
        Label("right", alignment: .right).render(into: &buffer, area: buffer.area.row(2))
        expectNoDifference(
            buffer.text,
            """
            left
               mid
                 right
            """)
    }

    @Test func truncatesWithEllipsisOrClips() {
        var buffer = Buffer(width: 8, height: 2)
        Label("Weather for Portland").render(into: &buffer, area: buffer.area.row(0))
        Label("Weather for Portland", overflow: .clip).render(into: &buffer, area: buffer.area.row(1))
        expectNoDifference(
            buffer.text,
            """
            Weather…
            Weather
            """)
    }

    @Test func wideCharactersKeepAlignmentAndAreNeverSplit() {
        var buffer = Buffer(width: 9, height: 3)
        Label("東京", alignment: .center).render(into: &buffer, area: buffer.area.row(0))
        Label("東京都新宿区", alignment: .right).render(into: &buffer, area: buffer.area.row(1))
        Label("⛅ rain", alignment: .right).render(into: &buffer, area: buffer.area.row(2))
        // 9 columns: "東京" centred leaves 5 spare, 2 before; "東京都新…" is 9 columns exactly.
        expectNoDifference(
            buffer.text,
            """
              東京
            東京都新…
              ⛅ rain
            """)
        #expect(buffer[2, 0].symbol == "東")
        #expect(buffer[3, 0].isContinuation)
    }

    @Test func wrapsOverRowsAndMarksWhatDoesNotFit() {
        let label = Label("Data from Open-Meteo.com could not be reached just now", overflow: .wrap)
        expectNoDifference(
            render(label, width: 14, height: 3).text,
            """
            Data from
            Open-Meteo.com
            could not be…
            """)
    }

    @Test func clearsItsRowButNothingOutside() {
        var buffer = dotted(width: 8, height: 3)
        Label("hi", alignment: .center).render(into: &buffer, area: Rect(x: 1, y: 1, width: 6, height: 1))
        expectNoDifference(
            buffer.text,
            """
            ········
            ·  hi  ·
            ········
            """)
    }
}
