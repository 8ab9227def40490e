import FoundationEssentials

/// State and country (Natural Earth 1:50m) outlines from the embedded Resources/map.bin, simplified (Douglas–Peucker) for several zoom
/// levels at build time. Decoding is a single pass over int16 coordinates.
public final class MapGeometry: Sendable {
    /// The geometry compiled into the binary, decoded on first use.
    public static let shared = MapGeometry.embedded()

    public let features: [MapFeature]
    /// Finest first.
    public let levels: [MapLevel]

    public static func embedded() -> MapGeometry {
        do {
            let store = EmbeddedResource.map.inflated()
            return try withExtendedLifetime(store) { () throws(MapGeometryError) in try MapGeometry(bytes: store.bytes)
            }
        } catch {
            preconditionFailure("embedded map geometry is unreadable (\(error)); run `make resources`")
        }
    }

    /// Geometry from data in the format of Resources/map.bin (see scripts/RESOURCES-FORMAT.md).
    public convenience init(data: Data) throws(MapGeometryError) {
        let copy = [UInt8](data)
        let result = copy.withUnsafeBytes { bytes in
            Result { () throws(MapGeometryError) in try MapGeometryDecoder.decode(bytes) }
        }
        let (features, levels) = try result.get()
        self.init(features: features, levels: levels)
    }

    private convenience init(bytes: UnsafeRawBufferPointer) throws(MapGeometryError) {
        let (features, levels) = try MapGeometryDecoder.decode(bytes)
        self.init(features: features, levels: levels)
    }

    private init(features: [MapFeature], levels: [MapLevel]) {
        self.features = features
        self.levels = levels
    }

    /// The coarsest level whose error stays within one dot, given how many degrees of longitude a dot spans.
    public func level(forDegreesPerDot degreesPerDot: Double) -> MapLevel {
        levels.last { $0.tolerance <= degreesPerDot } ?? levels[0]
    }

    /// The polylines of a level that may be visible in `box` (which may reach past ±180°), optionally of one layer
    /// only.
    public func polylines(
        in box: GeoBox, degreesPerDot: Double, layers: Set<MapFeature.Layer> = Set(MapFeature.Layer.allCases)
    ) -> [MapPolyline] {
        level(forDegreesPerDot: degreesPerDot).polylines.filter {
            box.intersectsWrapping($0.bounds) && layers.contains(features[$0.feature].layer)
        }
    }
}
