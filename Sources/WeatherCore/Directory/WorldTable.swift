/// Resources/world.tsv's rows over its bytes in place: the line table, plus what ranking reads of every row
/// (population, country, district flag) in arrays, so a one-letter prefix search ranks thousands of rows without
/// parsing them.
struct WorldTable: Sendable {
    let lines: TSVTable
    let info: [Info]

    /// What ranking needs of a row.
    struct Info: Sendable {
        var population: Int32
        /// The ISO country code's two bytes, as `countryCode` packs them.
        var country: UInt16
        var isDistrict: Bool
    }

    /// Columns of world.tsv (scripts/RESOURCES-FORMAT.md).
    enum Column {
        static let key = 0, name = 1, id = 2, country = 3, admin1 = 4, latitude = 5, longitude = 6
        static let population = 7, timezone = 8, flags = 9, count = 10
    }

    init(_ store: ByteStore) {
        lines = TSVTable(store)
        var info: [Info] = []
        info.reserveCapacity(lines.count)
        for row in 0..<lines.count {
            info.append(Self.info(store, line: lines.line(row)))
        }
        self.info = info
    }

    /// Reads a row's country from the front (after three tabs) and its population and flags from the back, so the
    /// name and coordinates in between are never looked at.
    private static func info(_ store: ByteStore, line: Range<Int>) -> Info {
        var offset = line.lowerBound
        for _ in 0..<Column.country { offset = store.find(TSVTable.tab, from: offset, to: line.upperBound) + 1 }
        let country = offset + 2 <= line.upperBound ? countryCode(store[offset], store[offset + 1]) : 0
        // From the end: flags, a tab, the zone index, a tab, the population.
        var end = line.upperBound
        let isDistrict = end > line.lowerBound && store[end - 1] == UInt8(ascii: "d")
        for _ in 0..<2 {
            while end > line.lowerBound, store[end - 1] != TSVTable.tab { end -= 1 }
            end -= 1
        }
        var start = end
        while start > line.lowerBound, store[start - 1] != TSVTable.tab { start -= 1 }
        let population = start < end ? store.integer(start..<end) ?? 0 : 0
        return Info(population: Int32(clamping: population), country: country, isDistrict: isDistrict)
    }

    static func countryCode(_ first: UInt8, _ second: UInt8) -> UInt16 { UInt16(first) << 8 | UInt16(second) }

    static func countryCode(_ code: String) -> UInt16? {
        let bytes = Array(code.utf8)
        return bytes.count == 2 ? countryCode(bytes[0], bytes[1]) : nil
    }

    var count: Int { lines.count }

    /// Rows whose key is `key` (`exact`) or begins with it, as a range: keys are sorted and ASCII a-z0-9.
    func rows(key: [UInt8], exact: Bool) -> Range<Int> { Self.rows(in: lines, key: key, exact: exact) }

    static func rows(in table: TSVTable, key: [UInt8], exact: Bool) -> Range<Int> {
        let low = table.lowerBound(firstField: key)
        // Just past the key itself is key + "\0"; past every key it begins is key + "\u{FF}".
        let high = table.lowerBound(firstField: key + [exact ? 0 : 0xFF])
        return low..<max(low, high)
    }
}
