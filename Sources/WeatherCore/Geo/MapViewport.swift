import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A Web Mercator view of the globe onto a grid of dots (for a braille canvas: 2 dots per column, 4 per row).
/// Mercator keeps shapes right at every latitude, which matters from Florida to Alaska.
public struct MapViewport: Hashable, Sendable {
    public var center: GeoPoint
    /// Dots per degree of longitude (the zoom). Latitude is scaled by Mercator around it.
    public var dotsPerDegree: Double
    public var width: Int
    public var height: Int

    public init(center: GeoPoint, dotsPerDegree: Double, width: Int, height: Int) {
        self.center = center
        self.dotsPerDegree = dotsPerDegree
        self.width = width
        self.height = height
    }

    /// Mercator's usual latitude limit: beyond it y grows without bound.
    public static let latitudeLimit = 85.0511

    /// What one dot spans in degrees of longitude: pass it to `MapGeometry.level(forDegreesPerDot:)`.
    public var degreesPerDot: Double { 1 / dotsPerDegree }

    /// Dot position of a coordinate; (0, 0) is the top-left dot. May lie outside the grid. The longitude is taken
    /// the short way round from the centre, so a view across ±180° shows both sides.
    public func project(_ point: GeoPoint) -> (x: Double, y: Double) {
        (
            Double(width) / 2 + Self.longitudeOffset(point.longitude, from: center.longitude) * dotsPerDegree,
            Double(height) / 2 - (Self.mercatorY(point.latitude) - Self.mercatorY(center.latitude)) * dotsPerDegree
        )
    }

    /// The coordinate at a dot position.
    public func coordinate(x: Double, y: Double) -> GeoPoint {
        let longitude = center.longitude + (x - Double(width) / 2) / dotsPerDegree
        let mercator = Self.mercatorY(center.latitude) - (y - Double(height) / 2) / dotsPerDegree
        return GeoPoint(longitude: longitude, latitude: Self.latitude(mercatorY: mercator))
    }

    /// The visible area, for culling with `GeoBox.intersects`.
    public var bounds: GeoBox {
        let topLeft = coordinate(x: 0, y: 0)
        let bottomRight = coordinate(x: Double(width), y: Double(height))
        return GeoBox(
            minLongitude: topLeft.longitude, minLatitude: bottomRight.latitude,
            maxLongitude: bottomRight.longitude, maxLatitude: topLeft.latitude)
    }

    /// Degrees east of `center` to `longitude`, the short way round: in -180..<180.
    public static func longitudeOffset(_ longitude: Double, from center: Double) -> Double {
        let offset = longitude - center
        guard offset >= 180 || offset < -180 else { return offset }
        return offset - 360 * ((offset + 180) / 360).rounded(.down)
    }

    /// `longitude` brought into -180...180 (a centre panned past the antimeridian).
    public static func wrapped(longitude: Double) -> Double {
        guard longitude > 180 || longitude < -180 else { return longitude }
        return longitudeOffset(longitude, from: 0)
    }

    /// Mercator y in degree-like units (equal to latitude near the equator).
    public static func mercatorY(_ latitude: Double) -> Double {
        let clamped = min(latitudeLimit, max(-latitudeLimit, latitude)) * .pi / 180
        return log(tan(.pi / 4 + clamped / 2)) * 180 / .pi
    }

    public static func latitude(mercatorY: Double) -> Double {
        atan(sinh(mercatorY * .pi / 180)) * 180 / .pi
    }
}
