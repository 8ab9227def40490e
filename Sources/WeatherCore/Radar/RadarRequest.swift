import CivilCalendar
import FoundationEssentials

/// One radar frame for the loop: a source's frame over `area`, `width` × `height` pixels, at `time` (one of its
/// frame times, ``RadarFrameTimes``). It is asked as one GetMap per part of the source the box overlaps
/// (``parts(in:)``), formed from the source's path, layers and time parameter. EPSG:4326 in WMS 1.1.1: the box is
/// west,south,east,north.
public struct RadarRequest: Hashable, Sendable {
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

    /// One composite's share of the frame: the pixels of the frame its box covers (`x`, `y`, `width`, `height`),
    /// and the box of exactly those pixels, so its image pastes into the frame pixel for pixel.
    public struct Part: Hashable, Sendable {
        public var composite: RadarComposite
        public var area: GeoBox
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int

        /// `<base><path>?SERVICE=WMS&VERSION=1.1.1&REQUEST=GetMap&LAYERS=<layer>&…` with the time as the source
        /// names it: for the IEM's archive `…&prod=n0q&year=2026&month=11&day=24&time=1840…` (the minute in UTC,
        /// `prod` in lower case as the mapfile validates it), else `TIME=2026-11-24T18:40:00Z`.
        public func url(base: URL, time: Date, source: RadarSource) -> URL {
            var components = URLComponents(url: base, resolvingAgainstBaseURL: false)!
            components.path += source.path
            let box = [area.minLongitude, area.minLatitude, area.maxLongitude, area.maxLatitude].map { $0.fixed(4) }
            let when: [(String, String)]
            switch source.timeParameter {
            case .archiveDate(let product):
                let stamp = RadarRequest.archiveStamp(time)
                when = [
                    ("prod", product), ("year", stamp.year), ("month", stamp.month), ("day", stamp.day),
                    ("time", stamp.time),
                ]
            case .wmsTime:
                when = [("TIME", RadarRequest.timeText(time))]
            }
            let head = [
                ("SERVICE", "WMS"), ("VERSION", "1.1.1"), ("REQUEST", "GetMap"), ("LAYERS", composite.layer),
                ("STYLES", ""),
            ]
            let tail = [
                ("SRS", "EPSG:4326"), ("BBOX", box.joined(separator: ",")), ("WIDTH", String(width)),
                ("HEIGHT", String(height)), ("FORMAT", "image/png"), ("TRANSPARENT", "true"),
            ]
            components.queryItems = (head + when + tail).map { URLQueryItem(name: $0.0, value: $0.1) }
            return components.url!
        }
    }

    /// A part for each of the source's parts the box overlaps, cut to it and widened to whole pixels of the frame;
    /// none outside every part.
    public func parts(in source: RadarSource) -> [Part] {
        let spanX = area.maxLongitude - area.minLongitude
        let spanY = area.maxLatitude - area.minLatitude
        guard spanX > 0, spanY > 0 else { return [] }
        return source.composites(overlapping: area).compactMap { composite in
            let reach = composite.area
            let west = max(area.minLongitude, reach.minLongitude)
            let east = min(area.maxLongitude, reach.maxLongitude)
            let south = max(area.minLatitude, reach.minLatitude)
            let north = min(area.maxLatitude, reach.maxLatitude)
            let x0 = Int(((west - area.minLongitude) / spanX * Double(width)).rounded(.down))
            let x1 = min(width, Int(((east - area.minLongitude) / spanX * Double(width)).rounded(.up)))
            let y0 = Int(((area.maxLatitude - north) / spanY * Double(height)).rounded(.down))
            let y1 = min(height, Int(((area.maxLatitude - south) / spanY * Double(height)).rounded(.up)))
            guard x1 > x0, y1 > y0 else { return nil }
            let box = GeoBox(
                minLongitude: area.minLongitude + Double(x0) / Double(width) * spanX,
                minLatitude: area.maxLatitude - Double(y1) / Double(height) * spanY,
                maxLongitude: area.minLongitude + Double(x1) / Double(width) * spanX,
                maxLatitude: area.maxLatitude - Double(y0) / Double(height) * spanY)
            return Part(composite: composite, area: box, x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
    }

    /// The archive's date parameters: `2026`, `11`, `24`, `1840` (UTC).
    public static func archiveStamp(_ date: Date) -> (year: String, month: String, day: String, time: String) {
        let text = timeText(date)  // 2026-11-24T18:40:00Z
        let characters = Array(text)
        func slice(_ range: Range<Int>) -> String { String(characters[range]) }
        return (slice(0..<4), slice(5..<7), slice(8..<10), slice(11..<13) + slice(14..<16))
    }

    /// `2026-11-24T18:40:00Z`: UTC, seconds always zero.
    public static func timeText(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let (days, secondOfDay) = CivilDate.day(ofSecondsSince1970: seconds)
        let civil = CivilDate(daysSince1970: days)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return
            "\(civil.year)-\(two(civil.month))-\(two(civil.day))T\(two(secondOfDay / 3600)):\(two(secondOfDay % 3600 / 60)):00Z"
    }
}
