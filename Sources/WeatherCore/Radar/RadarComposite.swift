import FoundationEssentials

/// The IEM's four NEXRAD composites, each a layer of the archive WMS (`composite-archive-<id>`), and the box its
/// radars reach. The boxes are the sites' reach (about 230 km, 2° of latitude) around the NWS radars of each
/// region, a little generous: a box too large asks for a transparent corner, one too small would hide echoes.
public enum RadarComposite: String, CaseIterable, Hashable, Sendable {
    case conus = "uscomp"
    case alaska = "akcomp"
    case hawaii = "hicomp"
    case puertoRico = "prcomp"

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
        }
    }

    public var area: GeoBox {
        switch self {
        // The contiguous US, as the loop has always used it.
        case .conus: GeoBox(minLongitude: -127, minLatitude: 21, maxLongitude: -65, maxLatitude: 51)
        // Bethel and Nome in the west (to 170°W), Sitka in the south-east, Fairbanks in the north.
        case .alaska: GeoBox(minLongitude: -170, minLatitude: 54, maxLongitude: -129, maxLatitude: 68)
        // Kauai to the Big Island.
        case .hawaii: GeoBox(minLongitude: -162, minLatitude: 17, maxLongitude: -153, maxLatitude: 24)
        // Cayey's radar: Puerto Rico and the Virgin Islands.
        case .puertoRico: GeoBox(minLongitude: -68.5, minLatitude: 16, maxLongitude: -63.5, maxLatitude: 20.5)
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
