import FoundationEssentials

/// The IEM's five NEXRAD composites, each a layer of the archive WMS (`composite-archive-<id>`), and the box its
/// mosaic covers: the extents the IEM's own compositor writes (akrherz/radcomp), not an estimate. uscomp and prcomp
/// overlap south of Florida.
public enum RadarComposite: String, CaseIterable, Hashable, Sendable {
    case conus = "uscomp"
    case alaska = "akcomp"
    case hawaii = "hicomp"
    case puertoRico = "prcomp"
    case guam = "gucomp"

    /// The WMS layer: one composite alone, never the group `composite-archive`, which fails a whole frame when
    /// one composite lacks that minute (its mapfile does not ignore missing data).
    public var layer: String { "composite-archive-\(rawValue)" }

    /// Short words for the legend.
    public var name: String {
        switch self {
        case .conus: "US"
        case .alaska: "Alaska"
        case .hawaii: "Hawaii"
        case .puertoRico: "Puerto Rico"
        case .guam: "Guam"
        }
    }

    public var area: GeoBox {
        switch self {
        case .conus: GeoBox(minLongitude: -126, minLatitude: 23.01, maxLongitude: -65.01, maxLatitude: 50)
        case .alaska: GeoBox(minLongitude: -170.5, minLatitude: 53.21, maxLongitude: -130.5, maxLatitude: 68.71)
        case .hawaii: GeoBox(minLongitude: -162.41, minLatitude: 15.44, maxLongitude: -152.41, maxLatitude: 24.44)
        case .puertoRico: GeoBox(minLongitude: -71.07, minLatitude: 13.1, maxLongitude: -61.07, maxLatitude: 23.1)
        // Andersen's radar: Guam and the southern Marianas.
        case .guam: GeoBox(minLongitude: 140.5, minLatitude: 9.2, maxLongitude: 149, maxLatitude: 17.7)
        }
    }

    /// The composites a box overlaps, in declaration order. Boxes are never asked across ±180° (the Map's boxes
    /// are cut there, ``LayerGridRequest/onGlobe(_:)``), and no composite reaches it: the Aleutians west of 170°W
    /// have no NEXRAD radar.
    public static func overlapping(_ box: GeoBox) -> [RadarComposite] {
        allCases.filter { composite in
            let area = composite.area
            return box.maxLongitude > area.minLongitude && box.minLongitude < area.maxLongitude
                && box.maxLatitude > area.minLatitude && box.minLatitude < area.maxLatitude
        }
    }
}

/// Where there is radar: inside one of the four composites. Outside, "no radar here" is said rather than drawn dry.
public enum RadarCoverage {
    /// Whether any of `view` lies inside a composite.
    public static func covers(_ view: GeoBox) -> Bool { !RadarComposite.overlapping(view).isEmpty }

    /// Whether a point lies inside a composite.
    public static func covers(latitude: Double, longitude: Double) -> Bool {
        RadarComposite.allCases.contains { $0.area.contains(GeoPoint(longitude: longitude, latitude: latitude)) }
    }
}
