import CustomDump
import Testing

@testable import TerminalUI

@Suite struct HelpOverlayTests {
    let bindings = [
        KeyHint("", "Home"),
        KeyHint("/", "search"),
        KeyHint("Tab", "switch focus"),
        KeyHint("↑↓ j k", "move in the list"),
        KeyHint("Enter", "open the forecast"),
        KeyHint("1-9", "open a recent search"),
        KeyHint("d", "delete the selected entry"),
        KeyHint("u", "undo the last delete"),
        KeyHint("?", "this help"),
        KeyHint("q", "quit"),
        KeyHint("Ctrl-C", "quit from anywhere"),
    ]

    @Test func listsKeysInTwoColumnsCentred() {
        let help = HelpOverlay(title: "Keys", bindings: Array(bindings.prefix(5)))
        expectNoDifference(
            render(help, width: 40, height: 9).text,
            """

                 ╭─ Keys ────────────────────╮
                 │ Home                      │
                 │ /       search            │
                 │ Tab     switch focus      │
                 │ ↑↓ j k  move in the list  │
                 │ Enter   open the forecast │
                 ╰─ Esc close ───────────────╯

            """)
    }

    @Test func longDescriptionsWrapUnderThemselvesWhenNarrow() {
        let help = HelpOverlay(title: "Keys", bindings: Array(bindings.prefix(5)), maxWidth: 24)
        let buffer = render(help, width: 30, height: 9)
        expectNoDifference(
            buffer.text,
            """
               ╭─ Keys ───────────────╮
               │ Home                 │
               │ /       search       │
               │ Tab     switch focus │
               │ ↑↓ j k  move in the  │
               │         list         │
               │ Enter   open the     │
               │         forecast     │
               ╰─ Esc close ──────────╯
            """)
        #expect(!buffer.text.contains("…"))
        #expect(buffer[11, 5].style == Style())  // the label's second line is plain, not in the key's colour
    }

    @Test func longKeysWrapInTheirColumn() {
        let help = HelpOverlay(
            bindings: [KeyHint("Esc Backspace", "back to the screen before this one")], maxWidth: 31)
        expectNoDifference(
            render(help, width: 31, height: 5).text,
            """
            ╭─ Keys ──────────────────────╮
            │ Esc        back to the      │
            │ Backspace  screen before    │
            │            this one         │
            ╰─ Esc close ─────────────────╯
            """)
    }

    @Test func wrappedRowsScrollOneRowAtATime() {
        let help = HelpOverlay(bindings: Array(bindings.prefix(5)), maxWidth: 24)
        let area = Rect(x: 0, y: 0, width: 30, height: 6)
        // Seven rows (two labels wrap) in four: three rows to scroll.
        #expect(help.maxScrollOffset(in: area) == 3)
        var scrolled = help
        scrolled.scrollOffset = 3
        let lines = render(scrolled, width: 30, height: 6).lines()
        #expect(lines[1].contains("│ ↑↓ j k  move in the  ▲"))
        #expect(lines[4].contains("│         forecast     │"))
    }

    @Test func fitsIn40x12ByScrolling() {
        let help = HelpOverlay(bindings: bindings)
        let buffer = render(help, width: 40, height: 12)
        expectNoDifference(
            buffer.text,
            """
             ╭─ Keys ────────────────────────────╮
             │ Home                              │
             │ /       search                    │
             │ Tab     switch focus              │
             │ ↑↓ j k  move in the list          │
             │ Enter   open the forecast         │
             │ 1-9     open a recent search      │
             │ d       delete the selected entry │
             │ u       undo the last delete      │
             │ ?       this help                 │
             │ q       quit                      ▼
             ╰─ ↑↓ more · Esc close ─────────────╯
            """)
        #expect(help.maxScrollOffset(in: buffer.area) == 1)
        let scrolled = render(HelpOverlay(bindings: bindings, scrollOffset: 5), width: 40, height: 12)
        // Scrolling stops at the last binding: offset 5 is clamped to 1; "▲" takes the border's place.
        #expect(scrolled.lines()[1] == " │ /       search                    ▲")
        #expect(scrolled.lines()[10] == " │ Ctrl-C  quit from anywhere        │")
    }
}
