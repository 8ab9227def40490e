/// One part of a radar source: a mosaic the service serves as a WMS layer of its own, and the box it covers. A view
/// over several parts asks each and merges them (``RadarClient``).
public struct RadarComposite: Hashable, Sendable {
    /// The WMS layer.
    public var layer: String
    /// Short words for the legend ("no Alaska radar").
    public var name: String
    public var area: GeoBox

    public init(layer: String, name: String, area: GeoBox) {
        self.layer = layer
        self.name = name
        self.area = area
    }

    /// Whether `box` overlaps this part's box.
    public func overlaps(_ box: GeoBox) -> Bool {
        box.maxLongitude > area.minLongitude && box.minLongitude < area.maxLongitude
            && box.maxLatitude > area.minLatitude && box.minLatitude < area.maxLatitude
    }
}

extension RadarComposite {
    // The IEM's five NEXRAD composites, each a layer of the archive WMS (`composite-archive-<id>`: one composite
    // alone, never the group `composite-archive`, which fails a whole frame when one composite lacks that minute),
    // with the box its mosaic covers: the extents the IEM's own compositor writes (akrherz/radcomp), not an
    // estimate. uscomp and prcomp overlap south of Florida.
    public static let conus = iem("uscomp", "US", -126, 23.01, -65.01, 50)
    public static let alaska = iem("akcomp", "Alaska", -170.5, 53.21, -130.5, 68.71)
    public static let hawaii = iem("hicomp", "Hawaii", -162.41, 15.44, -152.41, 24.44)
    public static let puertoRico = iem("prcomp", "Puerto Rico", -71.07, 13.1, -61.07, 23.1)
    /// Andersen's radar: Guam and the southern Marianas.
    public static let guam = iem("gucomp", "Guam", 140.5, 9.2, 149, 17.7)

    private static func iem(
        _ id: String, _ name: String, _ west: Double, _ south: Double, _ east: Double, _ north: Double
    ) -> RadarComposite {
        RadarComposite(
            layer: "composite-archive-\(id)", name: name,
            area: GeoBox(minLongitude: west, minLatitude: south, maxLongitude: east, maxLatitude: north))
    }
}
