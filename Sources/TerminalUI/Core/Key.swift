/// A key press, decoded from the terminal's input. Views map keys to Actions; nothing below them sees raw codes.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    case char(Character)
    case enter, escape, backspace, delete, tab, backTab
    case up, down, left, right, home, end, pageUp, pageDown, insert
    case function(Int)
    /// Ctrl plus a letter, lower-cased: Ctrl-C is `.ctrl("c")`.
    case ctrl(Character)
    /// Alt (Meta) plus a key: the terminal sends Esc and then the key, within the escape delay. Alt-b is
    /// `.alt(.char("b"))`, Alt-Backspace `.alt(.backspace)`.
    indirect case alt(Key)
    case unknown(Int32)

    public var description: String {
        switch self {
        case .char(let c): return c == " " ? "Space" : String(c)
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .insert: return "Insert"
        case .function(let n): return "F\(n)"
        case .ctrl(let c): return "Ctrl-\(c.uppercased())"
        case .alt(let key): return "Alt-\(key.description)"
        case .unknown(let code): return "key \(code)"
        }
    }
}

/// Everything that can wake the app's loop from the terminal.
public enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    /// The terminal changed size; the new size in columns and rows.
    case resize(width: Int, height: Int)
    /// Text pasted into a terminal in bracketed-paste mode: text, never keys, whatever it holds (escape
    /// sequences, newlines, letters that are shortcuts elsewhere).
    case paste(String)
    /// A mouse press, release, drag or wheel step (SGR reporting, on unless the app turned it off).
    case mouse(MouseEvent)
}
