/// The US EPA's Air Quality Index categories. The index is reported as a whole number, so a fractional value is
/// rounded first (50.4 is Good, 50.5 is Moderate) and the bands are the EPA's whole-number ones.
public enum AQICategory: Int, CaseIterable, Codable, Sendable, Comparable {
    /// 0–50
    case good
    /// 51–100
    case moderate
    /// 101–150
    case unhealthyForSensitiveGroups
    /// 151–200
    case unhealthy
    /// 201–300
    case veryUnhealthy
    /// 301 and up
    case hazardous

    public init(aqi: Double) {
        let index = Self.wholeIndex(aqi)
        self =
            switch index {
            case ...50: .good
            case 51...100: .moderate
            case 101...150: .unhealthyForSensitiveGroups
            case 151...200: .unhealthy
            case 201...300: .veryUnhealthy
            default: .hazardous
            }
    }

    /// The EPA's name for the category, always shown in words (colour alone would not reach every terminal).
    public var name: String { name(in: .en) }

    /// The index as reported: rounded half up to a whole number, never below 0; a value that is not a number counts as
    /// 0 (decoded values never are: see `plausible`).
    public static func wholeIndex(_ aqi: Double) -> Int {
        guard aqi.isFinite else { return 0 }
        return Int(min(max(aqi, 0), 100_000).rounded())
    }

    public static func < (a: AQICategory, b: AQICategory) -> Bool { a.rawValue < b.rawValue }
}
