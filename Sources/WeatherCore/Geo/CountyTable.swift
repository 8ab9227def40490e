/// The part of Resources/counties.bin read on first use: header, county records and each level's ring offsets.
/// Points stay in the file's bytes until `rings(of:level:in:)` decodes one county's (zigzag varint deltas).
struct CountyTable: Sendable {
    struct Level: Sendable {
        /// County i's rings are firstRing[i] ..< firstRing[i + 1].
        var firstRing: [Int]
        /// Byte offset of each ring in the file; one more entry marks the end of the last.
        var ringStart: [Int]
    }

    var counties: [County] = []
    var indexByFIPS: [String: Int] = [:]
    var tolerances: [Double] = []
    var levels: [Level] = []
    var scale = 1.0

    /// No counties.
    init() {}

    init(_ bytes: UnsafeRawBufferPointer) throws(MapGeometryError) {
        var reader = ByteReader<MapGeometryError>(bytes, truncated: .corrupt("truncated"))
        guard bytes.count >= 16, Array(try reader.take(8)) == Array("LWCNTY1\n".utf8) else {
            throw .corrupt("not a LassoWeather county file")
        }
        scale = Double(try reader.read(UInt32.self))
        let levelCount = Int(try reader.read(UInt16.self))
        let countyCount = Int(try reader.read(UInt16.self))
        guard scale > 0 else { throw .corrupt("no scale") }
        for _ in 0..<levelCount { tolerances.append(Double(Float(bitPattern: try reader.read(UInt32.self)))) }
        counties.reserveCapacity(countyCount)
        for index in 0..<countyCount {
            let fips = try reader.string(length: 5)
            let name = try reader.string(length: Int(try reader.read(UInt8.self)))
            var corners: [Double] = []
            for _ in 0..<4 { corners.append(Double(Int32(bitPattern: try reader.read(UInt32.self))) / scale) }
            let bounds = GeoBox(
                minLongitude: corners[0], minLatitude: corners[1], maxLongitude: corners[2], maxLatitude: corners[3])
            counties.append(County(fips: fips, name: name, bounds: bounds))
            indexByFIPS[fips] = index
        }
        for _ in 0..<levelCount { levels.append(try readLevel(&reader, countyCount: countyCount)) }
    }

    private func readLevel(_ reader: inout ByteReader<MapGeometryError>, countyCount: Int) throws(MapGeometryError)
        -> Level
    {
        let ringCount = Int(try reader.read(UInt32.self))
        let byteCount = Int(try reader.read(UInt32.self))
        var firstRing: [Int] = []
        firstRing.reserveCapacity(countyCount + 1)
        for _ in 0...countyCount { firstRing.append(Int(try reader.read(UInt32.self))) }
        guard firstRing.last == ringCount, zip(firstRing, firstRing.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            throw .corrupt("ring index out of order")
        }
        var ringStart: [Int] = []
        ringStart.reserveCapacity(ringCount + 1)
        for _ in 0..<ringCount { ringStart.append(Int(try reader.read(UInt32.self))) }
        let pointsStart = reader.offset
        guard reader.contains(byteCount, from: pointsStart), ringStart.allSatisfy({ $0 <= byteCount }) else {
            throw .corrupt("truncated level")
        }
        ringStart = ringStart.map { $0 + pointsStart } + [pointsStart + byteCount]
        reader.offset = pointsStart + byteCount
        return Level(firstRing: firstRing, ringStart: ringStart)
    }

    func rings(of county: Int, level: Int, in bytes: UnsafeRawBufferPointer) -> [[GeoPoint]] {
        guard levels.indices.contains(level), counties.indices.contains(county) else { return [] }
        let level = levels[level]
        return (level.firstRing[county]..<level.firstRing[county + 1]).map { ring in
            decodeRing(bytes, from: level.ringStart[ring], to: level.ringStart[ring + 1])
        }
    }

    private func decodeRing(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> [GeoPoint] {
        DeltaPoints.decode(bytes, from: start, to: end, scale: scale)
    }
}
