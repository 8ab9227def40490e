import SafeText

/// A small JSON writer for the one-shot commands' output: keys keep the order they are given (stable, readable),
/// `nil` numbers and strings become `null`, and whole numbers print without ".0".
indirect enum JSONText {
    case object([(String, JSONText)])
    case array([JSONText])
    case string(String?)
    case number(Double?)
    case integer(Int?)
    case bool(Bool)

    /// `value` rounded to `decimals` places: a computed figure (a mean, a spread) without its float noise.
    static func number(_ value: Double?, decimals: Int) -> JSONText {
        let scale = (0..<decimals).reduce(1.0) { product, _ in product * 10 }
        return .number(value.map { ($0 * scale).rounded() / scale })
    }

    /// Two-space indented, one member per line, no trailing newline.
    func rendered(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let lines = members.map { "\(inner)\(JSONString.quoted($0.0)): \($0.1.rendered(indent: inner))" }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .string(let text):
            return text.map(JSONString.quoted) ?? "null"
        case .number(let value):
            guard let value, value.isFinite else { return "null" }
            if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
            return "\(value)"
        case .integer(let value):
            return value.map(String.init) ?? "null"
        case .bool(let value):
            return value ? "true" : "false"
        }
    }

    /// On one line with no spaces: for readers that take one object a line (waybar).
    var compact: String {
        switch self {
        case .object(let members):
            "{" + members.map { JSONString.quoted($0.0) + ":" + $0.1.compact }.joined(separator: ",") + "}"
        case .array(let items): "[" + items.map(\.compact).joined(separator: ",") + "]"
        default: rendered()
        }
    }
}
