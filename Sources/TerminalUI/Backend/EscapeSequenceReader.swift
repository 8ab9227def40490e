/// Reads what ncurses hands back as plain characters after an Esc: with keypad on it returns the Esc of a sequence
/// it has no key for (`ESC [ 2 J`, pasted without bracketing) and then the rest as characters, and Alt plus a key
/// arrives as Esc and that key. Here, one key each: a control sequence (`ESC [`, parameter bytes 0x30–0x3F,
/// intermediate bytes 0x20–0x2F, a final byte 0x40–0x7E) or `ESC O` and one byte is a known key or nothing, and Esc
/// and another key within the escape delay is `.alt(key)`. An Esc that nothing followed is the Esc key: that is
/// known only when the read ends (`finishRead`), ncurses having waited the escape delay for more. It waits after
/// `ESC [` and `ESC O` too (every arrow key starts so), so either alone at the end of a read is Alt-[ or Alt-O, which
/// is nothing; a sequence with more of it read may have been cut by the read, and goes on in the next.
struct EscapeSequenceReader {
    enum Output: Equatable {
        case key(Key)
        case mouse(MouseEvent)
        /// `ESC [200~`, a bracketed paste's start, when it came as characters.
        case pasteStart
        /// Not part of a sequence: the caller decodes it as a key.
        case character(Unicode.Scalar)
    }

    /// Bytes a sequence may hold before it is given up (and what follows is read as keys again): far past any
    /// key's or mouse report's, short enough that a stray `ESC [` cannot swallow much typing.
    static let sequenceLimit = 64

    private enum Phase: Equatable {
        case ground
        /// An Esc, and nothing after it yet.
        case escape
        /// `ESC [` and the parameter and intermediate bytes so far.
        case controlSequence([UInt8])
        /// `ESC O`: one byte follows.
        case singleShift
    }

    private var phase = Phase.ground

    /// True while a sequence or an Esc is under way.
    var isReading: Bool { phase != .ground }

    mutating func feed(_ scalar: Unicode.Scalar) -> [Output] {
        switch phase {
        case .ground:
            if scalar == "\u{1B}" {
                phase = .escape
                return []
            }
            return [.character(scalar)]

        case .escape:
            switch scalar {
            case "\u{1B}":
                return [.key(.escape)]  // Esc twice: the first is a key of its own; the second waits
            case "[":
                phase = .controlSequence([])
                return []
            case "O":
                phase = .singleShift
                return []
            default:
                phase = .ground
                guard case .key(let key)? = KeyDecoder.decode(wch: scalar.value, isKeyCode: false) else { return [] }
                return [.key(.alt(key))]
            }

        case .controlSequence(var bytes):
            guard scalar.isASCII, (0x20...0x7E).contains(scalar.value) else { return broken(by: scalar) }
            let byte = UInt8(scalar.value)
            if (0x40...0x7E).contains(byte) {
                phase = .ground
                return Self.controlSequence(bytes, final: byte)
            }
            bytes.append(byte)
            phase = bytes.count > Self.sequenceLimit ? .ground : .controlSequence(bytes)
            return []

        case .singleShift:
            guard scalar.isASCII, (0x20...0x7E).contains(scalar.value) else { return broken(by: scalar) }
            phase = .ground
            return Self.singleShift(UInt8(scalar.value)).map { [.key($0)] } ?? []
        }
    }

    /// A key ncurses decoded itself arrived: after a lone Esc it is Alt and that key; a sequence under way was cut
    /// short and is dropped.
    mutating func feed(_ key: Key) -> [Output] {
        defer { phase = .ground }
        return phase == .escape ? [.key(.alt(key))] : [.key(key)]
    }

    /// Something that is not a key (a paste, a mouse report, a resize): an Esc before it was the Esc key; a
    /// sequence under way is dropped.
    mutating func interrupt() -> [Output] {
        defer { phase = .ground }
        return phase == .escape ? [.key(.escape)] : []
    }

    /// The read ended: ncurses had waited the escape delay after an Esc and nothing came, so it is the Esc key;
    /// after `ESC [` or `ESC O` alone it is Alt-[ or Alt-O, nothing. A sequence with parameter bytes stays open (the
    /// read may have cut it: ncurses waits only while the bytes could still be a key it knows).
    mutating func finishRead() -> [Output] {
        switch phase {
        case .escape:
            phase = .ground
            return [.key(.escape)]
        case .controlSequence([]), .singleShift:
            phase = .ground
            return []
        case .ground, .controlSequence:
            return []
        }
    }

    /// A control character (or any byte no sequence holds) inside a sequence: the sequence is dropped and the
    /// character read afresh (it may start the next one).
    private mutating func broken(by scalar: Unicode.Scalar) -> [Output] {
        phase = .ground
        return feed(scalar)
    }

    /// The keys a control sequence may be when ncurses did not take it (its terminfo entry lacks it): the arrows,
    /// Home/End, the editing and paging keys, F1–F12, an SGR mouse report and a paste's start; nothing else.
    private static func controlSequence(_ bytes: [UInt8], final: UInt8) -> [Output] {
        if bytes.first == UInt8(ascii: "<") {
            return SGRMouseReport.decode(parameters: bytes.dropFirst(), final: final).map { [.mouse($0)] } ?? []
        }
        let text = String(decoding: bytes, as: UTF8.self)
        switch (text, Character(Unicode.Scalar(final))) {
        case ("", "A"), ("1", "A"): return [.key(.up)]
        case ("", "B"), ("1", "B"): return [.key(.down)]
        case ("", "C"), ("1", "C"): return [.key(.right)]
        case ("", "D"), ("1", "D"): return [.key(.left)]
        case ("", "H"), ("1", "H"): return [.key(.home)]
        case ("", "F"), ("1", "F"): return [.key(.end)]
        case ("", "Z"): return [.key(.backTab)]
        case ("200", "~"): return [.pasteStart]
        case (_, "~"): return tildeKey(text).map { [.key($0)] } ?? []
        default: return []
        }
    }

    /// `ESC [ n ~`: the vt220 numbering.
    private static func tildeKey(_ number: String) -> Key? {
        switch number {
        case "1", "7": .home
        case "2": .insert
        case "3": .delete
        case "4", "8": .end
        case "5": .pageUp
        case "6": .pageDown
        default: functionKeyNumbers[number].map(Key.function)
        }
    }

    /// F1–F12 as `ESC [ n ~` numbers them (16 and 22 are skipped).
    private static let functionKeyNumbers: [String: Int] = [
        "11": 1, "12": 2, "13": 3, "14": 4, "15": 5, "17": 6, "18": 7, "19": 8, "20": 9, "21": 10, "23": 11, "24": 12,
    ]

    /// `ESC O` and one byte: the arrows and Home/End in keypad-transmit mode, F1–F4.
    private static func singleShift(_ byte: UInt8) -> Key? {
        switch Character(Unicode.Scalar(byte)) {
        case "A": .up
        case "B": .down
        case "C": .right
        case "D": .left
        case "H": .home
        case "F": .end
        case "P": .function(1)
        case "Q": .function(2)
        case "R": .function(3)
        case "S": .function(4)
        default: nil
        }
    }
}
