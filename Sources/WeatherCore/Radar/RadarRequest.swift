import FoundationEssentials

/// One radar frame as the Iowa Environmental Mesonet's time-enabled WMS serves it: the NEXRAD base-reflectivity
/// composite (N0Q) over `area`, `width` × `height` pixels, at `time` (a 5-minute boundary, see ``RadarFrameTimes``).
/// `n0q-t.cgi`, not `n0q.cgi`, which ignores TIME. EPSG:4326 in WMS 1.1.1: the box is west,south,east,north.
public struct RadarRequest: Hashable, Sendable {
    public static let path = "/cgi-bin/wms/nexrad/n0q-t.cgi"
    /// The most pixels either way a frame is asked with; a view larger than that is sampled.
    public static let maxSide = 640

    public var area: GeoBox
    public var width: Int
    public var height: Int
    public var time: Date

    public init(area: GeoBox, width: Int, height: Int, time: Date) {
        self.area = area
        self.width = min(Self.maxSide, max(1, width))
        self.height = min(Self.maxSide, max(1, height))
        self.time = time
    }

    /// `<base>/cgi-bin/wms/nexrad/n0q-t.cgi?SERVICE=WMS&…&TIME=2026-11-24T18:40:00Z`, coordinates with 4 decimals.
    public func url(base: URL) -> URL {
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false)!
        components.path += Self.path
        let box = [area.minLongitude, area.minLatitude, area.maxLongitude, area.maxLatitude].map { $0.fixed(4) }
        components.queryItems = [
            ("SERVICE", "WMS"), ("REQUEST", "GetMap"), ("VERSION", "1.1.1"), ("LAYERS", "nexrad-n0q-wmst"),
            ("STYLES", ""), ("SRS", "EPSG:4326"), ("BBOX", box.joined(separator: ",")), ("WIDTH", String(width)),
            ("HEIGHT", String(height)), ("FORMAT", "image/png"), ("TRANSPARENT", "true"),
            ("TIME", Self.timeText(time)),
        ].map { URLQueryItem(name: $0.0, value: $0.1) }
        return components.url!
    }

    /// `2026-11-24T18:40:00Z`: UTC, seconds always zero.
    public static func timeText(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let (year, month, day) = civilDate(daysSince1970: seconds.floorDivided(by: 86_400))
        let secondOfDay = seconds - seconds.floorDivided(by: 86_400) * 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(year)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay % 3600 / 60)):00Z"
    }

    /// Howard Hinnant's days-to-civil: the proleptic Gregorian date of a day count from 1970-01-01.
    static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = z.floorDivided(by: 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

extension Int {
    /// Division rounding toward negative infinity (times before 1970 stay on the right day).
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
