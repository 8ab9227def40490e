import CNCursesW

/// Turns what `get_wch` returns into `Key`s. Pure, so the whole table is tested without a terminal.
public enum KeyDecoder {
    public enum Input: Hashable, Sendable {
        case key(Key)
        /// `KEY_RESIZE`: the caller reads the new size.
        case resize
    }

    /// `wch` is the value `get_wch` stored; `isKeyCode` is true when it returned `KEY_CODE_YES` (a function key).
    /// Returns nil for input that means nothing to the app (mouse reports, NUL).
    public static func decode(wch: UInt32, isKeyCode: Bool) -> Input? {
        isKeyCode ? keyCode(Int32(bitPattern: wch)) : character(wch)
    }

    private static func character(_ wch: UInt32) -> Input? {
        switch wch {
        case 0: return nil
        case 9: return .key(.tab)
        case 10, 13: return .key(.enter)
        case 8, 127: return .key(.backspace)
        case 27: return .key(.escape)
        case 1...26: return .key(.ctrl(Character(Unicode.Scalar(UInt8(96 + wch)))))
        case 28...31, 0x80...0x9F: return .key(.unknown(Int32(bitPattern: wch)))
        default:
            guard let scalar = Unicode.Scalar(wch) else { return .key(.unknown(Int32(bitPattern: wch))) }
            return .key(.char(Character(scalar)))
        }
    }

    private static func keyCode(_ code: Int32) -> Input? {
        switch code {
        case KEY_RESIZE: return .resize
        case KEY_ENTER: return .key(.enter)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_DC: return .key(.delete)
        case KEY_IC: return .key(.insert)
        case KEY_BTAB: return .key(.backTab)
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        // Home and End also arrive as keypad corners or, through tmux/screen, as Find and Select.
        case KEY_HOME, KEY_A1, KEY_FIND: return .key(.home)
        case KEY_END, KEY_C1, KEY_SELECT: return .key(.end)
        case KEY_PPAGE, KEY_A3: return .key(.pageUp)
        case KEY_NPAGE, KEY_C3: return .key(.pageDown)
        case KEY_MOUSE: return nil
        case lw_key_f(1)...lw_key_f(63): return .key(.function(Int(code - KEY_F0)))
        default: return .key(.unknown(code))
        }
    }
}
