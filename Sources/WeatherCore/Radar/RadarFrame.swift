import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// One frame of the loop: what the radar saw over `area` at `time`, or what the forecast expects there (the next
/// two hours, drawn in the same scale but labelled as forecast).
public struct RadarFrame: Equatable, Sendable {
    public enum Source: Equatable, Sendable {
        /// The radar source's frame.
        case radar
        /// Open-Meteo's 15-minute precipitation, turned into the radar's scale.
        case forecast
    }

    /// The loop's time this frame was asked for.
    public var time: Date
    public var area: GeoBox
    public var image: RadarImage
    public var source: Source
    /// The frame's own time: `time`, or a step earlier where the source had no frame for that time yet (the oldest
    /// of the parts drawn). Two frames of one mosaic are alike by right, not stale.
    public var validTime: Date
    /// Parts of the source the box overlaps that failed: left transparent, and said in the legend.
    public var missing: [RadarComposite]

    public init(
        time: Date, area: GeoBox, image: RadarImage, source: Source = .radar, validTime: Date? = nil,
        missing: [RadarComposite] = []
    ) {
        self.time = time
        self.area = area
        self.image = image
        self.source = source
        self.validTime = validTime ?? time
        self.missing = missing
    }

    /// The dBZ at a point (the pixel it falls in: EPSG:4326 is linear in both degrees), nil where there is no
    /// echo or outside the frame.
    public func dbz(latitude: Double, longitude: Double) -> Int? {
        let width = area.maxLongitude - area.minLongitude
        let height = area.maxLatitude - area.minLatitude
        guard width > 0, height > 0 else { return nil }
        let x = Int(((longitude - area.minLongitude) / width * Double(image.width)).rounded(.down))
        let y = Int(((area.maxLatitude - latitude) / height * Double(image.height)).rounded(.down))
        return image.dbz(x: x, y: y)
    }

    /// The nearest precipitation (at least ``ReflectivityScale/precipitationFloor``) within `radiusKilometres` of a
    /// place, as a distance, a compass direction from the place and its dBZ; nil when there is none.
    public func nearestPrecipitation(
        latitude: Double, longitude: Double, radiusKilometres: Double
    ) -> (kilometres: Double, direction: String, dbz: Int)? {
        let kmPerDegreeLatitude = 111.2
        let kmPerDegreeLongitude = 111.2 * cos(latitude * .pi / 180)
        guard kmPerDegreeLongitude > 0.01 else { return nil }
        let stepKm = 1.0
        var best: (kilometres: Double, direction: String, dbz: Int)?
        var dy = -radiusKilometres
        while dy <= radiusKilometres {
            var dx = -radiusKilometres
            while dx <= radiusKilometres {
                let distance = (dx * dx + dy * dy).squareRoot()
                if distance <= radiusKilometres, best == nil || distance < best!.kilometres,
                    let dbz = self.dbz(
                        latitude: latitude + dy / kmPerDegreeLatitude, longitude: longitude + dx / kmPerDegreeLongitude),
                    dbz >= ReflectivityScale.precipitationFloor
                {
                    best = (distance, Self.compass(dx: dx, dy: dy), dbz)
                }
                dx += stepKm
            }
            dy += stepKm
        }
        return best
    }

    /// "north", "south-west"…: the eight-point direction of an offset (east +x, north +y); "here" at the place.
    static func compass(dx: Double, dy: Double) -> String {
        guard dx * dx + dy * dy > 0.25 else { return "here" }
        let names = ["east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east"]
        let angle = atan2(dy, dx) * 180 / .pi
        let index = Int(((angle + 360 + 22.5).truncatingRemainder(dividingBy: 360)) / 45)
        return names[index % 8]
    }
}
