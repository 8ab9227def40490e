/// Reads Resources/map.bin: little-endian; magic "LWMAP2\n\0"; u16 scale (units per degree), u16 level count,
/// u16 feature count; f32 tolerance per level; per feature u8 layer, u8+bytes code, u8+bytes name; per level
/// u32 polyline count, u32 point-byte count, 18-byte polyline records (u16 feature, u32 offset of its points in
/// the level's point bytes, u32 point count, i16 min lon, min lat, max lon, max lat), then the point bytes: each
/// polyline's points as zigzag varint deltas (`DeltaPoints`), in record order.
struct MapGeometryDecoder {
    private var reader: ByteReader<MapGeometryError>

    private init(_ bytes: UnsafeRawBufferPointer) { reader = ByteReader(bytes, truncated: .corrupt("truncated")) }

    static func decode(_ bytes: UnsafeRawBufferPointer) throws(MapGeometryError) -> ([MapFeature], [MapLevel]) {
        var decoder = MapGeometryDecoder(bytes)
        return try decoder.decode()
    }

    private mutating func decode() throws(MapGeometryError) -> ([MapFeature], [MapLevel]) {
        guard reader.bytes.count >= 14, Array(try reader.take(8)) == Array("LWMAP2\n\0".utf8) else {
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
        let byteCount = Int(try reader.read(UInt32.self))
        let pointsStart = reader.offset + count * 18
        guard reader.contains(byteCount, from: pointsStart) else { throw .corrupt("truncated level") }
        var records: [(feature: Int, offset: Int, length: Int, bounds: GeoBox)] = []
        records.reserveCapacity(count)
        for _ in 0..<count {
            let feature = Int(try reader.read(UInt16.self))
            let offset = Int(try reader.read(UInt32.self))
            let length = Int(try reader.read(UInt32.self))
            var corners: [Double] = []
            for _ in 0..<4 { corners.append(Double(try reader.read(Int16.self)) / scale) }
            guard feature < features, offset <= byteCount, offset >= (records.last?.offset ?? 0) else {
                throw .corrupt("polyline out of range")
            }
            let bounds = GeoBox(
                minLongitude: corners[0], minLatitude: corners[1], maxLongitude: corners[2],
                maxLatitude: corners[3])
            records.append((feature, offset, length, bounds))
        }
        // A polyline's points run to the next one's offset (the last one's to the level's end). All of the level's
        // go into one array, sized at once from the records' counts (a corrupt count only costs a regrowth).
        let bytes = reader.bytes
        var units: [Int16] = []
        units.reserveCapacity(min(records.reduce(0) { $0 + $1.length }, byteCount / 2) * 2)
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(count)
        for (index, record) in records.enumerated() {
            let end = index + 1 < records.count ? records[index + 1].offset : byteCount
            let first = units.count / 2
            let decoded = DeltaPoints.append(
                bytes, from: pointsStart + record.offset, to: pointsStart + end, to: &units)
            guard decoded == record.length else { throw .corrupt("polyline's points do not decode") }
            ranges.append(first..<first + decoded)
        }
        let polylines = zip(records, ranges).map { record, range in
            MapPolyline(
                feature: record.feature, bounds: record.bounds,
                points: MapPoints(units: units, range: range, scale: scale))
        }
        reader.offset = pointsStart + byteCount
        return polylines
    }
}
