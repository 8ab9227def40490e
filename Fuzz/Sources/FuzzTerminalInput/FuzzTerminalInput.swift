import CNCursesW
import FuzzSupport

@testable import TerminalUI

/// Terminal input: bytes → keys, mouse events and pastes, through the decoder behind `Terminal.readEvents`.
/// The bytes first go through a small stand-in for ncurses' key recognition (the sequences the app defines).
/// Invariants: a paste never yields a key event; no key holds a control character as text, and a paste put into a
/// text field leaves none there (nor an escape sequence or a bidi override); mouse positions are on the screen's side of zero; and the same codes split into
/// reads anywhere decode the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = bytes(start, count)
    guard let first = input.first else { return 0 }
    let codes = recognise(Array(input.dropFirst()))

    var decoder = TerminalInputDecoder()
    var events: [TerminalEvent] = []
    for code in codes {
        let wasPasting = decoder.isPasting
        let before = events.count
        _ = decoder.feed(code, into: &events)
        if wasPasting {
            for event in events[before...] {
                if case .key(let key) = event { invariant(false, "key \(key) from inside a paste") }
            }
        }
    }
    decoder.finishRead(into: &events)
    for event in events {
        switch event {
        case .key(.char(let character)):
            invariant(!character.unicodeScalars.contains(where: isControl), "control character in a key")
        case .paste(let text):
            invariant(!text.isEmpty, "empty paste")
            var field = TextFieldState()
            _ = field.insert(text)
            checkSanitized(field.text, keepsNewlines: false, "a text field after a paste")
        case .mouse(let mouse):
            invariant(mouse.column >= 0 && mouse.row >= 0, "mouse at \(mouse.column),\(mouse.row)")
        case .key, .resize: break
        }
    }

    // The same codes in reads of fuzz-chosen lengths (the first byte's bits): the same events.
    var split = TerminalInputDecoder()
    var splitEvents: [TerminalEvent] = []
    var index = 0
    var read = 0
    while index < codes.count {
        let length = 1 + Int((first >> UInt8(read % 8)) & 0x0F)
        for code in codes[index..<min(index + length, codes.count)] { _ = split.feed(code, into: &splitEvents) }
        index += length
        read += 1
    }
    // Only at the end: a read ending after an Esc means the escape delay passed, which the splits here do not.
    split.finishRead(into: &splitEvents)
    invariant(splitEvents == events, "split reads decode differently")
    return 0
}

/// What ncurses (keypad on, the app's `define_key`s) turns the bytes into: a key code for each sequence it knows,
/// the byte itself otherwise.
private func recognise(_ bytes: [UInt8]) -> [Int32] {
    let sequences: [([UInt8], Int32)] = [
        (Array("\u{1B}[200~".utf8), TerminalInputDecoder.pasteStart),
        (Array("\u{1B}[201~".utf8), TerminalInputDecoder.pasteEnd),
        (Array("\u{1B}[<".utf8), TerminalInputDecoder.mouseStart), (Array("\u{1B}[M".utf8), KEY_MOUSE),
        (Array("\u{1B}[A".utf8), KEY_UP), (Array("\u{1B}[B".utf8), KEY_DOWN), (Array("\u{1B}[C".utf8), KEY_RIGHT),
        (Array("\u{1B}[D".utf8), KEY_LEFT), (Array("\u{1B}[Z".utf8), KEY_BTAB), (Array("\u{1B}[3~".utf8), KEY_DC),
        (Array("\u{1B}OP".utf8), lw_key_f(1)), (Array("\u{1B}[Q".utf8), KEY_RESIZE),
    ]
    var codes: [Int32] = []
    var index = 0
    next: while index < bytes.count {
        if bytes[index] == 0x1B {
            for (sequence, code) in sequences where bytes[index...].starts(with: sequence) {
                codes.append(code)
                index += sequence.count
                continue next
            }
        }
        codes.append(Int32(bytes[index]))
        index += 1
    }
    return codes
}
