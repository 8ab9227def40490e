import CNCursesW

/// What `Terminal.readEvents` does with each code `wgetch` returns: bracketed pastes, SGR mouse reports, UTF-8
/// assembly, escape sequences and keys. No ncurses calls, so tests and the fuzz target (Fuzz/) feed it codes
/// directly.
struct TerminalInputDecoder {
    /// Key codes past ncurses' own for the bracketed-paste markers `ESC [200~` and `ESC [201~`.
    static let pasteStart = KEY_MAX + 1
    static let pasteEnd = KEY_MAX + 2
    static let rawPasteEnd = "\u{1B}[201~"
    /// Bytes a paste may hold before it is ended anyway.
    static let pasteLimit = 64 * 1024
    /// Key code for `ESC [<`, the start of an SGR mouse report; its parameters follow as plain bytes.
    static let mouseStart = KEY_MAX + 3

    /// A bracketed paste under way: its text so far (a long paste may span several reads).
    private var paste: String?
    /// Input bytes of a character not complete yet (it may span reads).
    private var utf8 = UTF8Assembler()
    /// A mouse report under way (it may span reads).
    private var mouseReport = SGRMouseReader()
    /// An Esc, or an escape sequence ncurses has no key for, under way (it may span reads).
    private var escapes = EscapeSequenceReader()

    /// True between a paste's start marker and its end.
    var isPasting: Bool { paste != nil }

    /// Decodes one code from `wgetch` into `events`; returns true for `KEY_RESIZE`, which the caller turns into an
    /// event once it has read the new size.
    mutating func feed(_ code: Int32, into events: inout [TerminalEvent]) -> Bool {
        if code == Self.pasteStart {
            if paste == nil { append(escapes.interrupt(), to: &events) }
            paste = paste ?? ""
            return false
        }
        if code == Self.mouseStart || code == KEY_MOUSE {
            if paste == nil {
                append(escapes.interrupt(), to: &events)
                mouseReport.start()
            }
            return false
        }
        if code == Self.pasteEnd {
            if let text = paste, !text.isEmpty { events.append(.paste(text)) }
            paste = nil
            return false
        }
        guard (0...255).contains(code) else {
            mouseReport.cancel()
            // A key ncurses recognised; inside a paste (an arrow's sequence in the text) it is dropped.
            guard paste == nil, let input = KeyDecoder.decode(wch: UInt32(bitPattern: code), isKeyCode: true) else {
                return false
            }
            switch input {
            case .key(let key):
                append(escapes.feed(key), to: &events)
                return false
            case .resize:
                append(escapes.interrupt(), to: &events)
                return true
            }
        }
        switch mouseReport.feed(UInt8(code)) {
        case .consumed: return false
        case .event(let event):
            events.append(.mouse(event))
            return false
        case .notReport: break
        }
        for scalar in utf8.feed(UInt8(code)) {
            if paste != nil {
                paste?.unicodeScalars.append(scalar)
                // The end marker may arrive as plain bytes (split past the escape delay), and a paste is capped
                // at a size no prompt needs: either way it ends here, so keys can never be swallowed for good.
                if let text = paste, text.hasSuffix(Self.rawPasteEnd) || text.utf8.count > Self.pasteLimit {
                    var body = text
                    if body.hasSuffix(Self.rawPasteEnd) { body.removeLast(Self.rawPasteEnd.count) }
                    if !body.isEmpty { events.append(.paste(body)) }
                    paste = nil
                }
            } else {
                append(escapes.feed(scalar), to: &events)
            }
        }
        return false
    }

    /// The read is over (`wgetch` has nothing more): an Esc that nothing followed within the escape delay, which
    /// ncurses waited before handing it over, is the Esc key.
    mutating func finishRead(into events: inout [TerminalEvent]) {
        append(escapes.finishRead(), to: &events)
    }

    private mutating func append(_ outputs: [EscapeSequenceReader.Output], to events: inout [TerminalEvent]) {
        for output in outputs {
            switch output {
            case .key(let key): events.append(.key(key))
            case .mouse(let event): events.append(.mouse(event))
            case .pasteStart: paste = ""
            case .character(let scalar):
                if case .key(let key)? = KeyDecoder.decode(wch: scalar.value, isKeyCode: false) {
                    events.append(.key(key))
                }
            }
        }
    }
}
