/// Reads Resources/map.bin: little-endian; magic "LWMAP1\n\0"; u16 scale (units per degree), u16 level count,
/// u16 feature count; f32 tolerance per level; per feature u8 layer, u8+bytes code, u8+bytes name; per level
/// u32 polyline count, u32 point count, 18-byte polyline records (u16 feature, u32 first point, u32 point count,
/// i16 min lon, min lat, max lon, max lat), then the points as i16 lon, i16 lat.
struct MapGeometryDecoder {
    private var reader: ByteReader<MapGeometryError>

    private init(_ bytes: UnsafeRawBufferPointer) { reader = ByteReader(bytes, truncated: .corrupt("truncated")) }

    static func decode(_ bytes: UnsafeRawBufferPointer) throws(MapGeometryError) -> ([MapFeature], [MapLevel]) {
        var decoder = MapGeometryDecoder(bytes)
        return try decoder.decode()
    }

    private mutating func decode() throws(MapGeometryError) -> ([MapFeature], [MapLevel]) {
        guard reader.bytes.count >= 14, Array(try reader.take(8)) == Array("LWMAP1\n\0".utf8) else {
            throw .corrupt("not a LassoWeather map file")
        }
        let scale = Double(try reader.read(UInt16.self))
        let levelCount = Int(try reader.read(UInt16.self))
        let featureCount = Int(try reader.read(UInt16.self))
        guard scale > 0, levelCount > 0 else { throw .corrupt("no levels") }
        var tolerances: [Double] = []
        for _ in 0..<levelCount { tolerances.append(Double(Float(bitPattern: try reader.read(UInt32.self)))) }
        var features: [MapFeature] = []
        for _ in 0..<featureCount {
            guard let layer = MapFeature.Layer(rawValue: try reader.read(UInt8.self)) else {
                throw .corrupt("bad layer")
            }
            let code = try reader.string(length: Int(try reader.read(UInt8.self)))
            let name = try reader.string(length: Int(try reader.read(UInt8.self)))
            features.append(MapFeature(layer: layer, code: code, name: name))
        }
        var levels: [MapLevel] = []
        for tolerance in tolerances {
            levels.append(
                MapLevel(tolerance: tolerance, polylines: try readPolylines(scale: scale, features: featureCount)))
        }
        return (features, levels)
    }

    private mutating func readPolylines(scale: Double, features: Int) throws(MapGeometryError) -> [MapPolyline] {
        let count = Int(try reader.read(UInt32.self))
        let pointCount = Int(try reader.read(UInt32.self))
        let pointsStart = reader.offset + count * 18
        guard reader.contains(pointCount * 4, from: pointsStart) else { throw .corrupt("truncated level") }
        var polylines: [MapPolyline] = []
        polylines.reserveCapacity(count)
        for _ in 0..<count {
            let feature = Int(try reader.read(UInt16.self))
            let first = Int(try reader.read(UInt32.self))
            let length = Int(try reader.read(UInt32.self))
            var corners: [Double] = []
            for _ in 0..<4 { corners.append(Double(try reader.read(Int16.self)) / scale) }
            guard feature < features, first + length <= pointCount else { throw .corrupt("polyline out of range") }
            var points: [GeoPoint] = []
            points.reserveCapacity(length)
            for index in first..<first + length {
                let at = pointsStart + index * 4
                let lon = try reader.read(Int16.self, at: at)
                let lat = try reader.read(Int16.self, at: at + 2)
                points.append(GeoPoint(longitude: Double(lon) / scale, latitude: Double(lat) / scale))
            }
            let bounds = GeoBox(
                minLongitude: corners[0], minLatitude: corners[1], maxLongitude: corners[2],
                maxLatitude: corners[3])
            polylines.append(MapPolyline(feature: feature, bounds: bounds, points: points))
        }
        reader.offset = pointsStart + pointCount * 4
        return polylines
    }
}
