/// The SGR (mode 1006) mouse report: `ESC [ < Cb ; Cx ; Cy M` for a press or drag, `m` for a release.
/// Pure decoding of what follows `ESC [ <`, so every button, modifier and malformed form is tested without a tty.
public enum SGRMouseReport {
    /// The most bytes a report's parameters may take before it is given up ("2147483647" three times is far
    /// past any real screen; "35;300;120" is typical).
    public static let parameterLimit = 32

    /// Decodes a report's parameters (`Cb;Cx;Cy`, ASCII digits) and its final byte (`M` or `m`). Nil for anything
    /// malformed: a missing or extra field, a non-digit, a zero coordinate, an unknown button.
    public static func decode(parameters: some Collection<UInt8>, final: UInt8) -> MouseEvent? {
        guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"), parameters.count <= parameterLimit else {
            return nil
        }
        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        var numbers: [Int] = []
        for field in fields {
            // At most 9 digits: no overflow, and far beyond any terminal's columns.
            guard !field.isEmpty, field.count <= 9, field.allSatisfy({ (0x30...0x39).contains($0) }) else {
                return nil
            }
            numbers.append(field.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        let (code, x, y) = (numbers[0], numbers[1], numbers[2])
        guard x >= 1, y >= 1, let kind = kind(code: code, released: final == UInt8(ascii: "m")) else { return nil }
        var modifiers: MouseEvent.Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.meta) }
        if code & 16 != 0 { modifiers.insert(.control) }
        return MouseEvent(kind, column: x - 1, row: y - 1, modifiers: modifiers)
    }

    /// The button code without its modifier bits: low 2 bits the button (3: released, in the older encodings),
    /// +32 motion, +64 the wheel; +128 are buttons 8–11, which mean nothing here.
    private static func kind(code: Int, released: Bool) -> MouseEvent.Kind? {
        let low = code & 3
        let motion = code & 32 != 0
        switch code & ~(3 | 4 | 8 | 16 | 32) {
        case 0:
            let buttons: [MouseEvent.Button] = [.left, .middle, .right]
            if released || low == 3 { return motion ? nil : .release }  // motion without a button: not asked for
            return motion ? .drag(buttons[low]) : .press(buttons[low])
        case 64:
            guard !released, !motion else { return nil }
            let directions: [MouseEvent.WheelDirection] = [.up, .down, .left, .right]
            return .wheel(directions[low])
        default:
            return nil
        }
    }
}

/// Collects a report's bytes after `ESC [ <` (which ncurses hands over as one key code) across reads: a report
/// split between two reads still decodes. Printable bytes belong to the report until its final `M`/`m`; a control
/// byte ends it early (the terminal started something else) and is input again. A report that runs long is
/// dropped but its bytes are still swallowed up to its end, so none of them is ever taken for a key.
struct SGRMouseReader {
    enum Step: Equatable {
        /// The byte was part of a report (perhaps its last, with nothing decoded).
        case consumed
        /// The report ended with this byte.
        case event(MouseEvent)
        /// Not a report's byte: the report (if any) is dropped and the caller handles the byte itself.
        case notReport
    }

    /// Bytes a dropped report may still swallow before input is taken as keys again.
    static let discardLimit = 256

    private var parameters: [UInt8] = []
    private var count = 0
    private(set) var isReading = false

    /// `ESC [ <` arrived: a report follows.
    mutating func start() {
        parameters = []
        count = 0
        isReading = true
    }

    /// Ends a report early (a key arrived in the middle of it).
    mutating func cancel() {
        isReading = false
        parameters = []
    }

    mutating func feed(_ byte: UInt8) -> Step {
        guard isReading else { return .notReport }
        guard (0x20...0x7E).contains(byte) else {
            cancel()
            return .notReport
        }
        count += 1
        if byte == UInt8(ascii: "M") || byte == UInt8(ascii: "m") {
            let event =
                count <= SGRMouseReport.parameterLimit + 1
                ? SGRMouseReport.decode(parameters: parameters, final: byte) : nil
            cancel()
            return event.map(Step.event) ?? .consumed
        }
        if count > Self.discardLimit {
            cancel()
        } else if parameters.count < SGRMouseReport.parameterLimit {
            parameters.append(byte)
        }
        return .consumed
    }
}
