import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A point on the globe in degrees.
public struct GeoPoint: Hashable, Sendable, Codable {
    public var longitude: Double
    public var latitude: Double

    public init(longitude: Double, latitude: Double) {
        self.longitude = longitude
        self.latitude = latitude
    }

    /// Great-circle distance in kilometres (haversine).
    public func distanceKm(to other: GeoPoint) -> Double {
        let radians = Double.pi / 180
        let dLat = (other.latitude - latitude) * radians
        let dLon = (other.longitude - longitude) * radians
        let a =
            sin(dLat / 2) * sin(dLat / 2)
            + cos(latitude * radians) * cos(other.latitude * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 6371.0088 * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}

/// A longitude/latitude rectangle, for culling geometry and places outside the visible map.
public struct GeoBox: Hashable, Sendable {
    public var minLongitude: Double
    public var minLatitude: Double
    public var maxLongitude: Double
    public var maxLatitude: Double

    public init(minLongitude: Double, minLatitude: Double, maxLongitude: Double, maxLatitude: Double) {
        self.minLongitude = minLongitude
        self.minLatitude = minLatitude
        self.maxLongitude = maxLongitude
        self.maxLatitude = maxLatitude
    }

    /// The whole world.
    public static let world = GeoBox(minLongitude: -180, minLatitude: -90, maxLongitude: 180, maxLatitude: 90)

    public func contains(_ point: GeoPoint) -> Bool {
        (minLongitude...maxLongitude).contains(point.longitude) && (minLatitude...maxLatitude).contains(point.latitude)
    }

    public func intersects(_ other: GeoBox) -> Bool {
        minLongitude <= other.maxLongitude && other.minLongitude <= maxLongitude
            && minLatitude <= other.maxLatitude && other.minLatitude <= maxLatitude
    }

    /// `self` moved by whole turns of longitude.
    public func shifted(byLongitude degrees: Double) -> GeoBox {
        GeoBox(
            minLongitude: minLongitude + degrees, minLatitude: minLatitude, maxLongitude: maxLongitude + degrees,
            maxLatitude: maxLatitude)
    }

    /// Whether `other` (within ±180°) meets `self` or `self` a turn east or west: a view past ±180° (centred on
    /// Fiji, say) spans longitudes beyond 180 that the data holds on the other side.
    public func intersectsWrapping(_ other: GeoBox) -> Bool {
        intersects(other) || (maxLongitude > 180 && shifted(byLongitude: -360).intersects(other))
            || (minLongitude < -180 && shifted(byLongitude: 360).intersects(other))
    }

    /// `contains`, a turn east or west too (see `intersectsWrapping`).
    public func containsWrapping(_ point: GeoPoint) -> Bool {
        contains(point) || contains(GeoPoint(longitude: point.longitude + 360, latitude: point.latitude))
            || contains(GeoPoint(longitude: point.longitude - 360, latitude: point.latitude))
    }
}
