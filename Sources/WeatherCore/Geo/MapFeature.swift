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
    public var points: [GeoPoint]
}

/// All outlines simplified for one zoom range: no point is more than `tolerance` degrees off the original line.
public struct MapLevel: Sendable {
    public var tolerance: Double
    public var polylines: [MapPolyline]
}

public enum MapGeometryError: Error, Hashable, Sendable {
    case corrupt(String)
}
