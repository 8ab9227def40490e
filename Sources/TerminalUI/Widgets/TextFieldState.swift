/// The editing model of a one-line text field: text, a cursor counted in graphemes, a maximum length and an input
/// filter. A plain value, so a screen's state can hold it and tests can compare it.
public struct TextFieldState: Hashable, Sendable {
    public private(set) var text: String
    /// Cursor position in graphemes, 0...text.count (before the character at that index).
    public private(set) var cursor: Int
    /// Maximum number of graphemes, or nil for no limit.
    public var maxLength: Int?
    public var filter: TextInputFilter

    public init(text: String = "", maxLength: Int? = nil, filter: TextInputFilter = .any) {
        self.maxLength = maxLength
        self.filter = filter
        self.text = ""
        self.cursor = 0
        setText(text)
    }

    public var isEmpty: Bool { text.isEmpty }

    /// Replaces the text (filtered and cut to the maximum length) and puts the cursor at its end.
    public mutating func setText(_ newText: String) {
        var kept: [Character] = []
        for c in newText where Self.isPrintable(c) && filter.allows(c) {
            if let max = maxLength, kept.count >= max { break }
            kept.append(c)
        }
        text = String(kept)
        cursor = kept.count
    }

    /// Applies an editing key. Keys the field does not use come back `.unhandled` for the screen.
    public mutating func handle(_ key: Key) -> TextFieldEvent {
        switch key {
        case .char(let c): return insert(c)
        case .backspace, .ctrl("h"): return deleteBackward()
        case .delete, .ctrl("d"): return deleteForward()
        case .left, .ctrl("b"): return move(to: cursor - 1)
        case .right, .ctrl("f"): return move(to: cursor + 1)
        case .home, .ctrl("a"): return move(to: 0)
        case .end, .ctrl("e"): return move(to: text.count)
        case .ctrl("u"): return replace(0..<cursor, with: [])
        case .ctrl("k"): return replace(cursor..<text.count, with: [])
        case .ctrl("w"): return replace(previousWordStart()..<cursor, with: [])
        // readline's word keys, whose words are letters and digits (Ctrl-W's are what spaces separate).
        case .alt(.char("b")): return move(to: wordStart(before: cursor))
        case .alt(.char("f")): return move(to: wordEnd(after: cursor))
        case .alt(.char("d")): return replace(cursor..<wordEnd(after: cursor), with: [])
        case .alt(.backspace): return replace(wordStart(before: cursor)..<cursor, with: [])
        default: return .unhandled
        }
    }

    /// Inserts pasted text at the cursor: escape sequences and control characters are dropped (newlines and tabs
    /// become spaces), refused characters skipped, and the rest cut at the maximum length. `.changed` if anything went in, otherwise the reason nothing did.
    @discardableResult
    public mutating func insert(_ pasted: String) -> TextFieldEvent {
        var accepted: [Character] = []
        var firstRefusal: TextFieldRejection?
        let room = maxLength.map { max(0, $0 - text.count) } ?? Int.max
        for c in TextLayout.sanitize(pasted) {
            if !filter.allows(c) {
                firstRefusal = firstRefusal ?? .filtered(c, reason: filter.reason)
            } else if accepted.count < room {
                accepted.append(c)
            } else {
                firstRefusal = firstRefusal ?? .full(maxLength: maxLength ?? 0)
            }
        }
        if accepted.isEmpty { return firstRefusal.map(TextFieldEvent.rejected) ?? .moved }
        return replace(cursor..<cursor, with: accepted)
    }

    private mutating func insert(_ c: Character) -> TextFieldEvent {
        guard Self.isPrintable(c) else { return .unhandled }
        guard filter.allows(c) else { return .rejected(.filtered(c, reason: filter.reason)) }
        if let max = maxLength, text.count >= max { return .rejected(.full(maxLength: max)) }
        return replace(cursor..<cursor, with: [c])
    }

    private mutating func deleteBackward() -> TextFieldEvent {
        cursor > 0 ? replace(cursor - 1..<cursor, with: []) : .moved
    }

    private mutating func deleteForward() -> TextFieldEvent {
        cursor < text.count ? replace(cursor..<cursor + 1, with: []) : .moved
    }

    private mutating func move(to position: Int) -> TextFieldEvent {
        cursor = min(max(0, position), text.count)
        return .moved
    }

    /// Replaces graphemes in `range` and leaves the cursor after the inserted ones.
    private mutating func replace(_ range: Range<Int>, with characters: [Character]) -> TextFieldEvent {
        guard !range.isEmpty || !characters.isEmpty else { return .moved }
        var chars = Array(text)
        chars.replaceSubrange(range, with: characters)
        text = String(chars)
        // Joining can merge graphemes (a combining mark after a letter), so clamp to the new count.
        cursor = min(range.lowerBound + characters.count, text.count)
        return .changed
    }

    /// Start of the word before the cursor (Ctrl-W): skip spaces, then non-spaces.
    private func previousWordStart() -> Int {
        let chars = Array(text)
        var i = cursor
        while i > 0, chars[i - 1] == " " { i -= 1 }
        while i > 0, chars[i - 1] != " " { i -= 1 }
        return i
    }

    /// Start of the word before `position` (Alt-B, Alt-Backspace): skip what is not a word, then the word.
    private func wordStart(before position: Int) -> Int {
        let chars = Array(text)
        var i = position
        while i > 0, !Self.isWordCharacter(chars[i - 1]) { i -= 1 }
        while i > 0, Self.isWordCharacter(chars[i - 1]) { i -= 1 }
        return i
    }

    /// End of the word after `position` (Alt-F, Alt-D): skip what is not a word, then the word.
    private func wordEnd(after position: Int) -> Int {
        let chars = Array(text)
        var i = position
        while i < chars.count, !Self.isWordCharacter(chars[i]) { i += 1 }
        while i < chars.count, Self.isWordCharacter(chars[i]) { i += 1 }
        return i
    }

    /// A word's character, as readline has it: a letter or a digit ("Winston-Salem" is two words).
    private static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber }

    private static func isPrintable(_ c: Character) -> Bool {
        !c.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
    }
}
