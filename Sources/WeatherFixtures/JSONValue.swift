import SafeText

/// A JSON value whose objects keep their key order, so responses read like the real service's.
enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized() == b.serialized() }

    static func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }

    func serialized() -> String {
        var out = ""
        write(into: &out)
        return out
    }

    private func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.number(n)
        case .string(let s): JSONString.append(s, to: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                JSONString.append(key, to: &out)
                out += ":"
                value.write(into: &out)
            }
            out += "}"
        }
    }

    /// Integral values print without a fraction ("12", not "12.0"), as the service does.
    private static func number(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int(n)) }
        return String(n)
    }
}
