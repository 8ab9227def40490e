import FoundationEssentials

/// Every stored value inside `value` (properties, elements, optionals, enum payloads), with a path for messages.
public func walk(_ value: Any, path: String = "", _ visit: (String, Any) -> Void) {
    visit(path, value)
    if value is Date { return }  // one number inside, a time rather than a weather value
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
        // An optional's value keeps the optional's path, so a field is named the same either way.
        let label = child.label.map { $0 == "some" ? "" : ".\($0)" } ?? ".\(index)"
        walk(child.value, path: path + label, visit)
    }
}

/// The decoders' contract for what they hand on: numbers finite and within ±100,000 (coordinates on the globe),
/// text free of control characters and bidi overrides (sanitised), so nothing downstream can overflow or be steered
/// by the input. Newlines are allowed only in the fields `keepsNewlines` accepts (paths end with the field's name).
public func checkDecoded(_ value: Any, keepsNewlines: (String) -> Bool = { _ in false }) {
    walk(value) { path, field in
        switch field {
        case let number as Double:
            invariant(number.isFinite, "\(path) is \(number)")
            let limit = path.hasSuffix("latitude") ? 90 : path.hasSuffix("longitude") ? 180 : 100_000.0
            invariant(abs(number) <= limit, "\(path) is \(number), beyond ±\(limit)")
        case let text as String:
            checkSanitized(text, keepsNewlines: keepsNewlines(path), path)
        case let date as Date:
            invariant(date.timeIntervalSinceReferenceDate.isFinite, "\(path) is not a time")
        default: break
        }
    }
}

/// Sanitised text: no ESC, no other C0/C1 control (but newlines where kept), no bidi override.
public func checkSanitized(_ text: String, keepsNewlines: Bool, _ what: String) {
    for scalar in text.unicodeScalars {
        invariant(!isControl(scalar) || (keepsNewlines && scalar == "\n"), "\(what) holds U+\(scalar.value)")
        invariant(!isBidiControl(scalar), "\(what) holds the bidi control U+\(scalar.value)")
    }
}
