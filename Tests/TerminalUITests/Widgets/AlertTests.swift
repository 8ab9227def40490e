import CustomDump
import Testing

@testable import TerminalUI

@Suite struct AlertTests {
    @Test func buttonsMoveAndPick() {
        var alert = AlertState(title: "Error", message: "m", buttons: ["Retry", "Cancel"])
        #expect(alert.handle(.left) == .moved)
        #expect(alert.selected == 0)
        #expect(alert.handle(.right) == .moved)
        #expect(alert.selected == 1)
        #expect(alert.handle(.right) == .moved)
        #expect(alert.selected == 1)
        #expect(alert.handle(.tab) == .moved)
        #expect(alert.selected == 0)
        #expect(alert.handle(.backTab) == .moved)
        #expect(alert.selected == 1)
        #expect(alert.handle(.enter) == .picked(1))
        #expect(alert.handle(.escape) == .dismissed)
        #expect(alert.handle(.char("x")) == .unhandled)
    }

    @Test func rendersCentredOverClearedArea() {
        let state = AlertState(
            title: "Forecast unavailable", message: "The weather service did not answer in time.",
            buttons: ["Retry", "Cancel"])
        var buffer = dotted(width: 40, height: 10)
        Alert(state: state, maxWidth: 30).render(into: &buffer, area: buffer.area)
        expectNoDifference(
            buffer.text,
            """
            ········································
            ········································
            ·····╭─ Forecast unavailable ─────╮·····
            ·····│ The weather service did    │·····
            ·····│ not answer in time.        │·····
            ·····│                            │·····
            ·····│   [ Retry ]  [ Cancel ]    │·····
            ·····╰────────────────────────────╯·····
            ········································
            ········································
            """)
        // "[ Retry ]" starts at column 9 and is selected; "[ Cancel ]" starts at 20.
        #expect(buffer[9, 6].symbol == "[")
        #expect(buffer[9, 6].style.attributes == [.reverse, .bold])
        #expect(buffer[20, 6].symbol == "[")
        #expect(buffer[20, 6].style == .plain)
    }

    @Test func longMessageIsCutToTheAreaWithEllipsis() {
        let state = AlertState(title: "Oops", message: String(repeating: "word ", count: 30), buttons: ["OK"])
        let buffer = render(Alert(state: state), width: 20, height: 6)
        expectNoDifference(
            buffer.text,
            """
            ╭─ Oops ───────────╮
            │ word word word   │
            │ word word word…  │
            │                  │
            │      [ OK ]      │
            ╰──────────────────╯
            """)
    }
}
