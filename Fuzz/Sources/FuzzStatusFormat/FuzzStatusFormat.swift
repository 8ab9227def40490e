import FuzzSupport
import StatusLineFormat

/// The `now --format` parser (the StatusLineFormat library the CLI uses). Any text
/// parses or is refused with a one-line message, never a crash: an unknown placeholder or a lone % is an error
/// that names it. What parses renders back to the same text when each placeholder is written as itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: bytes(start, count), as: UTF8.self)
    do {
        let format = try StatusFormat(text)
        // Placeholders back as "%x" and literal percent signs doubled: the text given, exactly.
        let rebuilt = format.pieces.map { piece in
            switch piece {
            case .text(let literal): literal.replacing("%", with: "%%")
            case .field(let field): "%\(field.rawValue)"
            }
        }.joined()
        invariant(rebuilt == text, "parsed \(text.debugDescription) rebuilds as \(rebuilt.debugDescription)")
        invariant(format.render { _ in "" }.count <= text.count, "rendering with empty values grew the text")
    } catch {
        let message = error.description
        invariant(!message.contains("\n"), "the message spans lines")
        invariant(!message.unicodeScalars.contains(where: { isControl($0) || isBidiControl($0) }), "unsafe message")
        switch error {
        case .unknown(let letter):
            invariant(letter != "%" && StatusField(rawValue: letter) == nil, "a known placeholder was refused")
            invariant(text.contains("%\(letter)"), "the refused placeholder is not in the text")
        case .lonePercent:
            invariant(text.hasSuffix("%"), "a lone % that does not end the text")
        }
    }
    return 0
}
