import Testing

@testable import TerminalUI

@Suite struct TextFieldStateTests {
    private func typed(_ text: String, into state: inout TextFieldState) -> [TextFieldEvent] {
        text.map { state.handle(.char($0)) }
    }

    @Test func insertsAtTheCursorAndMovesIt() {
        var field = TextFieldState()
        #expect(typed("ac", into: &field) == [.changed, .changed])
        #expect(field.handle(.left) == .moved)
        #expect(field.handle(.char("b")) == .changed)
        #expect(field.text == "abc")
        #expect(field.cursor == 2)
    }

    @Test func backspaceAndDeleteRemoveAroundTheCursor() {
        var field = TextFieldState(text: "abcd")
        #expect(field.handle(.backspace) == .changed)
        #expect(field.text == "abc")
        _ = field.handle(.home)
        #expect(field.handle(.backspace) == .moved)
        #expect(field.handle(.delete) == .changed)
        #expect(field.text == "bc")
        #expect(field.cursor == 0)
        _ = field.handle(.end)
        #expect(field.handle(.delete) == .moved)
        #expect(field.text == "bc")
    }

    @Test func cursorClampsAndJumpsHomeAndEnd() {
        var field = TextFieldState(text: "Portland")
        #expect(field.cursor == 8)
        _ = field.handle(.right)
        #expect(field.cursor == 8)
        _ = field.handle(.home)
        #expect(field.cursor == 0)
        _ = field.handle(.left)
        #expect(field.cursor == 0)
        _ = field.handle(.ctrl("e"))
        #expect(field.cursor == 8)
        _ = field.handle(.ctrl("a"))
        #expect(field.cursor == 0)
        _ = field.handle(.end)
        #expect(field.cursor == 8)
    }

    @Test func ctrlUClearsToStartAndCtrlKToEnd() {
        var field = TextFieldState(text: "Portland, OR")
        for _ in 0..<4 { _ = field.handle(.left) }
        #expect(field.handle(.ctrl("u")) == .changed)
        #expect(field.text == ", OR")
        #expect(field.cursor == 0)
        _ = field.handle(.right)
        #expect(field.handle(.ctrl("k")) == .changed)
        #expect(field.text == ",")
        #expect(field.handle(.ctrl("u")) == .changed)
        #expect(field.text == "")
        #expect(field.handle(.ctrl("u")) == .moved)
    }

    @Test func ctrlWDeletesThePreviousWord() {
        var field = TextFieldState(text: "Portland OR  ")
        #expect(field.handle(.ctrl("w")) == .changed)
        #expect(field.text == "Portland ")
    }

    @Test func altBAndAltFMoveByWordsOfLettersAndDigitsAsReadlineDoes() {
        var field = TextFieldState(text: "Winston-Salem, NC 27101")
        #expect(field.handle(.alt(.char("b"))) == .moved)
        #expect(field.cursor == 18)  // before 27101
        _ = field.handle(.alt(.char("b")))
        #expect(field.cursor == 15)  // before NC
        _ = field.handle(.alt(.char("b")))
        #expect(field.cursor == 8)  // before Salem: the hyphen ends a word
        _ = field.handle(.alt(.char("b")))
        _ = field.handle(.alt(.char("b")))
        #expect(field.cursor == 0)
        #expect(field.handle(.alt(.char("f"))) == .moved)
        #expect(field.cursor == 7)  // after Winston
        _ = field.handle(.alt(.char("f")))
        #expect(field.cursor == 13)  // after Salem, not past the comma
        _ = field.handle(.alt(.char("f")))
        _ = field.handle(.alt(.char("f")))
        _ = field.handle(.alt(.char("f")))
        #expect(field.cursor == 23)
        #expect(field.text == "Winston-Salem, NC 27101")
    }

