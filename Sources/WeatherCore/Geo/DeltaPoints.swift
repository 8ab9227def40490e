/// A ring's points as map.bin and counties.bin store them: zigzag LEB128 deltas of longitude then latitude, in
/// file units, each from the point before (the first from 0, 0). Small deltas take a byte or two, which is what
/// lets the world's 1:50m outlines fit the binary's size budget.
enum DeltaPoints {
    /// The points coded in `bytes[start..<end]`, in degrees; a varint cut short by `end` ends the ring.
    static func decode(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int, scale: Double) -> [GeoPoint] {
        var points: [GeoPoint] = []
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
            points.append(GeoPoint(longitude: Double(x) / scale, latitude: Double(y) / scale))
        }
        return points
    }
}
