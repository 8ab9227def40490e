import FoundationEssentials
import FuzzSupport
import TerminalUI

@testable import WeatherCore

/// NWS alerts and the text sanitizer. The alerts decoder returns alerts or an error, never crashes; every
/// alert's text is sanitised (no ESC, no C0/C1 control but newlines in the paragraphs, no bidi override) and its
/// polygon is on the globe. The input as text through the sanitizer (which TerminalUI's
/// `TextLayout.sanitize` and WeatherCore's `sanitizedForTerminal` share) gives sanitised text, and sanitising again
/// changes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = bytes(start, count)
    if let collection = try? NWSAlertCollection.decode(Data(input)) {
        invariant(collection.skipped >= 0, "skipped \(collection.skipped)")
        for alert in collection.alerts {
            invariant(!alert.event.isEmpty, "an alert without an event")
            checkDecoded(alert) { $0.hasSuffix("description") || $0.hasSuffix("instruction") }
        }
    }
    let text = String(decoding: input, as: UTF8.self)
    for keepNewlines in [false, true] {
        let clean = TextLayout.sanitize(text, keepNewlines: keepNewlines)
        checkSanitized(clean, keepsNewlines: keepNewlines, "TextLayout.sanitize")
        invariant(
            TextLayout.sanitize(clean, keepNewlines: keepNewlines) == clean, "TextLayout.sanitize is not stable")
    }
    return 0
}
