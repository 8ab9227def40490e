import CNCursesW

/// Draws buffers on the ncurses screen that `Terminal` opened. Only changed cells are written (our diff), and
/// ncurses sends only what differs on the glass (its diff), in one `doupdate` per frame; never `clear()`.
@MainActor
public final class NCursesBackend: Backend {
    private var previous: Buffer?
    /// True until the first frame: ncurses' screen starts blank, so that frame writes only its non-blank cells
    /// (a 200×60 Home is mostly blank; writing every cell was half of the launch).
    private var screenIsBlank = true
    private let palette: ColorPalette
    private var pairs: ColorPairTable
    /// False when the terminal cannot keep its own default colours (`use_default_colors` failed).
    private let defaultColors: Bool
    private var looks: [Style: (attrs: attr_t, pair: Int16)] = [:]
    /// Neighbouring cells mostly share a style: the last one found skips the dictionary's hashing.
    private var lastLook: (style: Style, attrs: attr_t, pair: Int16)?
    /// True until the first refresh, which leaves curses mode just before it (see `flush`).
    private var firstRefresh = true
    private var cursor: (x: Int, y: Int)?
    private var cursorShown: Bool?
    /// Whether the placed cursor is to be seen (a text prompt, screen-reader mode) or only placed.
    private var cursorWanted = true

    /// Made by `Terminal` once the screen is open; `colorCount` is 0 when colours are off (`NO_COLOR`).
    init(colorCount: Int, pairCapacity: Int, defaultColors: Bool) {
        palette = ColorPalette(colorCount: colorCount)
        pairs = ColorPairTable(capacity: min(pairCapacity, Int(Int16.max)))
        self.defaultColors = defaultColors
    }

    public var size: TerminalSize { TerminalSize(width: Int(lw_cols()), height: Int(lw_lines())) }

    public func draw(_ buffer: Buffer) {
        guard let win = lw_stdscr() else { return }
        let limit = size
        let changes = previous == nil && screenIsBlank ? buffer.changesFromBlank() : buffer.changes(from: previous)
        screenIsBlank = false
        for change in changes where !change.cell.isContinuation {
            guard change.x < limit.width, change.y < limit.height else { continue }
            put(change.cell, x: change.x, y: change.y, in: win)
        }
        previous = buffer
    }

    public func setCursor(_ position: (x: Int, y: Int)?, shown: Bool) {
        cursor = position
        cursorWanted = shown
    }

    public func flush() {
        guard let win = lw_stdscr() else { return }
        let limit = size
        if let c = cursor, c.x >= 0, c.y >= 0, c.x < limit.width, c.y < limit.height {
            showCursor(cursorWanted)
            leaveok(win, false)
            wmove(win, Int32(c.y), Int32(c.x))
        } else {
            showCursor(false)
            leaveok(win, true)
        }
        wnoutrefresh(win)
        if firstRefresh {
            // Until a screen has been through endwin, ncurses flushes its output at every cursor move (it cannot
            // tell a program's updates from a low-level terminfo program's), so a 200×60 Home went out in about 120
            // writes. Leaving curses mode right before the first refresh makes that refresh resume it (clearing the
            // screen): from then on each frame goes out in one write. Right before, so that the tty is out of the
            // app's modes, and off the alternate screen, only for these few microseconds.
            firstRefresh = false
            endwin()
            doupdate()
            // That endwin turned keypad-transmit off (rmkx) and ncurses would turn it on only at its next read:
            // until then the arrows would come in the cursor form. On again now.
            TerminalGuard.transmitKeypad()
            return
        }
        doupdate()
    }

    private func showCursor(_ shown: Bool) {
        guard cursorShown != shown else { return }
        curs_set(shown ? 1 : 0)
        cursorShown = shown
    }

    /// After a stop (the suspend showed the cursor, and ncurses puts back what it last set): the cursor hidden or
    /// shown as the app last had it, at once rather than at the next change.
    func restoreCursorVisibility() {
        guard let shown = cursorShown else { return }
        curs_set(shown ? 1 : 0)
    }

    public func invalidate() {
        previous = nil
        clearok(lw_curscr(), true)
    }

    /// Straight to the terminal's descriptor: `doupdate` has flushed ncurses' own output by now.
    public func write(_ bytes: [UInt8]) {
        TerminalGuard.writeRaw(bytes: bytes)
    }

    private func put(_ cell: Cell, x: Int, y: Int, in win: UnsafeMutablePointer<WINDOW>) {
        let look = self.look(for: cell.style)
        Self.put(cell.symbol, attrs: look.attrs, pair: look.pair, x: x, y: y, in: win)
    }

    /// Nonisolated: a closure made in a main-actor method checks its executor on every call, a third of this.
    private nonisolated static func put(
        _ symbol: String, attrs: attr_t, pair: Int16, x: Int, y: Int, in win: UnsafeMutablePointer<WINDOW>
    ) {
        let capacity = Int(lw_ccharw_max())
        // The cell's characters as a NUL-terminated wide string (a spacing character and its combining marks), on
        // the stack: a stored array cost an exclusivity check and an executor check per cell.
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: capacity + 1) { wide in
            var count = 0
            for scalar in symbol.unicodeScalars where count < capacity {
                wide[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
            wide[count] = 0
            // A cluster ncurses will not combine (emoji ZWJ sequences): draw its first character alone.
            if lw_put_cell(win, Int32(y), Int32(x), wide.baseAddress, attrs, pair) == ERR, count > 1 {
                wide[1] = 0
                _ = lw_put_cell(win, Int32(y), Int32(x), wide.baseAddress, attrs, pair)
            }
        }
    }

    private func look(for style: Style) -> (attrs: attr_t, pair: Int16) {
        if let last = lastLook, last.style == style { return (last.attrs, last.pair) }
        let found = cachedLook(for: style)
        lastLook = (style, found.attrs, found.pair)
        return found
    }

    private func cachedLook(for style: Style) -> (attrs: attr_t, pair: Int16) {
        if let cached = looks[style] { return cached }
        var attrs = lw_a_normal()
        if style.attributes.contains(.bold) { attrs |= lw_a_bold() }
        if style.attributes.contains(.dim) { attrs |= lw_a_dim() }
        if style.attributes.contains(.reverse) { attrs |= lw_a_reverse() }
        if style.attributes.contains(.underline) { attrs |= lw_a_underline() }
        if style.attributes.contains(.italic) { attrs |= lw_a_italic() }
        var pair: Int16 = 0
        if palette.hasColors {
            var fg = palette.number(for: style.foreground)
            var bg = palette.number(for: style.background)
            if !defaultColors {
                fg = fg < 0 ? terminalWhite : fg
                bg = bg < 0 ? terminalBlack : bg
            }
            let isDefaultPair = defaultColors ? (fg < 0 && bg < 0) : (fg == terminalWhite && bg == terminalBlack)
            if !isDefaultPair {
                let allocated = pairs.pair(foreground: fg, background: bg)
                if allocated.isNew { init_pair(allocated.number, fg, bg) }
                pair = allocated.number
            }
        }
        looks[style] = (attrs, pair)
        return (attrs, pair)
    }
}

private let terminalWhite = Int16(COLOR_WHITE)
private let terminalBlack = Int16(COLOR_BLACK)
