/// Turns the terminal's input bytes into characters, one byte at a time, skipping bytes that are not UTF-8 (a
/// stray `0xFF`, a sequence cut short) so that the text after them still arrives. ncurses' `get_wch` stops at
/// the first bad byte and loses what follows, which is why input is read as bytes and assembled here.
struct UTF8Assembler {
    private var pending: [UInt8] = []

    /// The scalars that `byte` completes (usually none or one; more when a broken sequence is given up on and
    /// the bytes after its lead are read again).
    mutating func feed(_ byte: UInt8) -> [Unicode.Scalar] {
        pending.append(byte)
        var out: [Unicode.Scalar] = []
        while let lead = pending.first {
            let length = Self.length(lead)
            guard length > 0 else {
                pending.removeFirst()  // a continuation byte or 0xC0, 0xC1, 0xF5…0xFF: never a start
                continue
            }
            // A byte that cannot continue the sequence ends it early: drop the lead, read the rest again.
            if let bad = pending.dropFirst().firstIndex(where: { $0 & 0xC0 != 0x80 }), bad < length {
                pending.removeFirst()
                continue
            }
            guard pending.count >= length else { break }
            let sequence = Array(pending.prefix(length))
            pending.removeFirst(length)
            if let scalar = String(validating: sequence, as: UTF8.self)?.unicodeScalars.first {
                out.append(scalar)
            }  // an overlong form or a surrogate: skipped
        }
        return out
    }

    /// How many bytes a sequence starting with `lead` has; 0 when `lead` cannot start one.
    static func length(_ lead: UInt8) -> Int {
        switch lead {
        case 0x00...0x7F: 1
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
    }
}
