/// The `timezone` parameter of every Open-Meteo request made for a place: the place's own IANA zone when the app
/// knows it, so the answer's wall clock is the one the app shows for the place; `auto` (the service's zone lookup
/// for the coordinate) only when it does not. Asking `auto` for a known place let the service's lookup and the
/// directory disagree at borders and islands: Detail read one zone's clock as the other's.
public enum TimeZoneParameter {
    /// `zone` when it looks like an IANA name (letters, digits and `/_+-`: a geocoder's answer is untrusted), else
    /// "auto".
    public static func value(for zone: String) -> String {
        let allowed = zone.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "_"), UInt8(ascii: "+"),
                UInt8(ascii: "-"):
                true
            default: false
            }
        }
        return !zone.isEmpty && zone.utf8.count <= 64 && allowed ? zone : "auto"
    }

    /// Many places in one request: one value per place, comma-separated in the order asked.
    public static func value(for zones: [String]) -> String {
        zones.map { value(for: $0) }.joined(separator: ",")
    }
}
