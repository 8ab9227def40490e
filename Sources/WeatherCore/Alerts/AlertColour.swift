/// The colour a source gives an alert on its own scale, rising: MeteoAlarm's awareness level ("2; yellow;
/// Moderate", "3; orange; Severe", "4; red; Extreme") and ECCC's `risk_colour_en` ("yellow"). Green, MeteoAlarm's
/// "no warnings" (level 1), is not an alert: such entries are dropped as they are read and never get here.
public enum AlertColour: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case yellow, orange, red

    /// The colour a source names ("Yellow", " orange "); nil for any other word.
    public init?(named word: String) {
        self.init(rawValue: word.trimmed.lowercased())
    }

    var rank: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: AlertColour, rhs: AlertColour) -> Bool { lhs.rank < rhs.rank }
}

/// MeteoAlarm's `awareness_level` parameter: "<level>; <colour>; <severity>".
enum AwarenessLevel {
    /// Level 1, green: MeteoAlarm's entry for an area with no warning ("No warnings"), not an alert.
    static func isNoWarning(_ value: String) -> Bool {
        let fields = value.split(separator: ";").map { $0.trimmed.lowercased() }
        return fields.first == "1" || (fields.count > 1 && fields[1] == "green")
    }

    /// The colour the level names, when it is one of the alert colours.
    static func colour(_ value: String) -> AlertColour? {
        let fields = value.split(separator: ";")
        return fields.count > 1 ? AlertColour(named: String(fields[1])) : nil
    }
}
