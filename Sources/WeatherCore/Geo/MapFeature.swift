/// One outlined area: a country (Natural Earth 1:50m) or a US state or territory (Census 1:500k).
public struct MapFeature: Hashable, Sendable {
    public enum Layer: UInt8, Hashable, Sendable, CaseIterable {
        case country = 0
        case state = 1
    }

    public var layer: Layer
    /// ISO 3166 alpha-3 for countries ("USA"; "-99" where Natural Earth has none), USPS code for states ("NY").
    public var code: String
    public var name: String
}

/// One ring of an outline: a closed polyline (last point repeats the first), with its bounding box for culling.
public struct MapPolyline: Sendable {
    /// Index into `MapGeometry.features`.
    public var feature: Int
    public var bounds: GeoBox
    public var points: MapPoints
}

/// A ring's points, read from its level's one array of file units: 4 bytes a point, where an array of `GeoPoint`s
/// per ring, grown as it was decoded, took 16 and more (3.9 MB for the world's 8,000 rings, now 0.6 MB).
public struct MapPoints: RandomAccessCollection, Sendable {
    /// The level's points, longitude then latitude, in file units (shared by its rings, never copied).
    let units: [Int16]
    /// This ring's points in `units`, by point.
    let range: Range<Int>
    let scale: Double

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }

    public subscript(index: Int) -> GeoPoint {
        let at = (range.lowerBound + index) * 2
        return GeoPoint(longitude: Double(units[at]) / scale, latitude: Double(units[at + 1]) / scale)
    }
}

/// All outlines simplified for one zoom range: no point is more than `tolerance` degrees off the original line.
public struct MapLevel: Sendable {
    public var tolerance: Double
    public var polylines: [MapPolyline]
}

public enum MapGeometryError: Error, Hashable, Sendable {
    case corrupt(String)
}