    @Test func altDDeletesTheWordAfterAndAltBackspaceTheWordBefore() {
        var field = TextFieldState(text: "Portland, OR")
        #expect(field.handle(.alt(.backspace)) == .changed)
        #expect(field.text == "Portland, ")
        #expect(field.cursor == 10)
        #expect(field.handle(.alt(.backspace)) == .changed)
        #expect(field.text == "")
        field.setText("Saint Paul, MN")
        _ = field.handle(.home)
        #expect(field.handle(.alt(.char("d"))) == .changed)
        #expect(field.text == " Paul, MN")
        #expect(field.cursor == 0)
        #expect(field.handle(.alt(.char("d"))) == .changed)  // the space before the word goes with it
        #expect(field.text == ", MN")
        _ = field.handle(.end)
        #expect(field.handle(.alt(.char("d"))) == .moved)  // nothing after the cursor
        _ = field.handle(.home)
        #expect(field.handle(.alt(.backspace)) == .moved)  // nothing before it
        #expect(field.text == ", MN")
    }

    @Test func otherAltKeysAreNotTheFields() {
        var field = TextFieldState(text: "Portland")
        for key in [Key.alt(.char("x")), .alt(.char("B")), .alt(.left), .alt(.escape), .alt(.delete)] {
            #expect(field.handle(key) == .unhandled, "\(key)")
        }
        #expect(field.text == "Portland" && field.cursor == 8)
    }

    @Test func maxLengthRefusesTheSixthDigit() {
        var field = TextFieldState(maxLength: 5, filter: .digits)
        #expect(typed("12345", into: &field).allSatisfy { $0 == .changed })
        #expect(field.handle(.char("6")) == .rejected(.full(maxLength: 5)))
        #expect(field.text == "12345")
    }

    @Test func digitFilterRefusesLettersWithAReason() {
        var field = TextFieldState(maxLength: 5, filter: .digits)
        #expect(field.handle(.char("1")) == .changed)
        let event = field.handle(.char("a"))
        #expect(event == .rejected(.filtered("a", reason: "digits only")))
        #expect(field.text == "1")
        if case .rejected(let why) = event { #expect(why.description == "“a” not accepted: digits only") }
        #expect(field.handle(.char("٣")) == .rejected(.filtered("٣", reason: "digits only")))
    }

    @Test func unknownKeysAreLeftToTheScreen() {
        var field = TextFieldState(text: "x")
        for key: Key in [.enter, .escape, .tab, .up, .down, .ctrl("c"), .function(1), .char("\u{7}")] {
            #expect(field.handle(key) == .unhandled)
        }
        #expect(field.text == "x")
    }

    @Test func pasteHonoursFilterAndMaxLength() {
        var field = TextFieldState(maxLength: 5, filter: .digits)
        // ZIP+4 pasted into a 5-digit field keeps the ZIP.
        #expect(field.insert("97201-1234") == .changed)
        #expect(field.text == "97201")
        #expect(field.cursor == 5)
        #expect(field.insert("9") == .rejected(.full(maxLength: 5)))
        var letters = TextFieldState(filter: .digits)
        #expect(letters.insert("abc") == .rejected(.filtered("a", reason: "digits only")))
        #expect(letters.text.isEmpty)
    }

    @Test func pasteInsertsAtTheCursorAndDropsControls() {
        var field = TextFieldState(text: "Portland")
        _ = field.handle(.home)
        // Bracketed-paste markers and colour codes are not text.
        #expect(field.insert("\u{1B}[200~\u{1B}[1mSouth\u{1B}[0m\u{1B}[201~") == .changed)
        #expect(field.insert("\n") == .changed)
        #expect(field.text == "South Portland")
        #expect(field.cursor == 6)
    }

    @Test func customFilterAndWideCharacters() {
        var field = TextFieldState(filter: .only(Set("0123456789-"), reason: "digits and -"))
        #expect(field.insert("12-34") == .changed)
        #expect(field.handle(.char("x")) == .rejected(.filtered("x", reason: "digits and -")))
        var city = TextFieldState(text: "東京")
        _ = city.handle(.left)
        #expect(city.handle(.backspace) == .changed)
        #expect(city.text == "京")
        #expect(city.cursor == 0)
    }

    @Test func setTextFiltersAndCuts() {
        var field = TextFieldState(maxLength: 3, filter: .digits)
        field.setText("a1b2c3d4")
        #expect(field.text == "123")
        #expect(field.cursor == 3)
    }
}
