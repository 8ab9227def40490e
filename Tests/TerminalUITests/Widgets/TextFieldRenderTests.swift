import CustomDump
import Testing

@testable import TerminalUI

@Suite struct TextFieldRenderTests {
    @Test func placeholderIsDimWhenEmpty() {
        let field = TextField(state: TextFieldState(), placeholder: "ZIP or City, ST", focused: false)
        let buffer = render(field, width: 20, height: 1)
        expectNoDifference(buffer.text, "ZIP or City, ST")
        #expect(buffer[0, 0].style == .dim)
        #expect(buffer[14, 0].style == .dim)
    }

    @Test func focusedEmptyFieldShowsCursorOnThePlaceholder() {
        let field = TextField(state: TextFieldState(), placeholder: "ZIP", focused: true)
        let buffer = render(field, width: 10, height: 1)
        #expect(buffer[0, 0].symbol == "Z")
        #expect(buffer[0, 0].style.attributes == [.dim, .reverse])
        #expect(buffer[1, 0].style.attributes == [.dim])
        #expect(field.cursorPosition(in: Rect(x: 3, y: 2, width: 10, height: 1)) ?? (0, 0) == (3, 2))
    }

    @Test func cursorIsReverseVideoAtItsColumn() {
        var state = TextFieldState(text: "9720")
        _ = state.handle(.left)
        let field = TextField(state: state)
        let buffer = render(field, width: 8, height: 1)
        expectNoDifference(buffer.text, "9720")
        #expect(buffer[3, 0].style.attributes.contains(.reverse))
        #expect(!buffer[2, 0].style.attributes.contains(.reverse))
        #expect(field.cursorPosition(in: buffer.area) ?? (0, 0) == (3, 0))
        // Unfocused: no cursor cell, no terminal cursor.
        let unfocused = TextField(state: state, focused: false)
        #expect(!render(unfocused, width: 8, height: 1)[3, 0].style.attributes.contains(.reverse))
        #expect(unfocused.cursorPosition(in: buffer.area) == nil)
    }

    @Test func scrollsHorizontallyToKeepTheCursorVisible() {
        var state = TextFieldState(text: "Portland, Oregon")
        let width = 10
        // Cursor at the end: the tail shows after "…", with a free cell for the cursor.
        expectNoDifference(render(TextField(state: state), width: width, height: 1).text, "…, Oregon")
        #expect(TextField(state: state).cursorPosition(in: Rect(x: 0, y: 0, width: width, height: 1))! == (9, 0))
        // Home: the start shows, cut at the right edge.
        _ = state.handle(.home)
        expectNoDifference(render(TextField(state: state), width: width, height: 1).text, "Portland,")
        #expect(TextField(state: state).cursorPosition(in: Rect(x: 0, y: 0, width: width, height: 1))! == (0, 0))
    }

    @Test func wideCharactersScrollWhole() {
        let state = TextFieldState(text: "東京都新宿区")
        // 12 columns of text in a 6-column field: "…" + 2 wide chars (4 columns) + cursor cell.
        let buffer = render(TextField(state: state), width: 6, height: 1)
        expectNoDifference(buffer.text, "…宿区")
        #expect(TextField(state: state).cursorPosition(in: buffer.area)! == (5, 0))
    }

    @Test func cursorOnAWideCharacterCoversBothColumns() {
        var state = TextFieldState(text: "a東b")
        _ = state.handle(.home)
        _ = state.handle(.right)
        let buffer = render(TextField(state: state), width: 6, height: 1)
        expectNoDifference(buffer.text, "a東b")
        #expect(buffer[1, 0].style.attributes.contains(.reverse))
        #expect(buffer[2, 0].style.attributes.contains(.reverse))
        #expect(!buffer[3, 0].style.attributes.contains(.reverse))
    }

    @Test func drawsOnlyItsFirstRowInsideTheArea() {
        var buffer = dotted(width: 8, height: 3)
        TextField(state: TextFieldState(text: "12"), focused: false).render(
            into: &buffer, area: Rect(x: 2, y: 1, width: 4, height: 2))
        expectNoDifference(
            buffer.text,
            """
            ········
            ··12  ··
            ········
            """)
    }
}
