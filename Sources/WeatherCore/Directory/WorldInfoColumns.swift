import FoundationEssentials

/// What ranking needs of every world row, read in place from the embedded "info" section as inflated (u32
/// population × rows, then u8 country index × rows, then u8 district flag × rows): 6 bytes a row, where an array of
/// `WorldTable.Info` took 8 (1.2 MB for the world's 152,676 rows, now 0.9 MB).
struct WorldInfoColumns: RandomAccessCollection, Sendable {
    private let columns: ByteStore
    /// The country codes the rows' indices point at, as `WorldTable.countryCode` packs them.
    private let codes: [UInt16]
    let endIndex: Int
    var startIndex: Int { 0 }

    /// Over an "info" section of `count` rows; none when it is shorter than that.
    init(_ columns: ByteStore, count: Int, codes: [UInt16]) {
        self.columns = columns
        self.codes = codes
        endIndex = columns.bytes.count >= count * 6 ? count : 0
    }

    /// The rows' values packed as the embedded section is (a text table's).
    init(_ rows: [WorldTable.Info]) {
        var codes: [UInt16] = [0]
        var indices: [UInt16: UInt8] = [0: 0]
        var bytes = [UInt8](repeating: 0, count: rows.count * 6)
        for (row, info) in rows.enumerated() {
            let population = UInt32(bitPattern: info.population)
            for byte in 0..<4 { bytes[row * 4 + byte] = UInt8(truncatingIfNeeded: population >> (8 * byte)) }
            if indices[info.country] == nil, codes.count < 256 {
                indices[info.country] = UInt8(codes.count)
                codes.append(info.country)
            }
            bytes[rows.count * 4 + row] = indices[info.country] ?? 0
            bytes[rows.count * 5 + row] = info.isDistrict ? 1 : 0
        }
        self.init(ByteStore(copying: Data(bytes)), count: rows.count, codes: codes)
    }

    subscript(row: Int) -> WorldTable.Info {
        let bytes = columns.bytes
        let population = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: row * 4, as: UInt32.self))
        let country = Int(bytes[endIndex * 4 + row])
        return WorldTable.Info(
            population: Int32(bitPattern: population), country: country < codes.count ? codes[country] : 0,
            isDistrict: bytes[endIndex * 5 + row] != 0)
    }
}
