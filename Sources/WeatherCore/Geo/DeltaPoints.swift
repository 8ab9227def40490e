/// A ring's points as map.bin and counties.bin store them: zigzag LEB128 deltas of longitude then latitude, in
/// file units, each from the point before (the first from 0, 0). Small deltas take a byte or two, which is what
/// lets the world's 1:50m outlines fit the binary's size budget.
enum DeltaPoints {
    /// The points coded in `bytes[start..<end]`, in degrees; a varint cut short by `end` ends the ring.
    static func decode(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int, scale: Double) -> [GeoPoint] {
        var points: [GeoPoint] = []
        each(bytes, from: start, to: end) { x, y in
            points.append(GeoPoint(longitude: Double(x) / scale, latitude: Double(y) / scale))
        }
        return points
    }

    /// Appends the points coded in `bytes[start..<end]` to `units`, in file units, longitude then latitude; returns
    /// how many. map.bin's units are 16-bit (±180° at 180 units a degree): one that does not fit wraps.
    static func append(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int, to units: inout [Int16]) -> Int {
        var count = 0
        each(bytes, from: start, to: end) { x, y in
            units.append(Int16(truncatingIfNeeded: x))
            units.append(Int16(truncatingIfNeeded: y))
            count += 1
        }
        return count
    }

    /// Each point's file units, in order.
    private static func each(
        _ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int, _ body: (_ x: Int, _ y: Int) -> Void
    ) {
        var offset = start
        var x = 0
        var y = 0
        func next() -> Int {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while offset < end, shift < 64 {
                let byte = bytes[offset]
                offset += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift += 7
            }
            return Int(Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1))
        }
        while offset < end {
            x &+= next()
            y &+= next()
            body(x, y)
        }
    }
}
