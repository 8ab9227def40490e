/// Small text helpers the app needs from Foundation's `String` additions, written on the standard library so the
/// binary does without Foundation (and its 34 MB of ICU data).
extension StringProtocol {
    /// Without leading and trailing white space (spaces, tabs and newlines).
    public var trimmed: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let last = lastIndex(where: { !$0.isWhitespace })!
        return String(self[first...last])
    }
}

extension Double {
    /// The value with exactly `digits` decimals, rounded half away from zero on its shortest decimal form
    /// ("%.1f" without Foundation). A result that rounds to zero has no minus sign.
    public func fixed(_ digits: Int) -> String {
        guard isFinite else { return isNaN ? "nan" : (self < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<max(0, digits) { scale *= 10 }
        // Round on the shortest decimal form so 0.35 gives 0.4, as written, not 0.3 from its binary value.
        let scaled = (Double("\(abs(self))e\(digits)") ?? abs(self) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else { return String(self) }
        let whole = Int(scaled)
        let sign = self < 0 && whole != 0 ? "-" : ""
        guard digits > 0 else { return sign + String(whole) }
        let text = String(whole)
        let padded = String(repeating: "0", count: max(0, digits + 1 - text.count)) + text
        return sign + padded.dropLast(digits) + "." + padded.suffix(digits)
    }
}

extension UInt8 {
    /// Two upper-case hexadecimal digits ("%02X").
    public var hex2: String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(self >> 4)], digits[Int(self & 0x0F)]])
    }
}
